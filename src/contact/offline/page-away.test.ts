import { describe, expect, it } from 'vitest';
import { wasAway, watchPageAway } from './page-away';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target) as Document['addEventListener'],
  };
  return { doc, fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

describe('whether the page was away during a send', () => {
  it('in view throughout: not away', () => {
    const { doc } = fakeDocument();
    const away = watchPageAway(doc);
    const before = away();
    expect(wasAway(before, away())).toBe(false);
  });

  it('hidden and shown again, or frozen and resumed, between: away', () => {
    for (const [first, second] of [
      ['visibilitychange', 'visibilitychange'],
      ['freeze', 'resume'],
    ] as const) {
      const { doc, fire } = fakeDocument();
      const away = watchPageAway(doc);
      const before = away();
      fire(first);
      fire(second);
      expect(wasAway(before, away()), first).toBe(true);
    }
  });

  it('hidden at either end: away', () => {
    const { doc } = fakeDocument();
    const away = watchPageAway(doc);
    doc.visibilityState = 'hidden';
    const before = away();
    doc.visibilityState = 'visible';
    expect(wasAway(before, away())).toBe(true);
    const start = away();
    doc.visibilityState = 'hidden';
    expect(wasAway(start, away())).toBe(true);
  });

  it('no page to ask (the service worker): nobody can tell', () => {
    expect(wasAway(null, null)).toBeNull();
  });
});
