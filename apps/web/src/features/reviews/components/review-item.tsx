import type { ReactNode } from 'react';
import { EyeOff, Handshake, ShoppingBag } from 'lucide-react';
import type { Review } from '@dwa/shared/reviews';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';
import { Stars } from './score-stars';

/**
 * One review: its stars (in words too), the buyer's short name, the date, the text, the seller's
 * reply. A review a moderator hid (only its author and seller see it) says so, with the reason.
 */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const t = useT(reviewsMessages);
  const f = useFormat();
  return (
    <article className="space-y-2">
      {review.hidden ? (
        <div className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">{t('hidden.title')}</p>
            <p>{t('hidden.text')}</p>
            {review.hidden_reason ? <p className="break-words">{t('hidden.reason', { reason: review.hidden_reason })}</p> : null}
          </div>
        </div>
      ) : null}
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={review.rating} />
        <span className="sr-only">{t('stars', { count: review.rating })}</span>
        <span className="text-sm text-gray-600 dark:text-gray-400">
          {t('seller.on', { name: review.buyer_name, date: f.date(review.created_at) })}
        </span>
        <span
          className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200"
          title={t(`source.${review.source}.what`)}
        >
          {review.source === 'order' ? (
            <ShoppingBag aria-hidden="true" className="size-3.5" />
          ) : (
            <Handshake aria-hidden="true" className="size-3.5" />
          )}
          {t(`source.${review.source}`)}
        </span>
      </p>
      <p className="whitespace-pre-line break-words">{review.body}</p>
      {review.photos.length > 0 ? (
        <ul aria-label={t('photos.of', { name: review.buyer_name })} className="flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.small}>
              <a
                href={photo.large}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg focus-visible:ring-2 focus-visible:ring-emerald-600"
              >
                <img
                  src={photo.small}
                  alt={t('photos.alt', { n: index + 1 })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-xl bg-gray-50 p-3 text-sm dark:bg-gray-800">
          <p className="font-semibold">{t('reply.by')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
        </div>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
