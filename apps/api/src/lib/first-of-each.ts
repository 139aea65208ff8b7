/**
 * The first `perKey` rows of each key, in the order the rows came (the newest reports of each listing
 * or review, when the rows come newest first).
 */
export function firstOfEach<T>(rows: T[], keyOf: (row: T) => number, perKey: number): T[] {
  const kept = new Map<number, number>();
  return rows.filter((row) => {
    const n = kept.get(keyOf(row)) ?? 0;
    kept.set(keyOf(row), n + 1);
    return n < perKey;
  });
}
