import { useEffect, useId, useRef, useState } from 'react';
import { MapPin, Send } from 'lucide-react';
import { ASSIGNED_STATUSES } from '@dwa/shared/delivery';
import type { Delivery, DeliveryMessage } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/toast';
import { useDeliveryMessages } from '../api/get-delivery-messages';
import { useSendDeliveryMessage } from '../api/send-delivery-message';
import { formatTime, mapsHref } from '../lib/format';
import { currentPosition } from '../lib/geolocation';
import { QUICK_REPLIES } from '../lib/messages';
import { Card } from './card';

function Bubble({ message, otherName }: { message: DeliveryMessage; otherName: string }) {
  const mine = message.is_mine;
  const map = message.type === 'location' ? mapsHref(message.lat, message.lng) : null;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
          mine ? 'rounded-br-sm bg-emerald-700 text-white dark:bg-emerald-600' : 'rounded-bl-sm bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        <span className="sr-only">{mine ? 'You' : otherName}: </span>
        {message.type === 'location' ? (
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {map ? (
              <a href={map} target="_blank" rel="noreferrer" className="font-semibold underline">
                {message.body || 'Shared location'}
              </a>
            ) : (
              (message.body ?? 'Shared location')
            )}
          </span>
        ) : (
          <span className="break-words whitespace-pre-line">{message.body}</span>
        )}
        <span className={`mt-0.5 block text-right text-[11px] ${mine ? 'text-emerald-50' : 'text-gray-600 dark:text-gray-400'}`}>{formatTime(message.created_at)}</span>
      </div>
    </li>
  );
}

/** The delivery chat: text, location messages and quick replies, live over the shared socket. */
export function DeliveryChat({ delivery }: { delivery: Delivery }) {
  const inputId = useId();
  const messages = useDeliveryMessages(delivery.id);
  const send = useSendDeliveryMessage(delivery.id);
  const [text, setText] = useState('');
  const [locating, setLocating] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const open = (ASSIGNED_STATUSES as readonly string[]).includes(delivery.status);
  const mine = delivery.my_role === 'courier' ? 'courier' : 'customer';
  const otherName = mine === 'courier' ? delivery.customer.name : (delivery.courier?.name ?? 'Courier');
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const sendText = (body: string) => {
    if (!body.trim()) return;
    send.mutate({ type: 'text', body }, { onSuccess: () => setText('') });
  };

  async function shareLocation() {
    setLocating(true);
    try {
      const position = await currentPosition();
      await send.mutateAsync({ type: 'location', lat: position.lat, lng: position.lng, body: 'My location' });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not share your location.');
    } finally {
      setLocating(false);
    }
  }

  return (
    <Card title={`Chat with ${otherName}`} id="chat-title">
      <p className="mb-2 text-xs text-gray-600 dark:text-gray-400">
        #{delivery.id} {delivery.item_description}
      </p>
      {messages.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {messages.isError ? <FormAlert>{messages.error.message}</FormAlert> : null}
      {messages.data ? (
        <ol ref={listRef} aria-label="Messages" aria-live="polite" className="max-h-[50vh] min-h-48 space-y-2 overflow-y-auto rounded-xl bg-gray-50 p-3 dark:bg-gray-950">
          {messages.data.length === 0 ? <li className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">No messages yet. Say hello!</li> : null}
          {messages.data.map((message) => (
            <Bubble key={message.id} message={message} otherName={otherName} />
          ))}
        </ol>
      ) : null}
      {open ? (
        <>
          <div className="mt-3 flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Quick replies">
            {QUICK_REPLIES[mine].map((reply) => (
              <Button key={reply} size="sm" variant="secondary" disabled={send.isPending} onClick={() => sendText(reply)}>
                {reply}
              </Button>
            ))}
          </div>
          <form
            className="mt-2 flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              sendText(text);
            }}
          >
            <Button variant="outline" size="icon" aria-label="Share my location" disabled={locating || send.isPending} onClick={() => void shareLocation()}>
              <MapPin aria-hidden="true" className="size-5" />
            </Button>
            <label htmlFor={inputId} className="sr-only">
              Message
            </label>
            <input id={inputId} value={text} onChange={(e) => setText(e.target.value)} placeholder="Type a message" maxLength={1000} autoComplete="off" className={inputClasses} />
            <Button type="submit" disabled={!text.trim() || send.isPending}>
              <Send aria-hidden="true" className="size-4" />
              Send
            </Button>
          </form>
          {send.isError ? (
            <div className="mt-2">
              <FormAlert>{send.error.message}</FormAlert>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Chat is open while a courier is on the job.</p>
      )}
    </Card>
  );
}
