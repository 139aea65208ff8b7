import { Link } from '../../../lib/router';
import { Eye, Heart } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { descriptionSnippet } from '../lib/filter-listings';
import { ListingRowActions, type RowActionHandlers } from './listing-row-actions';
import { ListingThumbnail } from './listing-thumbnail';
import { ExpiryNote } from './expiry-note';
import { ModerationNote } from './moderation-note';
import { StatusBadge } from './status-badge';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';
const td = 'px-3 py-3 align-middle';

function TitleLink({ listing }: { listing: Listing }) {
  return (
    <Link to={paths.listing.getHref(listing.id)} state={{ fromManage: true }} className="font-semibold break-words hover:underline">
      {listing.title}
    </Link>
  );
}

/** Tablets and up: the spec's table. */
export function MyListingsTable({ listings, ...actions }: RowActionHandlers & { listings: Listing[] }) {
  const f = useFormat();
  const t = useT(manageMessages);
  const catalogue = useCatalogueText();
  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            <th scope="col" className={th}>
              {t('table.listing')}
            </th>
            <th scope="col" className={th}>
              {t('table.category')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('table.price')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('table.views')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('table.likes')}
            </th>
            <th scope="col" className={th}>
              {t('table.listedOn')}
            </th>
            <th scope="col" className={th}>
              {t('table.status')}
            </th>
            {/* Stays in view while a narrow screen scrolls the table sideways. */}
            <th scope="col" className={`${th} sticky right-0 bg-gray-50 text-right dark:bg-gray-900`}>
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {listings.map((listing) => (
            <tr key={listing.id} className="hover:bg-gray-50 dark:hover:bg-gray-900/60">
              <td className={`${td} max-w-80 min-w-60`}>
                <div className="flex items-center gap-3">
                  <ListingThumbnail listing={listing} />
                  <div className="min-w-0">
                    <TitleLink listing={listing} />
                    <p className="text-gray-600 dark:text-gray-400">{descriptionSnippet(listing.description)}</p>
                  </div>
                </div>
              </td>
              <td className={td}>
                <span className="block">{catalogue.category(listing.category)}</span>
                <span className="block text-gray-600 dark:text-gray-400">{catalogue.subCategory(listing.sub_category)}</span>
              </td>
              <td className={`${td} text-right font-semibold whitespace-nowrap`}>{f.cedis(listing.price, 'ghc')}</td>
              <td className={`${td} text-right tabular-nums`}>{listing.views}</td>
              <td className={`${td} text-right tabular-nums`}>{listing.likes}</td>
              <td className={`${td} whitespace-nowrap`}>{f.date(listing.created_at)}</td>
              <td className={`${td} max-w-56`}>
                <StatusBadge status={listing.status} />
                <ModerationNote listing={listing} className="mt-1" />
                <ExpiryNote listing={listing} className="mt-1" />
              </td>
              <td className={`${td} sticky right-0 bg-white dark:bg-gray-950`}>
                <ListingRowActions listing={listing} compact {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per listing, with the same facts and labelled actions. */
export function MyListingsCards({ listings, ...actions }: RowActionHandlers & { listings: Listing[] }) {
  const f = useFormat();
  const t = useT(manageMessages);
  const catalogue = useCatalogueText();
  return (
    <ul className="space-y-3" aria-label={t('table.caption')}>
      {listings.map((listing) => (
        <li key={listing.id} className="rounded-2xl border border-gray-200 p-3 dark:border-gray-800">
          <div className="flex gap-3">
            <ListingThumbnail listing={listing} className="size-20" />
            <div className="min-w-0 flex-1">
              <TitleLink listing={listing} />
              <p className="text-sm text-gray-600 dark:text-gray-400">{descriptionSnippet(listing.description)}</p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{f.cedis(listing.price, 'ghc')}</span>
                <StatusBadge status={listing.status} />
              </div>
            </div>
          </div>
          <ModerationNote listing={listing} className="mt-2" />
          <ExpiryNote listing={listing} className="mt-2" />
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
            <span>
              {catalogue.category(listing.category)} › {catalogue.subCategory(listing.sub_category)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {listing.views} <span className="sr-only">{t('card.views')}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-4" />
              {listing.likes} <span className="sr-only">{t('card.likes')}</span>
            </span>
            <span>{t('card.listed', { date: f.date(listing.created_at) })}</span>
          </p>
          <div className="mt-3">
            <ListingRowActions listing={listing} compact={false} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
