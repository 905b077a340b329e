import MiniSearch from 'minisearch';
import type { Lang } from '../i18n/languages';
import { INDEX_OPTIONS, SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from './index-options';

/** A language's index file, as the build writes it (JSON.stringify) and loadSiteSearch reads it. */
export function indexFileOf(lang: Lang, documents: readonly SearchDocument[]): SearchIndexFile {
  const engine = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  engine.addAll(documents);
  return { version: SEARCH_INDEX_VERSION, lang, index: engine.toJSON() };
}
