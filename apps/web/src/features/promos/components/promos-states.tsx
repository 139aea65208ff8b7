import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

export function PromosSkeleton() {
  const t = useT(promosMessages);
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-8 lg:grid-cols-2">
      {[0, 1].map((column) => (
        <div key={column} className="space-y-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ))}
    </div>
  );
}

/** A failed load in words, and Try again. */
export function PromosLoadError({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'> }) {
  const t = useT(promosMessages);
  return (
    <div className="space-y-3">
      <FormAlert>{query.error?.message ?? t('loadError')}</FormAlert>
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? t('tryingAgain') : t('tryAgain')}
      </Button>
    </div>
  );
}
