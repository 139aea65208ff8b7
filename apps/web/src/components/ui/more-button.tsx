import { Button } from './button';

/** What MoreButton reads of an infinite query. */
type Paged = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The foot of a paged list: a button for its next page while there is one, saying so while it loads. */
export function MoreButton({ query, className, text, busyText }: { query: Paged; className: string; text: string; busyText: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className={className}>
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? busyText : text}
      </Button>
    </div>
  );
}
