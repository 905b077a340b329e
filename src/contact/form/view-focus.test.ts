import { describe, expect, it } from 'vitest';
import { focusIn, focusWasLost } from './view-focus';

describe('focus lost with a control the view no longer draws', () => {
  const body = { tagName: 'BODY' } as Element;
  const newEnquiry = { tagName: 'BUTTON' } as Element;

  it('is lost when it was in the view and fell back to the body or to nothing', () => {
    expect(focusWasLost(true, body, body)).toBe(true);
    expect(focusWasLost(true, null, body)).toBe(true);
  });

  it('is kept on any element still drawn, in the view or elsewhere on the page', () => {
    expect(focusWasLost(true, newEnquiry, body)).toBe(false);
    expect(focusWasLost(false, newEnquiry, body)).toBe(false);
  });

  it('is the visitor’s when they had moved it out of the view, even to the body', () => {
    // The footer's text clicked, or a row's summary in the outbox dialog removed by the send.
    expect(focusWasLost(false, body, body)).toBe(false);
    expect(focusWasLost(false, null, body)).toBe(false);
  });
});

describe('the focus in the view as it changes', () => {
  const sendNow = { tagName: 'BUTTON' } as Element;
  const dockButton = { tagName: 'BUTTON' } as Element;
  const view = { contains: (other: Node | null) => other === sendNow } as Node;

  it('is in it on a control it draws', () => {
    expect(focusIn(view, sendNow)).toBe(true);
  });

  it('is not in it on the body, elsewhere, or with no view drawn', () => {
    expect(focusIn(view, { tagName: 'BODY' } as Element)).toBe(false);
    expect(focusIn(view, dockButton)).toBe(false);
    expect(focusIn(view, null)).toBe(false);
    expect(focusIn(null, sendNow)).toBe(false);
  });
});
