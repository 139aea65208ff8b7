import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { REVIEW_SORTS, type ReviewSort, type SellerHabits } from '@dwa/shared/reviews';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListingImage } from '../../../components/ui/listing-image';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Price } from '../../../components/price';
import { ApiError } from '../../../lib/http';
import { profilePictureUrl } from '../../../lib/media-url';
import { Link } from '../../../lib/router';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';
import { sellerIdOf, useSeller, useSellerListings, useSellerReviews } from '../api/get-seller';
import { ReviewItem } from './review-item';
import { ReportReviewButton } from './report-review-button';
import { ScoreLine } from './score-stars';
import { replyTime } from '../lib/reply-time';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';

/** `/seller/{id}`: who the seller is, their smoothed score, their active listings and their reviews. */
export function SellerProfilePage({ id }: { id: string }) {
  const t = useT(reviewsMessages);
  const f = useFormat();
  const seller = useSeller(sellerIdOf(id));
  if (seller.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (seller.isError) {
    const missing = seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 422);
    return (
      <Page title={missing ? t('seller.notFound') : t('seller.error')}>
        {missing ? null : <SectionError message={t('seller.error')} onRetry={() => void seller.refetch()} />}
      </Page>
    );
  }
  const profile = seller.data;
  const name = profile.business_name || profile.name;
  return (
    <Page title={name}>
      <div className="space-y-6">
        <section
          aria-label={t('seller.page')}
          className="flex flex-wrap items-center gap-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
        >
          <Avatar name={name} src={profilePictureUrl(profile.profile_picture)} size={64} />
          <div className="min-w-0 space-y-1">
            {profile.business_name && profile.business_name !== profile.name ? <p className="font-medium">{profile.name}</p> : null}
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {t('seller.memberSince', { date: f.date(profile.member_since, 'longDate') })}
            </p>
            {profile.phone_verified ? (
              <PhoneVerifiedBadge label={t('seller.phoneVerified')} explanation={t('seller.phoneVerifiedWhat')} />
            ) : null}
            {profile.id_verified ? <IdVerifiedBadge label={t('seller.idVerified')} explanation={t('seller.idVerifiedWhat')} /> : null}
            <ScoreLine rating={profile.rating} />
            <p className="text-xs text-gray-600 dark:text-gray-400">{t('seller.scoreHelp')}</p>
            <SellerHabitsList habits={profile.habits} />
          </div>
        </section>
        <SellerListings sellerId={profile.id} />
        <SellerReviews sellerId={profile.id} />
      </div>
    </Page>
  );
}

/** How the seller answers chats and keeps orders, when there are enough of them to say. */
function SellerHabitsList({ habits }: { habits: SellerHabits }) {
  const t = useT(reviewsMessages);
  const lines: string[] = [];
  if (habits.response_rate !== null) lines.push(t('seller.responseRate', { rate: habits.response_rate }));
  if (habits.typical_reply_minutes !== null) {
    const reply = replyTime(habits.typical_reply_minutes);
    lines.push(t(reply.key, { count: reply.count }));
  }
  if (habits.cancellation_rate !== null) lines.push(t('seller.cancellationRate', { rate: habits.cancellation_rate }));
  if (lines.length === 0) return null;
  return (
    <>
      <ul className="space-y-0.5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-xs text-gray-600 dark:text-gray-400">{t('seller.habitsHelp')}</p>
    </>
  );
}

function SellerListings({ sellerId }: { sellerId: number }) {
  const t = useT(reviewsMessages);
  const listings = useSellerListings(sellerId);
  return (
    <section aria-labelledby="seller-listings-title" className="space-y-3">
      <h2 id="seller-listings-title" className="text-lg font-bold">
        {t('seller.listings')}
      </h2>
      {listings.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : listings.isError ? (
        <SectionError message={t('seller.listingsError')} onRetry={() => void listings.refetch()} />
      ) : listings.data.results.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('seller.noListings')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {listings.data.results.map((listing) => (
            <li key={listing.id}>
              <Link
                to={paths.listing.getHref(listing.id)}
                className="block rounded-xl border border-gray-200 p-2 hover:border-gray-400 dark:border-gray-800 dark:hover:border-gray-600"
              >
                <ListingImage listing={listing} sizes="(min-width: 1024px) 240px, 45vw" className="aspect-square rounded-lg" />
                <span className="mt-2 line-clamp-2 text-sm font-medium">{listing.title}</span>
                <span className="text-sm font-semibold">
                  <Price cedis={listing.price} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SellerReviews({ sellerId }: { sellerId: number }) {
  const t = useT(reviewsMessages);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useSellerReviews(sellerId, sort);
  const items = reviews.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="seller-reviews-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-reviews-title" className="text-lg font-bold">
          {t('seller.reviews')}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          {t('seller.sort')}
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as ReviewSort)}
            className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 dark:border-gray-600 dark:bg-gray-900"
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`seller.sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {reviews.isPending ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : reviews.isError ? (
        <SectionError message={t('seller.reviewsError')} onRetry={() => void reviews.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<MessageSquareText aria-hidden="true" className="size-8" />} title={t('none')}>
          {t('seller.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {items.map((review) => (
              <li key={review.id} className="p-4">
                <ReviewItem review={review} actions={<ReportReviewButton reviewId={review.id} author={review.buyer_name} />} />
              </li>
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="outline" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              {reviews.isFetchingNextPage ? t('loading') : t('seller.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
