import type { Review } from '@dwa/shared/reviews';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/areas/reviews/en';
import { Stars } from './score-stars';

/** One review: its stars (in words too), the buyer's short name, the date, the text, the seller's reply. */
export function ReviewItem({ review }: { review: Review }) {
  const t = useT(reviewsMessages);
  const f = useFormat();
  return (
    <article className="space-y-2">
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        <span className="sr-only">{t('stars', { count: review.rating })}</span>
        <span className="text-sm text-gray-600 dark:text-gray-400">{t('seller.on', { name: review.buyer_name, date: f.date(review.created_at) })}</span>
      </p>
      <p className="whitespace-pre-line break-words">{review.body}</p>
      {review.reply ? (
        <div className="rounded-xl bg-gray-50 p-3 text-sm dark:bg-gray-800">
          <p className="font-semibold">{t('reply.by')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
