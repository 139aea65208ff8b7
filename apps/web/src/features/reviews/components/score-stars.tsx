import { Star } from 'lucide-react';
import type { SellerScore } from '@dwa/shared/reviews';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';

/** Five stars, filled up to `value` (whole stars), drawn for the eye; the words say the number. */
export function Stars({ value, size = 'size-4' }: { value: number; size?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex text-amber-500 dark:text-amber-400">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${size} ${n <= Math.round(value) ? 'fill-current' : 'text-gray-300 dark:text-gray-600'}`} />
      ))}
    </span>
  );
}

/** A seller's smoothed score and review count, or "No reviews yet". */
export function ScoreLine({ rating }: { rating: SellerScore }) {
  const t = useT(reviewsMessages);
  const f = useFormat();
  if (rating.score === null) return <span className="text-sm text-gray-600 dark:text-gray-400">{t('none')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm" data-testid="seller-score">
      <Stars value={rating.score} />
      <span className="font-semibold">{t('score', { score: f.fixed(rating.score, 1) })}</span>
      <span className="text-gray-600 dark:text-gray-400">· {t('count', { count: rating.count })}</span>
    </span>
  );
}
