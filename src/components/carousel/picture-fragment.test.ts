import { describe, expect, it } from 'vitest';
import { pictureFragment, pictureOfFragment } from './picture-fragment';

describe('pictureFragment', () => {
  it('names a picture by an id with no slash, and reads it back', () => {
    const fragment = pictureFragment('services/cascadas/gallery-2');
    expect(fragment).toBe('picture-services--cascadas--gallery-2');
    expect(fragment).not.toContain('/');
    expect(pictureOfFragment(fragment)).toBe('services/cascadas/gallery-2');
  });

  it('reads no picture from another fragment or an empty one', () => {
    expect(pictureOfFragment('main')).toBeNull();
    expect(pictureOfFragment('picture-')).toBeNull();
    expect(pictureOfFragment('')).toBeNull();
  });
});
