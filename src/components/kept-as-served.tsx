import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLang } from '../i18n/use-t';
import { LEFT_ALONE } from './drawn-outside-react';
import { KEPT_PART } from './served-parts';
import { ServedPartsContext } from './served-parts-context';
import { HydrationBoundary } from './hydration-boundary';

/**
 * Whether what is being rendered hydrates markup that was served for it: the first page, in the
 * browser, when the build rendered that very page (app/first-load.ts). False when prerendering,
 * for a host's fallback page (drawn afresh) and for every page reached in place.
 */
const HydratingServedMarkup = createContext(false);
export const HydratingServedMarkupProvider = HydratingServedMarkup.Provider;

/** Whether what is being rendered hydrates markup that was served for it (see above). */
export function useHydratingServedMarkup(): boolean {
  return useContext(HydratingServedMarkup);
}

export const ServedPartsProvider = ServedPartsContext.Provider;

interface KeptAsServedProps extends HTMLAttributes<HTMLElement> {
  /**
   * The part's key, unique on the page and the same wherever the page is rendered (no useId):
   * what a part React draws afresh is matched to its served counterpart by (served-parts.ts).
   */
  part: string;
  /** The element, which the served markup has with these same attributes. */
  as?: 'div' | 'section' | 'ul' | 'li' | 'header' | 'nav';
  children: ReactNode;
  /** False: drawn as usual, as the same element (for a part that is static only sometimes). */
  keep?: boolean;
}

/**
 * Part of a page that depends on nothing but the page and its language (text, pictures, links
 * the one link listener follows; no handler, no state): while hydrating the page as served, it is
 * left as served. React neither renders its children nor compares them: its element is given an
 * empty inner HTML, which hydration does not check and React never sets again. Once the language
 * changes without the part being remounted (the footer, on a switch in place), its children are
 * drawn, in a new element, and stay drawn. Anywhere else it renders its children as usual.
 * Should React render it afresh while the page is as served (the served markup differed
 * elsewhere: a translation, an extension), its element is given back what the served one held,
 * never left empty (served-parts.ts); with none to take them from, its children are drawn.
 */
export function KeptAsServed({ part, as: Tag = 'div', children, keep = true, ...attributes }: KeptAsServedProps) {
  const lang = useLang();
  const hydrating = useHydratingServedMarkup();
  const servedParts = useContext(ServedPartsContext);
  const [servedLang, setServedLang] = useState(hydrating && keep ? lang : null);
  // Set while rendering: the part is drawn in this very render, never a frame late.
  if (servedLang !== null && servedLang !== lang) setServedLang(null);
  const mark = keep ? { [KEPT_PART]: part } : {};
  const drawn = (
    <Tag key="drawn" {...attributes} {...mark}>
      {children}
    </Tag>
  );
  // A part hydrated as usual is compared with its served markup: a difference (an extension's,
  // a reading tool's) redraws it alone, in its own boundary (hydration-boundary.tsx). A kept part
  // is never compared: it needs none.
  if (!keep) return <HydrationBoundary>{drawn}</HydrationBoundary>;
  return servedLang === lang ? (
    <Tag
      key="as-served"
      {...attributes}
      {...mark}
      // Runs as the element is attached, before paint: a part drawn afresh never shows empty.
      // One with no served counterpart (removed before the app started) is drawn by React,
      // in a render React runs before paint too.
      ref={(element: HTMLElement | null) => {
        if (element && servedParts && !servedParts.adopt(element)) setServedLang(null);
      }}
      dangerouslySetInnerHTML={LEFT_ALONE}
      suppressHydrationWarning
    />
  ) : (
    drawn
  );
}
