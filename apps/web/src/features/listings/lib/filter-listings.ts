import { truncate } from '@dwa/shared/text';

export const SNIPPET_LENGTH = 50;
export const STATUS_FILTERS = ['all', 'active', 'inactive', 'pending', 'expired', 'sold'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The table's 50-character description snippet, on one line, with an ellipsis when cut. */
export function descriptionSnippet(description: string | null | undefined): string {
  return truncate((description ?? '').replace(/\s+/g, ' ').trim(), SNIPPET_LENGTH);
}

type Filterable = { title: string; description: string; category: string; sub_category: string; status: string };

/** Every word of the search must appear in the title, description, category or sub-category. */
export function filterListings<T extends Filterable>(listings: readonly T[], query: string, status: StatusFilter): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return listings.filter((listing) => {
    if (status !== 'all' && listing.status !== status) return false;
    if (words.length === 0) return true;
    const text = `${listing.title} ${listing.description} ${listing.category} ${listing.sub_category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '');
}
