import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { Listing } from '@dwa/shared/listings';
import type { SellerScore } from '@dwa/shared/reviews';
import { Badge } from '../../../components/ui/badge';
import { whenSeen } from '../../../components/when-seen';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Translatable } from '../../../components/translate/translatable';
import { useSession } from '../../../hooks/use-session';
import type { Session } from '../../../hooks/use-session';
import { isGone, isNotFound, useListing } from '../api/get-listing';
import { galleryImages } from '../lib/gallery-images';
import { statusBadge } from '../lib/listing-status';
import { ListingActions } from './listing-actions';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { ListingDetailSkeleton } from './listing-detail-skeleton';
import { ListingFacts, PromotionBadge } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { Price } from '../../../components/price';

// What a visitor of a live listing never sees (most of those who open one) stays out of its first
// load: the not-found page and the owner's notice arrive when needed.
const LazyNotFound = lazy(() => import('./listing-not-found').then((module) => ({ default: module.ListingNotFound })));
const LazyGone = lazy(() => import('./listing-gone').then((module) => ({ default: module.ListingGone })));
const OwnerNotice = lazy(() => import('./owner-notice').then((module) => ({ default: module.OwnerNotice })));

function ListingNotFound(props: { isSeller: boolean; onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyNotFound {...props} />
    </Suspense>
  );
}

// Below the fold on a phone: hydrated when they come near (ADR 050).
const SellerCard = whenSeen(async () => (await import('./seller-card')).SellerCard);
const ListingStatsCard = whenSeen(async () => (await import('./listing-stats-card')).ListingStatsCard);

/**
 * What other features put on the page (likes, report, comments, wishlist): the route composes them,
 * since features do not import each other. A slot left out is simply not shown.
 */
export type ListingSlots = {
  /** Under the performance stats: like and report (not shown to the owner). */
  feedback?: (listing: Listing) => ReactNode;
  /** Below the details, full width. */
  comments?: (listing: Listing) => ReactNode;
  /** In the action buttons, in place of a wishlist button (not shown to the owner). */
  wishlist?: (listing: Listing) => ReactNode;
  /** Under the price: quantity, Buy Now and Add to Cart, for a listing offered in the shop (not shown to the owner). */
  buy?: (listing: Listing) => ReactNode;
};

type DetailProps = { listing: Listing; session: Session; fromManage: boolean; slots: ListingSlots };

const isSeller = (session: Session) => session.status === 'signed-in' && session.isSeller;

function ListingDetail({ listing, session, fromManage, slots }: DetailProps) {
  const f = useFormat();
  const t = useT(listingDetailMessages);
  const status = statusBadge(listing.status);
  // The spec's rule is "from the manage page, as a seller"; only the owner can act on the answer.
  const managing = fromManage && isSeller(session) && listing.is_owner;
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <DocumentTitle title={listing.title} />
      <ListingBreadcrumb title={listing.title} isSeller={isSeller(session)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-6">
          <ListingGallery title={listing.title} images={galleryImages(listing)} />
          <section aria-labelledby="description-heading" className="hidden lg:block">
            <h2 id="description-heading" className="text-lg font-bold">
              {t('description')}
            </h2>
            <Translatable text={listing.description}>
              {(shown) => <p className="mt-2 whitespace-pre-line break-words text-gray-800 dark:text-gray-200">{shown}</p>}
            </Translatable>
          </section>
        </div>
        <div className="min-w-0 space-y-4">
          <section aria-labelledby="listing-title" className="space-y-3 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
            <div className="flex flex-wrap gap-2">
              <PromotionBadge promotion={listing.promotion} />
              {listing.status !== 'active' ? <Badge tone={status.tone}>{t(`status.${status.key}`)}</Badge> : null}
            </div>
            <h1 id="listing-title" className="text-2xl font-bold tracking-tight break-words">
              {listing.title}
            </h1>
            <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
              <Price cedis={listing.price} />
            </p>
            <ListingFacts listing={{ ...listing, postedOn: f.date(listing.created_at, 'longDate') || undefined }} />
            <div className="lg:hidden">
              <h2 className="text-base font-bold">{t('description')}</h2>
              <Translatable text={listing.description}>
                {(shown) => <p className="mt-1 whitespace-pre-line break-words text-gray-800 dark:text-gray-200">{shown}</p>}
              </Translatable>
            </div>
          </section>
          {listing.buy_now && !listing.is_owner ? slots.buy?.(listing) : null}
          <ListingActions
            listingId={listing.id}
            title={listing.title}
            price={listing.price}
            managing={managing}
            owner={listing.is_owner}
            pickup={listing.location}
            wishlist={listing.is_owner ? null : slots.wishlist?.(listing)}
          />
          {listing.is_owner ? (
            <Suspense fallback={null}>
              <OwnerNotice status={listing.status} />
            </Suspense>
          ) : (
            <SellerCard
              seller={listing.user}
              listingId={listing.id}
              listingTitle={listing.title}
              viewerId={session.status === 'signed-in' ? session.user.userId : null}
              rating={(listing as Listing & { seller_rating?: SellerScore }).seller_rating}
            />
          )}
          <ListingStatsCard views={listing.views} likes={listing.likes} comments={listing.comments_count} />
          {listing.is_owner ? null : slots.feedback?.(listing)}
        </div>
      </div>
      {slots.comments?.(listing)}
    </div>
  );
}

export function ListingDetailPage({ id, fromManage, slots = {} }: { id: string; fromManage: boolean; slots?: ListingSlots }) {
  const session = useSession();
  const query = useListing(id, { keepAcrossSignIn: true });
  if (!/^\d+$/.test(id)) return <ListingNotFound isSeller={isSeller(session)} />;
  if (query.isPending) return <ListingDetailSkeleton />;
  if (query.isError && isGone(query.error)) {
    return (
      <Suspense fallback={null}>
        <LazyGone id={id} />
      </Suspense>
    );
  }
  if (query.isError) {
    return <ListingNotFound isSeller={isSeller(session)} onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()} />;
  }
  return <ListingDetail listing={query.data} session={session} fromManage={fromManage} slots={slots} />;
}
