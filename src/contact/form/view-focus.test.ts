import { describe, expect, it } from 'vitest';
import { focusWasLost } from './view-focus';

describe('focus lost with a control the view no longer draws', () => {
  const body = { tagName: 'BODY' } as Element;
  const newEnquiry = { tagName: 'BUTTON' } as Element;

  it('is lost when it fell back to the body or to nothing', () => {
    expect(focusWasLost(body, body)).toBe(true);
    expect(focusWasLost(null, body)).toBe(true);
  });

  it('is kept on any element still drawn, in the view or elsewhere on the page', () => {
    expect(focusWasLost(newEnquiry, body)).toBe(false);
  });
});
