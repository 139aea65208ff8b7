import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useGoBack } from '../hooks/use-go-back';

export function ListingNotFound({ isSeller, onRetry }: { isSeller: boolean; onRetry?: () => void }) {
  const goBack = useGoBack(isSeller ? paths.manageListings.getHref() : paths.listings.getHref());
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title="Listing Not Found" />
      <SearchX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <h1 className="text-3xl font-bold tracking-tight">Listing Not Found</h1>
      <p className="text-gray-700 dark:text-gray-300">The listing you're looking for doesn't exist or has been removed.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {isSeller ? (
          <Link to={paths.manageListings.getHref()} className={buttonClasses('primary')}>
            Back to My Listings
          </Link>
        ) : (
          <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
            Browse Listings
          </Link>
        )}
        <Button variant="outline" onClick={goBack}>
          Go Back
        </Button>
        {onRetry ? (
          <Button variant="ghost" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    </section>
  );
}
