import { Link } from 'react-router';
import { AlertTriangle, SearchX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** `message`: the server's words when it had some (lib/failure-text), else the spec's line. */
export function ExploreError({ message = 'Failed to fetch listings', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700 dark:text-red-400" />
      <h2 className="text-lg font-bold">Oops! Something went wrong</h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}

export function ExploreEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyState icon={<SearchX aria-hidden="true" className="size-10" />} title="No listings found">
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
        {filtered ? 'Try adjusting your search criteria or browse different categories.' : 'Be the first to post a listing and start selling!'}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={paths.postListing.getHref()} className={buttonClasses('primary')}>
          Post Your First Listing
        </Link>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            Clear Filters
          </Button>
        ) : null}
      </div>
    </EmptyState>
  );
}
