/**
 * The URL fragment that opens a page with its carousel at one picture: a search result for a
 * picture links to its page with it (the build writes it into the search index, the carousel
 * reads it on arrival). Picture ids are paths below src/assets/images ('services/cascadas/
 * gallery-2'); the fragment is an element id, so it holds no '/' and means the same percent-
 * encoded or not.
 */
const PREFIX = 'picture-';

export function pictureFragment(imageId: string): string {
  return `${PREFIX}${imageId.replaceAll('/', '--')}`;
}

/** The picture id a fragment (without '#') names, or null when it names none. */
export function pictureOfFragment(fragment: string): string | null {
  if (!fragment.startsWith(PREFIX) || fragment.length === PREFIX.length) return null;
  return fragment.slice(PREFIX.length).replaceAll('--', '/');
}
