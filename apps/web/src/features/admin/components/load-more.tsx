import { Button } from '../../../components/ui/button';

/** The foot of a cursor-paged list: 'Load more' while there is a next page, with its busy state. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading || undefined}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
