import { Star } from 'lucide-react';
import type { ListingSeller } from '@dwa/shared/listings';
import { useFormat, useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

/**
 * A seller's smoothed score and review count on a listing card (ADR 067): '★ 4.7 (23)' to the eye,
 * "Rated 4.7 out of 5 from 23 reviews" to a screen reader. Nothing for a seller without reviews.
 */
export function SellerScore({ rating, className = '' }: { rating: ListingSeller['rating'] | undefined; className?: string }) {
  const t = useT(controlsMessages);
  const f = useFormat();
  if (!rating) return null;
  const score = f.fixed(rating.score, 1);
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-xs text-gray-700 dark:text-gray-300 ${className}`}
      data-testid="card-seller-score"
    >
      <Star aria-hidden="true" className="size-3.5 shrink-0 fill-current text-amber-500 dark:text-amber-400" />
      <span aria-hidden="true">
        <span className="font-semibold text-gray-900 dark:text-gray-100">{score}</span> ({f.number(rating.count)})
      </span>
      <span className="sr-only">{t('sellerRating', { score, count: rating.count })}</span>
    </span>
  );
}
