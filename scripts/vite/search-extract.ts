import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { excerptOf, type SearchDocument } from '../../src/search/index-options.ts';
import { pictureFragment } from '../../src/components/carousel/picture-fragment.ts';
import { CAROUSEL } from '../../src/components/carousel/carousel-marks.ts';
import { SEARCH_SKIP_ATTRIBUTE, SEARCH_SKIP_VALUE } from '../../src/components/search-skip.ts';
import { synonymsIn, type GlossarySynonym } from './search-synonyms.ts';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;
type Element = DefaultTreeAdapterTypes.Element;

/** What the index needs of a page besides its HTML: from the route table, the catalogue and the build. */
export interface PageFacts {
  readonly path: string;
  /** The page's name, as the menus name it: a hit's title (the h1 is a heading). */
  readonly name: string;
  /** The names of the pages above it (common:nav.{screen}). */
  readonly trail: readonly string[];
  /** A service page's names and aliases; none for other pages. */
  readonly names: readonly string[];
  /** A service page's cover picture, shown beside its hit. */
  readonly coverImageId?: string;
  readonly pictures: PictureFiles;
  readonly synonyms: readonly GlossarySynonym[];
}

/** The pictures the offline copy holds: each picture's widest AVIF file, and the picture of any of its files. */
export interface PictureFiles {
  widestAvif(imageId: string): string | undefined;
  pictureOfFile(url: string): string | undefined;
}

/** Elements whose content is not the page's text: code, controls, drawings, what is hidden. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'button',
  'svg',
  'nav',
  'form',
  'select',
  'dialog',
]);
/** Elements that end a run of text, so the words on either side do not run together. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Left out with all it holds: what is hidden, and what the components mark as not the page's own
 * words (search-skip.ts: back links, calls to action, text for screen readers only).
 */
function hidden(element: Element): boolean {
  return (
    attr(element, 'hidden') !== undefined ||
    attr(element, 'aria-hidden') === 'true' ||
    attr(element, SEARCH_SKIP_ATTRIBUTE) === SEARCH_SKIP_VALUE
  );
}

/** The text of an element, as read: blocks apart, skipped and hidden elements left out. */
function textOf(node: Node, out: string[] = []): string[] {
  if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterTypes.TextNode).value);
  if (!('childNodes' in node)) return out;
  if (isElement(node) && (SKIPPED.has(node.tagName) || hidden(node))) return out;
  const block = isElement(node) && BLOCKS.has(node.tagName);
  if (block) out.push(' ');
  for (const child of node.childNodes) textOf(child, out);
  if (block) out.push(' ');
  return out;
}
const readText = (node: Node) => squeeze(textOf(node).join(''));

function* elements(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return;
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (SKIPPED.has(child.tagName) || hidden(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** A picture as the page draws it: an <img> in a <picture>, or a carousel slide's frame drawn later. */
interface ShownPicture {
  readonly imageId: string | undefined;
  readonly alt: string;
}

function pictureIn(element: Element, pictures: PictureFiles): ShownPicture | null {
  const deferred = attr(element, CAROUSEL.picture);
  if (deferred !== undefined) return { imageId: deferred, alt: attr(element, 'data-alt') ?? '' };
  if (element.tagName !== 'img') return null;
  const files = [attr(element, 'src'), ...(srcsetOfPicture(element) ?? [])].filter((url) => url !== undefined);
  const imageId = files.map((url) => pictures.pictureOfFile(url)).find((id) => id !== undefined);
  return { imageId, alt: attr(element, 'alt') ?? '' };
}

/** The files of the <source>s of an <img>'s <picture>. */
function srcsetOfPicture(img: Element): string[] | undefined {
  const picture = img.parentNode;
  if (!picture || !isElement(picture as Node) || (picture as Element).tagName !== 'picture') return undefined;
  return (picture as Element).childNodes
    .filter(isElement)
    .flatMap((source) => (attr(source, 'srcset') ?? '').split(','))
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter((url) => url.length > 0);
}

function mainOf(fragment: Node): Element | null {
  for (const element of elements(fragment)) if (element.tagName === 'main') return element;
  return null;
}

/**
 * A page's documents for the search index, from its rendered HTML (the app's markup, as the
 * prerender writes it into #root): the page itself (its h1, headings, the main content's text,
 * its uncaptioned pictures' alternative texts, a service's names, the glossary's variants of
 * the terms it uses) and each captioned picture (a carousel's slide) as a document of its own,
 * whose path opens the page at that picture. Only <main> is read: the header, menus and footer
 * are on every page.
 */
export function searchDocumentsOf(html: string, facts: PageFacts): SearchDocument[] {
  const main = mainOf(parseFragment(html));
  if (!main) throw new Error(`search index: ${facts.path} has no <main>`);
  const headlines: string[] = [];
  const headings: string[] = [];
  const captioned: { picture: ShownPicture; caption: string }[] = [];
  const shownPictures: ShownPicture[] = [];
  for (const element of elements(main)) {
    if (element.tagName === 'h1') headlines.push(readText(element));
    else if (/^h[2-6]$/.test(element.tagName)) headings.push(readText(element));
    const picture = pictureIn(element, facts.pictures);
    if (picture) shownPictures.push(picture);
    if (element.tagName === 'figure') {
      const caption = element.childNodes.find((child) => isElement(child) && child.tagName === 'figcaption');
      const inFigure = [...elements(element)].map((inner) => pictureIn(inner, facts.pictures)).find((p) => p);
      if (caption && inFigure) captioned.push({ picture: inFigure, caption: readText(caption) });
    }
  }
  const text = readText(withoutTitle(main));
  // A captioned picture is a document of its own, which its caption and description find; the
  // page keeps the descriptions of its other pictures (a hero, the cards).
  const ownDocuments = new Set(captioned.map(({ picture }) => picture.imageId).filter((id) => id !== undefined));
  const captions = shownPictures
    .filter((picture) => picture.alt && !(picture.imageId && ownDocuments.has(picture.imageId)))
    .map((picture) => picture.alt)
    .join(' \n');
  const pageTitle = facts.name;
  const cover = facts.coverImageId ? imageOf(facts.coverImageId, shownPictures, facts.pictures) : undefined;
  const page: SearchDocument = {
    id: facts.path,
    kind: 'page',
    path: facts.path,
    title: pageTitle,
    trail: facts.trail,
    names: facts.names.join(' \n'),
    headline: headlines.join(' \n'),
    headings: headings.join(' \n'),
    synonyms: synonymsIn([pageTitle, ...headlines].join(' \n'), `${text} \n${captions}`, facts.synonyms).join(' \n'),
    captions,
    text,
    excerpt: excerptOf(text),
    ...(cover ? { image: cover } : {}),
  };
  const seen = new Set<string>();
  const pictureDocuments = captioned.flatMap(({ picture, caption }): SearchDocument[] => {
    if (!picture.imageId || seen.has(picture.imageId)) return [];
    seen.add(picture.imageId);
    const path = `${facts.path}#${pictureFragment(picture.imageId)}`;
    const image = imageOf(picture.imageId, [picture], facts.pictures);
    return [
      {
        id: path,
        kind: 'picture',
        path,
        title: caption,
        trail: [...facts.trail, pageTitle],
        names: '',
        headline: '',
        headings: '',
        synonyms: synonymsIn(caption, picture.alt, facts.synonyms).join(' \n'),
        captions: picture.alt,
        text: picture.alt,
        excerpt: excerptOf(picture.alt),
        ...(image ? { image } : {}),
      },
    ];
  });
  return [page, ...pictureDocuments];
}

/** The main content without its h1 (a heading) and captions (the pictures' own): the page's running text. */
function withoutTitle(main: Element): Node {
  const strip = (node: Node): Node =>
    'childNodes' in node
      ? {
          ...node,
          childNodes: node.childNodes
            .filter((child) => !(isElement(child) && (child.tagName === 'h1' || child.tagName === 'figcaption')))
            .map((child) => strip(child) as DefaultTreeAdapterTypes.ChildNode),
        }
      : node;
  return strip(main);
}

function imageOf(
  imageId: string,
  shown: readonly ShownPicture[],
  pictures: PictureFiles,
): SearchDocument['image'] | undefined {
  const src = pictures.widestAvif(imageId);
  if (!src) return undefined;
  return { src, alt: shown.find((picture) => picture.imageId === imageId)?.alt ?? '' };
}
