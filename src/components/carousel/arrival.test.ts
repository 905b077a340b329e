import { describe, expect, it } from 'vitest';
import { arrivalSlide, drawnOnArrival, namesPicture } from './arrival';
import { pictureFragment } from './picture-fragment';

const IDS = ['services/cascadas/gallery-1', 'services/cascadas/gallery-2', 'services/cascadas/gallery-3'].map(
  pictureFragment,
);

describe('arrivalSlide', () => {
  it('finds the slide a picture fragment names, with or without its #, percent-encoded or not', () => {
    expect(arrivalSlide('#picture-services--cascadas--gallery-2', IDS)).toBe(1);
    expect(arrivalSlide('picture-services--cascadas--gallery-3', IDS)).toBe(2);
    expect(arrivalSlide('#picture-services%2Fcascadas%2Fgallery-1', IDS)).toBe(0);
  });

  it('does nothing for a fragment that names no picture of this carousel, or is not one', () => {
    expect(arrivalSlide('', IDS)).toBe(-1);
    expect(arrivalSlide('#main', IDS)).toBe(-1);
    expect(arrivalSlide('#picture-services--libros--gallery-1', IDS)).toBe(-1);
    expect(arrivalSlide('#picture-%E0%A4%A', IDS)).toBe(-1);
    expect(arrivalSlide('#picture-"], *, [x="', IDS)).toBe(-1);
  });
});

describe('namesPicture', () => {
  it('says whether the address names a picture', () => {
    expect(namesPicture('#picture-services--cascadas--gallery-2')).toBe(true);
    expect(namesPicture('#hours')).toBe(false);
    expect(namesPicture('')).toBe(false);
  });
});

describe('drawnOnArrival', () => {
  it('draws the first slide and its neighbours', () => {
    expect([0, 1, 2, 3].map((i) => drawnOnArrival(i, 4))).toEqual([true, true, false, true]);
  });
});
