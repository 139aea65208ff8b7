import type { Dispute } from '@dwa/shared/disputes';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { formatDateTime } from '../lib/format';
import { DisputePhoto } from './dispute-photo';

const TONE = {
  buyer: 'border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40',
  seller: 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40',
  admin: 'border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40',
} as const;

/** Both sides' messages and photos, and the admins', oldest first. */
export function DisputeMessages({ dispute }: { dispute: Dispute }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <ol aria-label={t('dispute.messages')} className="space-y-3">
      {dispute.messages.map((message) => {
        // The API names no admin to the parties: an admin's word is Dwa's.
        const who = message.role === 'buyer' ? dispute.buyer.name : message.role === 'seller' ? dispute.seller.name : message.author_name;
        const from = who ? t('dispute.from', { role: t(`dispute.role.${message.role}`), name: who }) : t('dispute.role.admin');
        return (
          <li key={message.id} aria-label={from} className={`rounded-2xl border p-4 ${TONE[message.role]}`}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold">{from}</span>
              <time dateTime={message.created_at} className="text-gray-600 dark:text-gray-400">
                {formatDateTime(f, message.created_at)}
              </time>
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap">{message.body}</p>
            {message.photos.length > 0 ? (
              <ul aria-label={t('dispute.photos', { name: who ?? from })} className="mt-3 flex flex-wrap gap-2">
                {message.photos.map((src, index) => (
                  <li key={src}>
                    <DisputePhoto
                      src={src}
                      alt={t('dispute.photo', { n: String(index + 1), name: who ?? from })}
                      failedText={t('dispute.photoFailed', { n: String(index + 1) })}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
