import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';

export function PromosSkeleton() {
  return (
    <div role="status" aria-label="Loading promos" className="grid gap-8 lg:grid-cols-2">
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
  return (
    <div className="space-y-3">
      <FormAlert>{query.error?.message ?? 'Could not load your promos.'}</FormAlert>
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}
