import { Link } from '../../../lib/router';
import { AlertTriangle, PackageSearch } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { PRODUCTS_PAGE_SIZE, useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { shopMessages } from '../../../lib/i18n/catalogs/shop';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
/** The cards a phone's first two rows or a wide screen's first row hold: drawn, and their photos fetched first. */
const FIRST_CARDS = 4;
/**
 * The browser styles, lays out and paints the cards after the first four only when they come near the
 * screen (`content-visibility: auto`, as Explore's since ADR 053; ADR 103): on a phone the whole grid
 * is below the deals, and its 24 cards were most of the style and layout before the first paint.
 * A card is as tall as it is wide (the photo is square) plus 178.5 px of text and button, and its
 * width follows the grid's columns, so the estimate follows them too (measured at 360 to 1536 px wide:
 * 336.5 px at 360, 370.5 px at 640, 478.5 px from 1280). `auto` keeps the real height once drawn. The
 * padding, taken back by the margin, keeps the card's shadow inside the box the browser clips it to.
 */
const DRAWN_WHEN_NEAR =
  '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-size:auto_none_auto_calc(50vw_+_156.5px)] ' +
  'sm:[contain-intrinsic-size:auto_none_auto_calc(33.333vw_+_157.2px)] ' +
  'lg:[contain-intrinsic-size:auto_none_auto_min(25vw_+_158.5px,478.5px)]';

function ProductsError({ onRetry }: { onRetry: () => void }) {
  const t = useT(shopMessages);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-red-700 dark:text-red-400" />
      <p className="text-lg font-bold">{t('error.title')}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('error.text')}</p>
      <Button onClick={onRetry}>{t('tryAgain')}</Button>
    </div>
  );
}

function ProductsEmpty({ category }: { category: string }) {
  const t = useT(shopMessages);
  const catalogue = useCatalogueText();
  return (
    <EmptyState
      icon={<PackageSearch aria-hidden="true" className="size-10" />}
      title={category ? t('empty.category', { category: catalogue.category(category) }) : t('empty.all')}
    >
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">{category ? t('empty.categoryText') : t('empty.allText')}</p>
      <Link to={category ? paths.ecommerce.getHref() : paths.listings.getHref()} className={buttonClasses('primary')}>
        {category ? t('empty.seeAll') : t('empty.browse')}
      </Link>
    </EmptyState>
  );
}

/** The products of a category ('' for all), page after page. */
export function ProductResults({ category }: { category: string }) {
  const t = useT(shopMessages);
  const products = useProducts(category);
  if (products.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('loading')}
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
        {switching ? t('loading') : t(first?.total_is_estimate ? 'countAbout' : 'count', { count: first?.total ?? items.length })}
      </p>
      <ul aria-busy={switching || undefined} className={`${GRID} ${switching ? 'opacity-60' : ''}`}>
        {items.map((listing, index) => (
          <li key={listing.id} className={index < FIRST_CARDS ? undefined : DRAWN_WHEN_NEAR}>
            <ProductCard listing={listing} priority={index < FIRST_CARDS} />
          </li>
        ))}
      </ul>
      {products.isFetchNextPageError ? <SectionError message={t('moreError')} onRetry={() => void products.fetchNextPage()} /> : null}
      {products.hasNextPage && !products.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
            {products.isFetchingNextPage ? t('loadingMore') : t('showMore', { count: PRODUCTS_PAGE_SIZE })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
