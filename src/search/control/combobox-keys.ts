/**
 * What a key does in the search combobox (WAI-ARIA's combobox with a listbox popup): the arrows
 * move the active option, wrapping, and open the list if it is closed; on a list that does not
 * answer the field's text yet (an earlier query's, view/answers.ts) they move nothing but are held
 * until it does (held-press.ts). Enter opens the active option of a list that answers the field,
 * or else goes to the search page with the field's text (the current query, whatever the list); Escape closes the list, and a second Escape
 * clears the field, or, when the field is one a button opened (the bar's, up to 1440 px), closes
 * the field, whatever it holds. Anything else is typing, left to the field.
 */
export type ComboboxMove =
  | { readonly kind: 'activate'; readonly index: number }
  | { readonly kind: 'hold'; readonly down: boolean }
  | { readonly kind: 'open'; readonly index: number }
  | { readonly kind: 'submit' }
  | { readonly kind: 'close' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'dismiss' }
  | { readonly kind: 'none' };

export interface ComboboxNow {
  readonly expanded: boolean;
  /** The active option, or -1. */
  readonly active: number;
  readonly options: number;
  /** The options answer the field's text, or it asks nothing. */
  readonly fresh: boolean;
  readonly text: string;
  /** The field shows because a button opened it, and the button is there to take the focus back. */
  readonly opened: boolean;
}

export function comboboxMove(key: string, now: ComboboxNow): ComboboxMove {
  const { expanded, active, options, fresh } = now;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const down = key === 'ArrowDown';
    if (!fresh) return { kind: 'hold', down };
    if (options === 0) return { kind: 'none' };
    if (!expanded) return { kind: 'activate', index: down ? 0 : options - 1 };
    const next = active === -1 ? (down ? 0 : options - 1) : (active + (down ? 1 : options - 1)) % options;
    return { kind: 'activate', index: next };
  }
  if (key === 'Enter')
    return expanded && fresh && active >= 0 && active < options ? { kind: 'open', index: active } : { kind: 'submit' };
  if (key === 'Escape') {
    if (expanded) return { kind: 'close' };
    if (now.opened) return { kind: 'dismiss' };
    return now.text === '' ? { kind: 'none' } : { kind: 'clear' };
  }
  return { kind: 'none' };
}
