import { COMPANY } from './company';
import type { IconName } from './icon-paths';

/** The museum's rooms, in the order of the tour (spec §2, History). */
export const HISTORY_ROOM_IDS = ['beginnings', 'stamping', 'gluing', 'milling', 'machines'] as const;
export type HistoryRoomId = (typeof HISTORY_ROOM_IDS)[number];

export interface HistoryImage {
  /** Image id below src/assets/images. */
  id: string;
  /** Key of the photo's alt text in the history namespace. */
  alt: string;
}

/** Spec §3, History room: id, title, description, images; texts are keys of the history namespace. */
export interface HistoryRoom {
  id: HistoryRoomId;
  title: string;
  description: string;
  icon: IconName;
  images: readonly HistoryImage[];
}

/** Shown instead of any history photo that fails to load. */
export const HISTORY_PLACEHOLDER_ID = 'history/placeholder';

const PHOTOS_PER_ROOM = 4;
const ROOM_ICONS: Record<HistoryRoomId, IconName> = {
  beginnings: 'book',
  stamping: 'stamp',
  gluing: 'layers',
  milling: 'ruler',
  machines: 'machine',
};

export const HISTORY_ROOMS: readonly HistoryRoom[] = HISTORY_ROOM_IDS.map((id) => ({
  id,
  title: `museum.rooms.${id}.title`,
  description: `museum.rooms.${id}.description`,
  icon: ROOM_ICONS[id],
  images: Array.from({ length: PHOTOS_PER_ROOM }, (_, i) => ({
    id: `history/${id}/photo-${i + 1}`,
    alt: `museum.rooms.${id}.photos.${i + 1}`,
  })),
}));

/** The four chapters of the story; `year` marks the ones tied to a date of the company config. */
export interface StoryChapter {
  key: 'beginnings' | 'growth' | 'company' | 'today';
  year?: number;
}

export const HISTORY_STORY: readonly StoryChapter[] = [
  { key: 'beginnings', year: COMPANY.foundedYear },
  { key: 'growth' },
  { key: 'company', year: COMPANY.limitedCompanyYear },
  { key: 'today' },
];

/** The photo the hero shows: the first workshop. */
export const HISTORY_HERO_IMAGE: HistoryImage = { id: 'history/beginnings/photo-1', alt: 'hero.imageAlt' };
