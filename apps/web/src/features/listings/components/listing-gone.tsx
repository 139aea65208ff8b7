import { Link } from '../../../lib/router';
import { PackageX } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SellerScore } from '../../../components/ui/seller-score';
import { Price } from '../../../components/price';
import { useSimilarListings } from '../api/listing-lifecycle';
import { ListingThumbnail } from './listing-thumbnail';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

/**
 * An expired or sold listing, for anyone but its owner (the API's 410, and the server's status):
 * a clear 'no longer available' with similar live listings (ADR 066).
 */
export function ListingGone({ id }: { id: string }) {
  const t = useT(listingDetailMessages);
  const catalogue = useCatalogueText();
  const similar = useSimilarListings(id);
  const results = similar.data?.results ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="listing-gone-title">
      <DocumentTitle title={t('gone.title')} />
      <div className="flex flex-col items-center gap-4 text-center">
        <PackageX aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
        <h1 id="listing-gone-title" className="text-3xl font-bold tracking-tight">
          {t('gone.title')}
        </h1>
        <p className="max-w-xl text-gray-700 dark:text-gray-300">{t('gone.text')}</p>
        <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
          {t('notFound.browse')}
        </Link>
      </div>
      <h2 className="mt-10 mb-4 text-xl font-bold">{t('gone.similar')}</h2>
      {similar.isSuccess && results.length === 0 ? <p className="text-gray-700 dark:text-gray-300">{t('gone.noSimilar')}</p> : null}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('gone.similar')}>
        {results.map((listing) => (
          <li key={listing.id}>
            <Link
              to={paths.listing.getHref(listing.id)}
              className="flex h-full gap-3 rounded-2xl border border-gray-200 p-3 hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-900"
            >
              <ListingThumbnail listing={listing} className="size-20" />
              <span className="min-w-0">
                <span className="block font-semibold break-words">{listing.title}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">{catalogue.subCategory(listing.sub_category)}</span>
                <span className="block font-semibold">
                  <Price cedis={listing.price} />
                </span>
                <SellerScore rating={listing.user.rating} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
