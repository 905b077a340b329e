import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLang, useT } from '../../i18n/use-t';
import { PageLink, usePageHref } from '../../routing/page-link';
import { isPlainClick } from '../../routing/plain-click';
import { FOOTER_NAV } from '../../layout/nav-items';
import { QUERY_FIELD, QUERY_PARAM } from '../../search/view/query-field';
import { queryOf, searchText } from '../../search/view/query-param';
import { useFound, type FoundState } from '../../search/view/use-found';
import { foundCountText, hitsShown } from '../../search/view/found';
import { answers } from '../../search/view/answers';
import { HitPicture, HitSnippet, HitTrail } from '../../search/view/hit-parts';
import { followPath } from '../../search/view/follow-path';
import { optionClick, settleHeld, type HeldPress } from '../../search/control/held-press';
import { createOptionPresses } from '../../search/control/option-presses';
import type { SearchHit } from '../../search/search-hit';
import styles from './search-page.module.css';

const HEADING_ID = 'search-title';

/**
 * The search page: a field with the address's query, and the results as the visitor types.
 * Served with an empty field (the boot script puts `?q=` back in it: search/view/query-field.ts)
 * and a note that results need the page's script, with the main sections; once the app has
 * hydrated the page, the field's text is the page's, and the search code and index load. The
 * results of an earlier query, shown while the field's own run, are marked busy and muted, and
 * their count is not said. A plain click (or Enter) on one of them, or one whose press began on
 * them, runs the field's query at once and opens the link only if the fresh results hold it at
 * the same place; else they show, and the focus, if it fell with the link, goes to the result
 * now there (held-press.ts, as the header's list). A click on another result than the one the
 * pointer went down on (a touch lifted over results that changed) opens nothing, nor does a later
 * click of a series whose first the results answered, within the double-click time
 * (option-presses.ts). A click with a modifier key or another button opens the link as the
 * visitor asked, as any link does.
 */
export default function SearchPage() {
  const { t } = useT('search');
  const search = useSearch();
  const [, navigate] = useLocation();
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const action = usePageHref('search');
  // null while hydrating, as served: the field is not the app's yet.
  const [text, setText] = useState<string | null>(null);
  const { state, retry, flush } = useFound(useLang(), text ?? '', text !== null);
  const asked = searchText(text ?? '');
  const fresh = answers(state, asked);
  // Results are shown (state.text) that answer another text than the field's.
  const stale = state.status !== 'unavailable' && state.text !== '' && !fresh;
  const results = useRef<HTMLDivElement>(null);
  // Kept while the answer is the same: the held press's effect reads the hits.
  const hits = useMemo(() => (stale || fresh ? hitsShown(state.found) : []), [stale, fresh, state.found]);
  const [held, setHeld] = useState<Extract<HeldPress, { kind: 'option' }> | null>(null);
  // The result a pointer last went down on, and the click series the results answered.
  const [presses] = useState(createOptionPresses);
  useEffect(() => presses.leave, [presses]);
  const press: ResultPress = {
    down: (hit) => presses.down({ index: hits.indexOf(hit), path: hit.path, busy: stale }),
    cancel: presses.cancel,
    click: (event, hit) => {
      // A click with a modifier key or another button opens the link as the visitor asked.
      if (!isPlainClick(event)) return presses.cancel();
      const index = hits.indexOf(hit);
      const outcome = presses.click(optionClick(event.nativeEvent, index, hit.path), event.nativeEvent, fresh, window);
      if (outcome === 'follow') return;
      event.preventDefault();
      if (outcome === 'hold') {
        setHeld({ kind: 'option', index, path: hit.path, text: asked });
        flush();
      }
    },
  };

  // A held press settles once the results answer its text (or never will).
  useEffect(() => {
    if (!held) return;
    const unavailable = state.status === 'unavailable' && state.text === asked;
    const outcome = settleHeld(held, { text: asked, fresh, unavailable, paths: hits.map((hit) => hit.path) });
    if (outcome.kind === 'wait') return;
    setHeld(null);
    const place = results.current;
    if (!place) return;
    if (outcome.kind === 'follow') return followPath(place, hits[outcome.index]!.path);
    // The pressed link gone (or moved), the focus fell to the page: it goes to the result now there.
    if (document.activeElement === document.body || !document.activeElement) {
      const links = place.querySelectorAll<HTMLAnchorElement>('a[href]');
      (links[Math.min(held.index, links.length - 1)] ?? field.current)?.focus();
    }
  }, [held, asked, fresh, state, hits]);

  // The address's query, whenever it changes (a link, the header's form, the language switch);
  // on the first render, what the field holds already (the boot script's fill, or typing).
  useEffect(() => {
    const input = field.current!;
    const query = queryOf(search);
    setText((shown) => {
      if (shown === null && input.value !== '') return input.value;
      input.value = query;
      return query;
    });
  }, [search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = field.current!.value;
    // Submitting asks again: a search that was unavailable is tried once more.
    retry();
    navigate(query ? `${action}?${new URLSearchParams({ [QUERY_PARAM]: query })}` : action, { replace: true });
  };

  return (
    <section className={styles.page} aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} tabIndex={-1}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      <form
        role="search"
        aria-labelledby={HEADING_ID}
        method="get"
        action={action}
        className={styles.form}
        onSubmit={onSubmit}
      >
        <label htmlFor={fieldId} className={styles.label}>
          {t('common:search.label')}
        </label>
        <input
          ref={field}
          id={fieldId}
          type="search"
          name={QUERY_PARAM}
          className={styles.field}
          defaultValue=""
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          dir="auto"
          onInput={(event) => setText(event.currentTarget.value)}
          {...{ [QUERY_FIELD]: true }}
          // The value is the page's to put back before the app (`?q=`) and the visitor's to type.
          suppressHydrationWarning
        />
        <button type="submit" className={styles.submit}>
          {t('common:search.submitButton')}
        </button>
      </form>
      <div role="status" className={styles.status}>
        <StatusText state={state} fresh={fresh} />
      </div>
      {text === null ? (
        <>
          <p className={styles.note}>{t('needsScript')}</p>
          <Sections />
        </>
      ) : (
        <div ref={results} aria-busy={stale} className={stale ? styles.stale : undefined}>
          <Results state={state} press={press} />
        </div>
      )}
    </section>
  );
}

/**
 * Said politely as it changes: how many results there are for the field's text (`fresh`: not an
 * earlier query's, shown meanwhile), or that search is unavailable.
 */
function StatusText({ state, fresh }: { state: FoundState; fresh: boolean }) {
  const { t } = useT('search');
  if (state.status === 'unavailable') return <p className={styles.warning}>{t('unavailable')}</p>;
  // The count is its element's only text, so React replaces it whole: a translator's <font>
  // wrapping it never leaves the stale count beside the new one.
  if (state.status === 'loading' && state.text === '') return <span>{t('common:search.loading')}</span>;
  if (!fresh) return null;
  return <span>{foundCountText(state.found, t)}</span>;
}

/** A pointer going down on a result, its press ending in no click (cancelled, dragged), and a click on one. */
interface ResultPress {
  readonly down: (hit: SearchHit) => void;
  readonly cancel: () => void;
  readonly click: (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => void;
}

function Results({ state, press }: { state: FoundState; press: ResultPress }) {
  const { t } = useT('search');
  if (state.status === 'idle') return <p className={styles.note}>{t('hint')}</p>;
  // While the next query runs, the results of the one before stay (the list does not flicker).
  if (state.status === 'unavailable' || state.text === '') return null;
  const { found } = state;
  if (found.kind === 'none') {
    return (
      <>
        <p className={styles.note}>{t('nothing', { query: state.text })}</p>
        <Sections />
      </>
    );
  }
  if (found.kind === 'here') return <HitList hits={found.hits} label={t('resultsLabel')} press={press} />;
  return (
    <>
      <p className={styles.note}>{t('elsewhere')}</p>
      {found.groups.map((group) => (
        <div key={group.lang} className={styles.group}>
          {/* The heading is in the page's language; the list of that language's hits is in theirs. */}
          <h2 className={styles.groupTitle}>{t(`common:search.in.${group.lang}`)}</h2>
          <HitList hits={group.hits} label={t(`common:search.in.${group.lang}`)} lang={group.lang} press={press} />
        </div>
      ))}
    </>
  );
}

function HitList({
  hits,
  label,
  lang,
  press,
}: {
  hits: readonly SearchHit[];
  label: string;
  lang?: string;
  press: ResultPress;
}) {
  return (
    <ul className={styles.hits} aria-label={label} lang={lang}>
      {hits.map((hit) => (
        <li key={`${hit.lang}:${hit.id}`} className={styles.hit}>
          <HitPicture hit={hit} />
          <div className={styles.hitText}>
            <a
              href={hit.path}
              className={styles.hitTitle}
              hrefLang={hit.lang}
              lang={hit.lang}
              onPointerDown={() => press.down(hit)}
              onPointerCancel={press.cancel}
              onDragStart={press.cancel}
              onClick={(event) => press.click(event, hit)}
            >
              {hit.title}
            </a>
            <HitTrail hit={hit} className={styles.trail} />
            <HitSnippet hit={hit} className={styles.snippet} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The site's main sections: the way on when there is nothing to show. */
function Sections() {
  const { t } = useT('search');
  return (
    <nav aria-label={t('sectionsLabel')}>
      <ul className={styles.sections}>
        {FOOTER_NAV.map((screen) => (
          <li key={screen}>
            <PageLink to={screen}>{t(`common:nav.${screen}`)}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
