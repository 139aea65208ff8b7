import { Link } from 'react-router';
import { AlertTriangle, PackageSearch } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { PRODUCTS_PAGE_SIZE, useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import type { Format } from '../../../lib/i18n/format';
import { useFormat } from '../../../lib/i18n/i18n-context';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function countText(f: Format, count: number, estimate: boolean): string {
  return `${estimate ? 'About ' : ''}${f.number(count)} ${count === 1 ? 'product' : 'products'}`;
}

function ProductsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40">
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700 dark:text-red-400" />
      <p className="text-lg font-bold">Could not load the products</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">Check your connection and try again.</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}

function ProductsEmpty({ category }: { category: string }) {
  return (
    <EmptyState icon={<PackageSearch aria-hidden="true" className="size-10" />} title={category ? `No products in ${category} yet` : 'No products in the shop yet'}>
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
        {category ? 'Try another category, or see everything in the shop.' : 'Sellers add products by offering Buy Now on their listings. Check back soon.'}
      </p>
      <Link to={category ? paths.ecommerce.getHref() : paths.listings.getHref()} className={buttonClasses('primary')}>
        {category ? 'See all products' : 'Browse listings'}
      </Link>
    </EmptyState>
  );
}

/** The products of a category ('' for all), page after page. */
export function ProductResults({ category }: { category: string }) {
  const f = useFormat();
  const products = useProducts(category);
  if (products.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading products...
        </p>
        <div className={GRID}>
          {Array.from({ length: 8 }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (products.isError && !products.data) return <ProductsError onRetry={() => void products.refetch()} />;
  const items = products.data.pages.flatMap((page) => page.results);
  const first = products.data.pages[0];
  if (items.length === 0) return <ProductsEmpty category={category} />;
  const switching = products.isPlaceholderData;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        {switching ? 'Loading products...' : countText(f, first?.total ?? items.length, first?.total_is_estimate ?? false)}
      </p>
      <ul aria-busy={switching || undefined} className={`${GRID} ${switching ? 'opacity-60' : ''}`}>
        {items.map((listing, index) => (
          <li key={listing.id}>
            <ProductCard listing={listing} priority={index < 4} />
          </li>
        ))}
      </ul>
      {products.isFetchNextPageError ? <SectionError message="Could not load more products." onRetry={() => void products.fetchNextPage()} /> : null}
      {products.hasNextPage && !products.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
            {products.isFetchingNextPage ? 'Loading...' : `Show ${PRODUCTS_PAGE_SIZE} more`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
