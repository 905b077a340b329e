import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { HISTORY_HERO_IMAGE, HISTORY_PLACEHOLDER_ID, HISTORY_ROOMS, HISTORY_STORY } from './history';

const IMAGE_DIR = new URL('../assets/images/', import.meta.url);
const imageExists = (id: string) =>
  ['svg', 'jpg', 'jpeg', 'png', 'webp'].some((ext) => existsSync(new URL(`${id}.${ext}`, IMAGE_DIR)));

const locales = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../../locales/${lang}/history.json`, import.meta.url), 'utf8')),
  ]),
);
const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

describe('history content', () => {
  it('has the five rooms of the spec, in tour order', () => {
    expect(HISTORY_ROOMS.map((room) => room.id)).toEqual(['beginnings', 'stamping', 'gluing', 'milling', 'machines']);
  });

  it('gives every room an id, a title, a description and a photo grid', () => {
    for (const room of HISTORY_ROOMS) {
      expect(room.title).toBe(`museum.rooms.${room.id}.title`);
      expect(room.description).toBe(`museum.rooms.${room.id}.description`);
      expect(room.images.length).toBeGreaterThanOrEqual(2);
      expect(new Set(room.images.map((image) => image.id)).size).toBe(room.images.length);
    }
  });

  it('points only at images that exist under src/assets/images', () => {
    const ids = [
      HISTORY_PLACEHOLDER_ID,
      HISTORY_HERO_IMAGE.id,
      ...HISTORY_ROOMS.flatMap((room) => room.images.map((i) => i.id)),
    ];
    for (const id of ids) expect(imageExists(id), id).toBe(true);
  });

  it('keeps each room to its own photos', () => {
    for (const room of HISTORY_ROOMS)
      for (const image of room.images) expect(image.id.startsWith(`history/${room.id}/`)).toBe(true);
  });

  it('tells the story in four chapters, dated from the company config', () => {
    expect(HISTORY_STORY.map((chapter) => chapter.key)).toEqual(['beginnings', 'growth', 'company', 'today']);
    expect(HISTORY_STORY[0]!.year).toBe(1991);
    expect(HISTORY_STORY[2]!.year).toBe(2018);
  });

  it.each(LANGUAGES)('has every text it names in the %s locale', (lang) => {
    const keys = [
      HISTORY_HERO_IMAGE.alt,
      ...HISTORY_ROOMS.flatMap((room) => [room.title, room.description, ...room.images.map((image) => image.alt)]),
      ...HISTORY_STORY.flatMap((chapter) => [`story.items.${chapter.key}.label`, `story.items.${chapter.key}.text`]),
    ];
    for (const key of keys) expect(lookup(locales[lang], key), `${lang}: ${key}`).toEqual(expect.stringMatching(/\S/));
  });
});
