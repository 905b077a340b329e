/** The photo `step` places away from `index` in a viewer of `count` photos, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count < 1) return 0;
  return (((index + step) % count) + count) % count;
}
