import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { usePageHref } from '../../routing/page-link';
import { Icon } from '../../components/icon/icon';
import { VisuallyHidden } from '../../components/visually-hidden';
import { QUERY_PARAM } from '../view/query-field';
import { searchText } from '../view/query-param';
import { useFound } from '../view/use-found';
import { foundCountText, hitsShown, type Found } from '../view/found';
import { HitTrail } from '../view/hit-parts';
import { followPath } from '../view/follow-path';
import { comboboxMove } from './combobox-keys';
import type { SearchHit } from '../search-hit';
import styles from './search-control.module.css';

/** How many suggestions the header shows; the search page shows them all. */
const SUGGESTIONS = 6;

/**
 * The header's search, in the bar on wide screens and in the mobile menu. As served, and until
 * the app is there, a plain form that goes to the search page (`?q=`), which the browser sends
 * (app/first-use.ts lets a search form go). With the app, a WAI-ARIA combobox: suggestions as
 * the visitor types, the arrows move among them, Enter opens one (or goes to the search page),
 * Escape closes them and then clears the field, the count said politely; the focus stays in the
 * field. The search code and the index load at the first focus or keystroke (search/view/use-found.ts).
 */
export function SearchControl({ place }: { place: 'bar' | 'menu' }) {
  const { t } = useT();
  const lang = useLang();
  const action = usePageHref('search');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // The combobox's attributes are the app's: the served field is a plain search field.
  const [app, setApp] = useState(false);
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useFound(lang, query, wanted, SUGGESTIONS);
  // Suggestions for what the field holds now, or those of the text typed just before it, shown
  // until the new ones come.
  const found: Found = state.status === 'ready' || state.status === 'loading' ? state.found : { kind: 'none' };
  const hits = searchText(query) === '' ? [] : hitsShown(found);
  const expanded = app && open && hits.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => setApp(true), []);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    const place = form.current!;
    followPath(place, path);
    // The mobile menu this sits in closes, as it does for a link of its own.
    place.closest<HTMLElement>(':popover-open')?.hidePopover();
  };
  const goToSearchPage = () => {
    const text = (form.current!.elements.namedItem(QUERY_PARAM) as HTMLInputElement).value.trim();
    go(text ? `${action}?${new URLSearchParams({ [QUERY_PARAM]: text })}` : action);
  };
  const openHit = (hit: SearchHit) => go(hit.path);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = comboboxMove(event.key, { expanded, active, options: hits.length, text: query });
    if (move.kind === 'none') return;
    event.preventDefault();
    if (move.kind === 'activate') {
      setOpen(true);
      setActive(move.index);
    } else if (move.kind === 'open') openHit(hits[move.index]!);
    else if (move.kind === 'submit') goToSearchPage();
    else if (move.kind === 'close') {
      setOpen(false);
      setActive(-1);
    } else {
      event.currentTarget.value = '';
      setQuery('');
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goToSearchPage();
  };

  return (
    <form
      ref={form}
      role="search"
      // Named apart from the search page's own form ("Search the site"), on the same page.
      aria-label={t('nav.search')}
      method="get"
      action={action}
      className={place === 'bar' ? styles.bar : styles.menu}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={styles.label}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name={QUERY_PARAM}
        className={styles.field}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        {...(app && {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        })}
        onFocus={(event) => {
          setWanted(true);
          // Typed before the app was there: the field's text is the query.
          setQuery(event.currentTarget.value);
        }}
        onInput={(event) => {
          setWanted(true);
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={20} />
        <VisuallyHidden>{t('search.submitButton')}</VisuallyHidden>
      </button>
      {app && (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.label')}
            className={styles.list}
            hidden={!expanded}
            // A press on a suggestion keeps the focus in the field.
            onMouseDown={(event) => event.preventDefault()}
          >
            {hits.map((hit, index) => (
              <li
                key={`${hit.lang}:${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onClick={() => openHit(hit)}
              >
                {hit.lang !== lang && <span className={styles.in}>{t(`search.in.${hit.lang}`)}: </span>}
                <span lang={hit.lang} className={styles.title}>
                  {hit.title}
                </span>
                <HitTrail hit={hit} className={styles.trail} />
              </li>
            ))}
          </ul>
          <VisuallyHidden>
            <span role="status">
              {open && state.status === 'ready' && searchText(query) !== '' ? foundCountText(found, t) : ''}
            </span>
          </VisuallyHidden>
          {state.status === 'unavailable' && open && <p className={styles.unavailable}>{t('search.unavailable')}</p>}
        </>
      )}
    </form>
  );
}
