import { describe, expect, it } from 'vitest';
import { NAME_TEMPLATE, SELECTION_COUNT, showSelectionCount } from './control-count';

function fakeControl(hidden = true, count = '') {
  const countElement = { textContent: count as string | null };
  const writes: string[] = [];
  const attributes = new Map<string, string>([[NAME_TEMPLATE, 'My selection, {count}']]);
  const control = {
    attributes,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => {
      writes.push(`${name}=${value}`);
      attributes.set(name, value);
    },
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
  it('reveals the served, hidden control with its count, named from its template ("My selection, 3")', () => {
    const { control, countElement } = fakeControl();
    showSelectionCount(control, 3);
    expect(control.hidden).toBe(false);
    expect(countElement.textContent).toBe('3');
    expect(control.getAttribute('aria-label')).toBe('My selection, 3');
  });

  it('names it in the language of the template it has now (a language switched in place)', () => {
    const { control } = fakeControl();
    showSelectionCount(control, 2);
    control.attributes.set(NAME_TEMPLATE, 'Ma sélection, {count}');
    showSelectionCount(control, 2);
    expect(control.getAttribute('aria-label')).toBe('Ma sélection, 2');
  });

  it('hides it again, count emptied, when the selection is emptied', () => {
    const { control, countElement } = fakeControl(false, '2');
    showSelectionCount(control, 0);
    expect(control.hidden).toBe(true);
    expect(countElement.textContent).toBe('');
  });

  it('writes nothing when nothing changes (a second reader, or the app after the page, agreeing)', () => {
    const { control, writes } = fakeControl(false, '4');
    control.attributes.set('aria-label', 'My selection, 4');
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
