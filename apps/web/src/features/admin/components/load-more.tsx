import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

/** The foot of a cursor-paged list: 'Load more' while there is a next page, with its busy state. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const t = useT(adminMessages);
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading || undefined}>
        {loading ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}
