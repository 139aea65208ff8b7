import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/input-classes';
import { Spinner } from '../../../components/ui/spinner';
import { useRideMessages, useSendRideMessage } from '../api/ride-messages';

/** The chat with the driver (text; a shared location shows as a map link), live through `ride_message` frames. */
export function RideChat({ rideId, open, onClose, canWrite }: { rideId: number; open: boolean; onClose: () => void; canWrite: boolean }) {
  const messages = useRideMessages(rideId, open);
  const send = useSendRideMessage(rideId);
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  }
  return (
    <Dialog open={open} onClose={onClose} title="Chat with your driver">
      <div className="max-h-72 space-y-2 overflow-y-auto" aria-live="polite">
        {messages.isPending ? <Spinner /> : null}
        {messages.isError ? <FormAlert>{messages.error.message}</FormAlert> : null}
        {messages.data?.length === 0 ? <p className="text-sm text-gray-600 dark:text-gray-400">No messages yet.</p> : null}
        {messages.data?.map((message) => (
          <p key={message.id} className={`max-w-[85%] rounded-xl px-3 py-2 text-sm break-words ${message.is_mine ? 'ml-auto bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950' : 'bg-gray-100 dark:bg-gray-800'}`}>
            <span className="sr-only">{message.is_mine ? 'You: ' : message.sender_role === 'driver' ? 'Driver: ' : 'Rider: '}</span>
            {message.type === 'location' && message.lat !== null && message.lng !== null ? (
              <a className="underline" href={`https://www.openstreetmap.org/?mlat=${message.lat}&mlon=${message.lng}#map=17/${message.lat}/${message.lng}`} target="_blank" rel="noreferrer">
                Shared location{message.body ? `: ${message.body}` : ''}
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
            Message
          </label>
          <input id={`ride-chat-${rideId}`} className={inputClasses} value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} placeholder="Type a message" />
          <Button type="submit" disabled={send.isPending || !text.trim()}>
            Send
          </Button>
        </form>
      ) : null}
      {send.isError ? <FormAlert>{send.error.message}</FormAlert> : null}
    </Dialog>
  );
}
