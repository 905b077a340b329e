import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { usePageHref } from '../../routing/page-link';
import { Icon } from '../../components/icon/icon';
import { VisuallyHidden } from '../../components/visually-hidden';
import { QUERY_PARAM } from '../view/query-field';
import { searchText } from '../view/query-param';
import { useFound } from '../view/use-found';
import { foundCountText, hitsShown, type Found } from '../view/found';
import { answers } from '../view/answers';
import { HitTrail } from '../view/hit-parts';
import { followPath } from '../view/follow-path';
import { comboboxMove } from './combobox-keys';
import { optionClick, settleHeld, type HeldPress } from './held-press';
import { createOptionPresses } from './option-presses';
import { useFieldOpener } from './use-field-opener';
import type { SearchHit } from '../search-hit';
import styles from './search-control.module.css';

/** What the visitor had in a field: its text, whether it held the focus, and the selection in it. */
interface FieldInHand {
  readonly value: string;
  readonly focused: boolean;
  readonly start: number | null;
  readonly end: number | null;
}

/**
 * The served field of this place as the visitor left it, read while the app first renders:
 * when the header differed from the app's (a translation wrapped its words) it is drawn afresh,
 * and the served field, typed in and focused, is replaced by a new empty one at the commit.
 */
function servedField(place: 'bar' | 'menu'): FieldInHand | null {
  if (typeof document === 'undefined') return null;
  const input = document.querySelector<HTMLInputElement>(`form[data-search-control="${place}"] input`);
  if (!input) return null;
  return {
    value: input.value,
    focused: document.activeElement === input,
    start: input.selectionStart,
    end: input.selectionEnd,
  };
}

/**
 * Whether the served submit of this place holds the focus, read while the app first renders: a
 * header drawn afresh at hydration replaces it, and the focus falls to <body> at the commit.
 */
function servedSubmitFocused(place: 'bar' | 'menu'): boolean {
  if (typeof document === 'undefined') return false;
  const submit = document.querySelector(`form[data-search-control="${place}"] button[type="submit"]`);
  return !!submit && document.activeElement === submit;
}

/** How many suggestions the header shows; the search page shows them all. */
const SUGGESTIONS = 6;

/**
 * The header's search, in the bar on wide screens and in the mobile menu. As served, and until
 * the app is there, a plain form that goes to the search page (`?q=`), which the browser sends
 * (app/first-use.ts lets a search form go). With the app, a WAI-ARIA combobox: suggestions as
 * the visitor types, the arrows move among them, Enter opens one (or goes to the search page),
 * Escape closes them and then clears the field, the count said politely; the focus stays in the
 * field. While the field is ahead of the list (typing rests, the code or index loads), the list is
 * marked busy, its count is not said, and an arrow or a press on it (or one that began on it)
 * waits for the list that answers the field; a click on another option than the one the pointer
 * went down on (a touch lifted over a list that changed) opens nothing (held-press.ts), nor does
 * a later click of a series whose first the list answered, wherever it lands within the
 * double-click time (option-presses.ts).
 * Enter goes to the search page with the field's text. The
 * search code and the index load at the first focus or keystroke (search/view/use-found.ts).
 * In the bar from 1024 to 1439 px, where the field has no room beside the links, the app shows a
 * button that opens it in a panel under it (use-field-opener.ts); as served, the submit alone.
 */
export function SearchControl({ place }: { place: 'bar' | 'menu' }) {
  const { t } = useT();
  const lang = useLang();
  const action = usePageHref('search');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // The combobox's attributes are the app's: the served field is a plain search field.
  const [app, setApp] = useState(false);
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [held, setHeld] = useState<HeldPress | null>(null);
  // The option a pointer last went down on, and the click series the list answered.
  const [presses] = useState(createOptionPresses);
  useEffect(() => presses.leave, [presses]);
  const { state, flush } = useFound(lang, query, wanted, SUGGESTIONS);
  const text = searchText(query);
  // Suggestions for what the field holds now, or those of the text typed just before it, shown
  // (marked busy) until the new ones come.
  // Kept while the answer is the same: the held press's effect reads the hits.
  const found: Found = useMemo(
    () => (state.status === 'ready' || state.status === 'loading' ? state.found : { kind: 'none' }),
    [state],
  );
  const hits = useMemo(() => (text === '' ? [] : hitsShown(found)), [text, found]);
  const fresh = text === '' || answers(state, text);
  const expanded = app && open && hits.length > 0;
  // Nothing to show yet for the text typed: the code or the index is still loading, or the query runs.
  const searching = state.status === 'loading' && state.text === '' && text !== '';
  const unavailable = state.status === 'unavailable' && state.text === text;
  // Read once, at the first render, before a redraw's commit removes the served field and submit.
  const [served] = useState(() => servedField(place));
  const [submitHadFocus] = useState(() => servedSubmitFocused(place));
  const opener = useFieldOpener(app && place === 'bar', field, submit, submitHadFocus);
  const listId = `${id}-list`;
  const boxId = `${id}-box`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A layout effect: the field drawn afresh gets the text, focus and selection back before a paint.
  useLayoutEffect(() => {
    setApp(true);
    const input = field.current!;
    // A field hydrated in place is the served one and holds all this already.
    if (served && input !== document.activeElement && input.value === '') {
      input.value = served.value;
      if (served.focused) {
        input.focus();
        input.setSelectionRange(served.start, served.end);
      }
    }
    // Typed before the app was there, the focus still in the field: that text is the query now.
    if (document.activeElement === input && input.value !== '') {
      setWanted(true);
      setQuery(input.value);
      setOpen(true);
    }
    // Once, on mount: what was served is read only then.
  }, [served]);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setHeld(null);
    opener.close();
    const place = form.current!;
    followPath(place, path);
    // The mobile menu this sits in closes, as it does for a link of its own.
    place.closest<HTMLElement>(':popover-open')?.hidePopover();
  };
  const goToSearchPage = () => {
    // A page opened from here is on its way (app.tsx marks <html data-navigating>) and the field
    // was emptied for the next search: an Enter on it would replace that page with an empty
    // search page. Text typed since is a new search, and goes.
    const text = (form.current!.elements.namedItem(QUERY_PARAM) as HTMLInputElement).value.trim();
    if (!text && document.documentElement.dataset.navigating) return;
    go(text ? `${action}?${new URLSearchParams({ [QUERY_PARAM]: text })}` : action);
  };
  const clear = () => {
    field.current!.value = '';
    setQuery('');
  };
  // The page opened is the answer: the field is left empty for the next search.
  const openHit = (hit: SearchHit) => {
    clear();
    go(hit.path);
  };
  // A press on a list the field is ahead of: the waiting query runs now, the press waits for it.
  const hold = (press: HeldPress) => {
    setHeld(press);
    setOpen(true);
    flush();
  };

  const onOptionClick = (event: MouseEvent, hit: SearchHit, index: number) => {
    const outcome = presses.click(optionClick(event.nativeEvent, index, hit.path), event.nativeEvent, fresh, window);
    if (outcome === 'follow') openHit(hit);
    else if (outcome === 'hold') hold({ kind: 'option', index, path: hit.path, text });
  };

  // A held press settles once the list answers its text (or never will).
  useEffect(() => {
    if (!held) return;
    const outcome = settleHeld(held, { text, fresh, unavailable, paths: hits.map((hit) => hit.path) });
    if (outcome.kind === 'wait') return;
    setHeld(null);
    if (outcome.kind === 'activate') setActive(outcome.index);
    else if (outcome.kind === 'follow') openHit(hits[outcome.index]!);
    // openHit is this render's, as the hits are: it changes with nothing the outcome reads.
  }, [held, text, fresh, unavailable, hits]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = comboboxMove(event.key, {
      expanded,
      active,
      options: hits.length,
      fresh,
      text: query,
      opened: opener.opened(),
    });
    if (move.kind === 'none') return;
    event.preventDefault();
    if (move.kind === 'activate') {
      setOpen(true);
      setActive(move.index);
    } else if (move.kind === 'hold') hold({ kind: 'arrow', down: move.down, text });
    else if (move.kind === 'open') openHit(hits[move.index]!);
    else if (move.kind === 'submit') goToSearchPage();
    else if (move.kind === 'close') {
      setOpen(false);
      setActive(-1);
      setHeld(null);
    } else if (move.kind === 'dismiss') opener.dismiss();
    else clear();
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
      data-search-control={place}
      className={place === 'bar' ? styles.bar : styles.menu}
      onSubmit={onSubmit}
      onBlur={opener.onBlurWithin}
      onKeyDown={opener.onKeyDownWithin}
    >
      {app && place === 'bar' && (
        <button
          ref={opener.button}
          type="button"
          className={styles.opener}
          aria-expanded={opener.open}
          aria-controls={boxId}
          // The focus stays in the open field until the click closes it and takes the focus back.
          onMouseDown={(event) => event.preventDefault()}
          onClick={opener.toggle}
          onBlur={opener.onOpenerBlur}
        >
          <Icon name="search" size={20} />
          <VisuallyHidden>{t('search.openButton')}</VisuallyHidden>
        </button>
      )}
      <div
        id={boxId}
        className={styles.box}
        // A press on the open panel's own padding keeps the focus where it is: on <body>, the
        // focus leaving the form would close the panel. The field and the submit take theirs.
        onMouseDown={(event) => {
          if (!(event.target as Element).closest('input, button')) event.preventDefault();
        }}
      >
        <label htmlFor={id}>
          <VisuallyHidden>{t('search.label')}</VisuallyHidden>
        </label>
        <input
          ref={field}
          id={id}
          dir="auto"
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
            setHeld(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setHeld(null);
          }}
        />
        <button ref={submit} type="submit" className={styles.submit}>
          <Icon name="search" size={20} />
          <VisuallyHidden>{t('search.submitButton')}</VisuallyHidden>
        </button>
        {app && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('search.label')}
            className={styles.list}
            hidden={!expanded}
            // An earlier query's suggestions, shown until the field's own come.
            aria-busy={expanded && !fresh}
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
                onPointerDown={() => presses.down({ index, path: hit.path, busy: !fresh })}
                onPointerCancel={presses.cancel}
                onDragStart={presses.cancel}
                onClick={(event) => onOptionClick(event, hit, index)}
              >
                {hit.lang !== lang && <span className={styles.in}>{t(`search.in.${hit.lang}`)}: </span>}
                <span lang={hit.lang} className={styles.title}>
                  {hit.title}
                </span>
                <HitTrail hit={hit} className={styles.trail} />
              </li>
            ))}
          </ul>
        )}
        {app && open && searching && <p className={styles.note}>{t('search.loading')}</p>}
        {app && state.status === 'unavailable' && open && <p className={styles.note}>{t('search.unavailable')}</p>}
      </div>
      {app && (
        <VisuallyHidden>
          <span role="status">
            {!open || text === '' ? '' : fresh ? foundCountText(found, t) : searching ? t('search.loading') : ''}
          </span>
        </VisuallyHidden>
      )}
    </form>
  );
}
