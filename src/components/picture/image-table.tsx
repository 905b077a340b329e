import { createContext, useContext } from 'react';
import type { ImageTable } from '../../content/images';

const ImageTableContext = createContext<ImageTable | null>(null);

/**
 * Where the pictures below find their sources: the table of the page's own pictures, so a page
 * loads only the table it shows (src/content/images.ts).
 */
export const ImageTableProvider = ImageTableContext.Provider;

export function useImageTable(): ImageTable {
  const table = useContext(ImageTableContext);
  if (!table) throw new Error('A Picture needs its page to give it an image table (ImageTableProvider)');
  return table;
}
