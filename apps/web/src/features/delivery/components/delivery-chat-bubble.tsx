import { MapPin } from 'lucide-react';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { ChatImage } from '../../../components/ui/chat-image';
import { formatTime, mapsHref } from '../lib/format';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/** One delivery chat message: text, a shared location (a maps link) or a photo with its caption (`onImageLoad` once it has its height). */
export function DeliveryChatBubble({
  message,
  otherName,
  onImageLoad,
}: {
  message: DeliveryMessage;
  otherName: string;
  onImageLoad?: () => void;
}) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const mine = message.is_mine;
  const map = message.type === 'location' ? mapsHref(message.lat, message.lng) : null;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="delivery-message">
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
          mine
            ? 'rounded-br-sm bg-emerald-700 text-white dark:bg-emerald-600'
            : 'rounded-bl-sm bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        <span className="sr-only">{mine ? t('chat.you') : otherName}: </span>
        {message.type === 'location' ? (
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {map ? (
              <a href={map} target="_blank" rel="noreferrer" className="font-semibold underline">
                {message.body || t('chat.sharedLocation')}
              </a>
            ) : (
              (message.body ?? t('chat.sharedLocation'))
            )}
          </span>
        ) : message.type === 'image' ? (
          <span className="block space-y-1">
            <ChatImage
              src={message.image?.thumb_url ?? null}
              full={message.image?.url ?? null}
              width={message.image?.width}
              height={message.image?.height}
              onLoad={onImageLoad}
            />
            {message.body ? <span className="block break-words whitespace-pre-line">{message.body}</span> : null}
          </span>
        ) : (
          <span className="break-words whitespace-pre-line">{message.body}</span>
        )}
        <span className={`mt-0.5 block text-right text-[11px] ${mine ? 'text-emerald-50' : 'text-gray-600 dark:text-gray-400'}`}>
          {formatTime(f, message.created_at)}
        </span>
      </div>
    </li>
  );
}
