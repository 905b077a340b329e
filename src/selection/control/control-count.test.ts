import { describe, expect, it } from 'vitest';
import { SELECTION_COUNT, showSelectionCount } from './control-count';

function fakeControl(hidden = true, count = '') {
  const countElement = { textContent: count as string | null };
  const writes: string[] = [];
  const control = {
    _hidden: hidden as boolean | string,
    get hidden() {
      return this._hidden;
    },
    set hidden(value: boolean | string) {
      writes.push(`hidden=${String(value)}`);
      this._hidden = value;
    },
    querySelector: (selector: string) => (selector === `[${SELECTION_COUNT}]` ? countElement : null),
  };
  return { control, countElement, writes };
}

describe('showSelectionCount', () => {
  it('reveals the served, hidden control with its count', () => {
    const { control, countElement } = fakeControl();
    showSelectionCount(control, 3);
    expect(control.hidden).toBe(false);
    expect(countElement.textContent).toBe('3');
  });

  it('hides it again, count emptied, when the selection is emptied', () => {
    const { control, countElement } = fakeControl(false, '2');
    showSelectionCount(control, 0);
    expect(control.hidden).toBe(true);
    expect(countElement.textContent).toBe('');
  });

  it('writes nothing when nothing changes (a second reader, or the app after the page, agreeing)', () => {
    const { control, writes } = fakeControl(false, '4');
    showSelectionCount(control, 4);
    expect(writes).toEqual([]);
  });

  it('takes the DOM’s other way of hiding (until-found) as hidden', () => {
    const { control } = fakeControl();
    control._hidden = 'until-found';
    showSelectionCount(control, 1);
    expect(control.hidden).toBe(false);
  });
});
