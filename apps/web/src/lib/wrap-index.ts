/** Steps through `count` items in a circle: before the first comes the last, after the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
