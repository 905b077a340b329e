import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as EntryServer from '../../src/entry-server';
import type { Lang } from '../../src/i18n/languages.ts';
import { parseGlossary } from '../../src/i18n/copy-rules.ts';
import type { SearchDocument } from '../../src/search/index-options.ts';
import { indexFileOf } from '../../src/search/index-file.ts';
import { searchIndexPath } from '../../src/search/search-hit.ts';
import { searchDocumentsOf, type PictureFiles } from './search-extract.ts';
import { glossarySynonyms } from './search-synonyms.ts';

type Server = typeof EntryServer;
type PageRef = ReturnType<Server['allPages']>[number];

/** The pictures' files, looked up both ways. */
export function pictureFilesOf(pictures: readonly { id: string; files: readonly string[] }[]): PictureFiles {
  const widest = new Map(pictures.map(({ id, files }) => [id, files[0]]));
  const byFile = new Map(pictures.flatMap(({ id, files }) => files.map((file) => [file, id] as const)));
  return { widestAvif: (id) => widest.get(id), pictureOfFile: (url) => byFile.get(url) };
}

/** A language's names of the products, as its menus and cards write them (common:serviceNames). */
export function productNamesOf(localesDir: string, lang: Lang): string[] {
  const common = JSON.parse(readFileSync(join(localesDir, lang, 'common.json'), 'utf8')) as {
    serviceNames: Record<string, string>;
  };
  return Object.values(common.serviceNames);
}

/**
 * The search index of each language, gathered as the prerender renders each page: `add` takes
 * an indexed page's rendered HTML (pages the route table marks not indexed, and the not-found
 * pages, are never given), `files` gives dist/search/{lang}.json for each language.
 */
export function createSearchIndexBuilder(server: Server, localesDir: string) {
  const glossary = parseGlossary(readFileSync(join(localesDir, 'GLOSSARY.md'), 'utf8'));
  const synonyms = new Map(
    server.LANGUAGES.map((lang) => [lang, glossarySynonyms(glossary, lang, productNamesOf(localesDir, lang))]),
  );
  const pictures = pictureFilesOf(server.pictureAvifFiles());
  const documents = new Map<Lang, SearchDocument[]>(server.LANGUAGES.map((lang) => [lang, []]));
  return {
    add(page: PageRef, html: string) {
      if (!server.pageIndexed(page)) return;
      const facts = {
        ...server.searchFactsOf(page),
        path: server.pagePath(page),
        pictures,
        synonyms: synonyms.get(page.lang)!,
      };
      documents.get(page.lang)!.push(...searchDocumentsOf(html, facts));
    },
    files(): { file: string; content: string; documents: number }[] {
      return [...documents].map(([lang, list]) => ({
        file: searchIndexPath(lang).replace(/^\//, ''),
        content: JSON.stringify(indexFileOf(lang, list)),
        documents: list.length,
      }));
    },
  };
}
