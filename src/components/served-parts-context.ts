import { createContext } from 'react';
import type { ServedParts } from './served-parts';

/** The kept parts as served, taken before hydrating (served-parts.ts); null when prerendering. */
export const ServedPartsContext = createContext<ServedParts | null>(null);
