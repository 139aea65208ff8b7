import { paths } from '../../../config/paths';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import { Link } from '../../../lib/router';
import { useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';
import { useReview } from '../api/get-review';
import { ReviewCard } from './review-card';

/**
 * `/listing/{id}/review` (issue 32): a classified deal. The person the seller marked the ad sold to
 * reviews the seller here (the notification of the sale links to it); the seller reads the review and
 * replies once. Anyone else is told there is no such deal.
 */
export function DealReviewPage({ id }: { id: string }) {
  const t = useT(reviewsMessages);
  const listingId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const deal = useReview({ kind: 'listing', id: listingId }, listingId > 0);
  if (listingId === 0 || (deal.isError && deal.error instanceof ApiError && (deal.error.status === 404 || deal.error.status === 422))) {
    return <Page title={t('deal.notFound')}>{null}</Page>;
  }
  if (deal.isPending) {
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-8" role="status" aria-label={t('loading')}>
        <Skeleton className="h-8 w-2/3 rounded-xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (deal.isError) {
    return (
      <Page title={t('deal.title')}>
        <SectionError message={t('order.error')} onRetry={() => void deal.refetch()} />
      </Page>
    );
  }
  const { title, seller_id: sellerId, seller_name: sellerName, my_role: role, review, can_review: canReview } = deal.data;
  return (
    <Page title={t('deal.title')}>
      <div className="mx-auto max-w-2xl space-y-4">
        <p className="text-gray-800 dark:text-gray-200">
          {role === 'seller' ? t('deal.soldBySeller', { title }) : t('deal.soldToBuyer', { title })}
        </p>
        {role === 'buyer' ? (
          <p className="text-sm">
            <Link to={paths.sellerProfile.getHref(sellerId)} className="font-medium text-emerald-800 underline dark:text-emerald-300">
              {t('deal.seller', { name: sellerName })}
            </Link>
          </p>
        ) : null}
        {role === 'buyer' && !review && !canReview ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('deal.closed')}</p>
        ) : (
          <ReviewCard subject={{ kind: 'listing', id: listingId }} />
        )}
      </div>
    </Page>
  );
}
