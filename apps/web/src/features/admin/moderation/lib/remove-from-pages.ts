import type { InfiniteData } from '@tanstack/react-query';

type Paged = { results: unknown[]; next_cursor: string | null };

/** The pages without the items `drop` picks: a decided item leaves the queue at once, before the queue is read again. */
export function removeFromPages<P extends Paged>(
  data: InfiniteData<P> | undefined,
  drop: (item: P['results'][number]) => boolean,
): InfiniteData<P> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.filter((item) => !drop(item)) })) };
}
