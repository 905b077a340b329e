/** What a key does in an open listbox (WAI-ARIA listbox pattern); Escape is handled with outside clicks. */
export type ListboxAction = { kind: 'move'; index: number } | { kind: 'select' } | { kind: 'close' } | { kind: 'none' };

export function listboxKey(key: string, active: number, count: number): ListboxAction {
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: (active + 1) % count };
    case 'ArrowUp':
      return { kind: 'move', index: (active - 1 + count) % count };
    case 'Home':
      return { kind: 'move', index: 0 };
    case 'End':
      return { kind: 'move', index: count - 1 };
    case 'Enter':
    case ' ':
      return { kind: 'select' };
    case 'Tab':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}
