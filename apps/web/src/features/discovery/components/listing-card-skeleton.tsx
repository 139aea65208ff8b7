import { Skeleton } from '../../../components/ui/skeleton';
import type { CardLayout } from './listing-card';

/** Same box as a card, so results replace skeletons without moving the page. */
export function ListingCardSkeleton({ layout }: { layout: CardLayout }) {
  const list = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900 ${
        list ? 'grid grid-cols-[7.5rem_minmax(0,1fr)] sm:grid-cols-[15rem_minmax(0,1fr)]' : 'flex h-full flex-col'
      }`}
    >
      <Skeleton className={`rounded-none ${list ? 'aspect-square w-full sm:aspect-[4/3]' : 'aspect-[4/3]'}`} />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex items-center gap-2">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
