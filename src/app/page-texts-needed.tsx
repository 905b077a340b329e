import { useEffect, useState, type ReactNode } from 'react';
import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { useTextsIn } from '../i18n/use-t';
import { pageTextsRoot, textsUrl } from '../i18n/options';
import { reloadIfFileGone } from '../pwa/reload-once';

interface Props {
  lang: Lang;
  /** The page's namespaces besides `common` (page-modules.ts, pageNamespaces). */
  namespaces: readonly Namespace[];
  children: ReactNode;
}

/**
 * A page drawn in place (a link, a language switch) is drawn with its texts, never with their
 * keys. i18next counts a namespace whose load failed as loaded, and its keys then stand in for
 * its texts. The usual cause is a deploy since this page was loaded: the texts are fetched at the
 * version the page's HTML names (i18n/options.ts), a host keeps only its current deploy's files,
 * and a worker updated meanwhile (by another tab) has dropped the old precache. The new version
 * of the page asked for is then loaded, once, as for a chunk a deploy removed (main.tsx does the
 * same for the first page); any other failure shows the page error, which offers a reload.
 */
export function PageTextsNeeded({ lang, namespaces, children }: Props) {
  const needed: Namespace[] = ['common', ...namespaces];
  // Suspends (in the page's boundary) while they load.
  const { i18n } = useTextsIn(lang, needed);
  const missing = needed.find((ns) => !i18n.hasResourceBundle(lang, ns));
  return missing ? <TextsMissing url={textsUrl(pageTextsRoot(), lang, missing)} /> : children;
}

function TextsMissing({ url }: { url: string }) {
  const [cannotReload, setCannotReload] = useState(false);
  useEffect(() => {
    let shown = true;
    void reloadIfFileGone(url).then((reloaded) => {
      if (!reloaded && shown) setCannotReload(true);
    });
    return () => {
      shown = false;
    };
  }, [url]);
  // Until the reload replaces the page, nothing of the page shows rather than its keys.
  if (cannotReload) throw new Error(`The page's texts (${url}) could not be had.`);
  return null;
}
