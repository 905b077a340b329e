import { describe, expect, it } from 'vitest';
import { focusLeftView, focusWasLost } from './view-focus';

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

describe('a focusout that takes the focus out of the view', () => {
  const node = (connected = true) => ({ isConnected: connected }) as Node;
  const sendNow = node();
  const newEnquiry = node();
  const dockButton = node();
  const view = { contains: (other: Node | null) => other === sendNow || other === newEnquiry } as Node;

  it('leaves it for the body or nothing (text clicked, another window)', () => {
    expect(focusLeftView(view, sendNow, null)).toBe(true);
  });

  it('leaves it for an element outside the view', () => {
    expect(focusLeftView(view, sendNow, dockButton)).toBe(true);
  });

  it('keeps it moving between the view’s own controls', () => {
    expect(focusLeftView(view, sendNow, newEnquiry)).toBe(false);
  });

  it('keeps it when the control it leaves was removed: the view dropped it', () => {
    expect(focusLeftView(view, node(false), null)).toBe(false);
  });
});
