// Recommended Products rank by popularity (views + likes) and promotion: the most popular
// FEATURED ads lead (a few, so organic favourites still show in the first five), then the most
// popular of all, without repeats.

export const FEATURED_LEADS = 3;

export function recommend<T extends { id: number }>(featured: readonly T[], popular: readonly T[], limit: number): T[] {
  const picked = new Map<number, T>();
  for (const item of [...featured.slice(0, FEATURED_LEADS), ...popular]) {
    if (picked.size >= limit) break;
    if (!picked.has(item.id)) picked.set(item.id, item);
  }
  return [...picked.values()];
}
