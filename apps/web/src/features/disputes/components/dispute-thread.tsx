import type { Dispute } from '@dwa/shared/disputes';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { DisputePhoto } from './dispute-photo';

type Message = Dispute['messages'][number];

function roleClasses(mine: boolean, role: Message['role']): string {
  if (role === 'admin') return 'border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40';
  return mine
    ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40'
    : 'border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900';
}

/** The messages of a dispute, oldest first: who wrote (buyer, seller or Dwa), when, and their photos. */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  const t = useT(disputesMessages);
  const f = useFormat();
  return (
    <ol aria-label={t('thread')} className="space-y-3">
      {dispute.messages.map((message) => {
        const mine = message.role === dispute.my_role;
        const who = mine
          ? t('role.you')
          : message.role === 'admin'
            ? t('role.admin')
            : `${message.author_name ?? ''} (${t(`role.${message.role}`)})`;
        return (
          <li key={message.id} data-testid="dispute-message" className={`rounded-xl border px-4 py-3 ${roleClasses(mine, message.role)}`}>
            <p className="text-sm">
              <span className="font-semibold">{who}</span>
              <span className="text-gray-600 dark:text-gray-400">
                {' · '}
                <time dateTime={message.created_at}>{f.date(message.created_at, 'dateTime')}</time>
              </span>
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
            {message.photos.length > 0 ? (
              <ul aria-label={t('photos.list')} className="mt-2 flex flex-wrap gap-2">
                {message.photos.map((src, index) => (
                  <li key={src}>
                    <DisputePhoto src={src} index={index} />
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
