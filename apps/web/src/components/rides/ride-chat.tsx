import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { inputClasses } from '../ui/input-classes';
import { Spinner } from '../ui/spinner';
import { ridesMessages } from '../../lib/i18n/catalogs/rides';
import { useT } from '../../lib/i18n/i18n-context';
import { useRideMessages, useSendRideMessage } from './ride-messages';

export type RideChatProps = {
  rideId: number;
  /** Who the other side is: the rider chats with their driver, the driver with their rider. */
  with: 'driver' | 'rider';
  open: boolean;
  onClose: () => void;
  canWrite: boolean;
};

/**
 * A ride's chat between its rider and its driver (text; a shared location shows as a map link), live
 * through `ride_message` frames: the rider's live view and the driver's My Rides open the same one.
 */
export function RideChat({ rideId, with: other, open, onClose, canWrite }: RideChatProps) {
  const t = useT(ridesMessages);
  const messages = useRideMessages(rideId, open);
  const send = useSendRideMessage(rideId);
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  }
  return (
    <Dialog open={open} onClose={onClose} title={other === 'driver' ? t('chat.withDriver') : t('chat.withRider')}>
      <div className="max-h-72 space-y-2 overflow-y-auto" aria-live="polite">
        {messages.isPending ? <Spinner /> : null}
        {messages.isError ? <FormAlert>{messages.error.message}</FormAlert> : null}
        {messages.data?.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">{t('chat.empty')}</p> : null}
        {messages.data?.map((message) => (
          <p
            key={message.id}
            className={`max-w-[85%] rounded-xl px-3 py-2 text-sm break-words ${message.is_mine ? 'ml-auto bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950' : 'bg-gray-100 dark:bg-gray-800'}`}
          >
            <span className="sr-only">
              {message.is_mine ? t('chat.you') : message.sender_role === 'driver' ? t('chat.driver') : t('chat.rider')}
            </span>
            {message.type === 'location' && message.lat !== null && message.lng !== null ? (
              <a
                className="underline"
                href={`https://www.openstreetmap.org/?mlat=${message.lat}&mlon=${message.lng}#map=17/${message.lat}/${message.lng}`}
                target="_blank"
                rel="noreferrer"
              >
                {message.body ? t('chat.locationNote', { note: message.body }) : t('chat.location')}
              </a>
            ) : (
              message.body
            )}
          </p>
        ))}
      </div>
      {canWrite ? (
        <form onSubmit={submit} className="mt-3 flex gap-2">
          <label htmlFor={`ride-chat-${rideId}`} className="sr-only">
            {t('chat.message')}
          </label>
          <input
            id={`ride-chat-${rideId}`}
            className={inputClasses}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={1000}
            placeholder={t('chat.placeholder')}
          />
          <Button type="submit" disabled={send.isPending || !text.trim()}>
            {t('chat.send')}
          </Button>
        </form>
      ) : null}
      {send.isError ? <FormAlert>{send.error.message}</FormAlert> : null}
    </Dialog>
  );
}
