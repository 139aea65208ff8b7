import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, MapPin, Send, X } from 'lucide-react';
import { ASSIGNED_STATUSES, DELIVERY_CAPTION_MAX, DELIVERY_PHOTO_MAX_BYTES } from '@dwa/shared/delivery-constants';
import { DELIVERY_MESSAGES } from '@dwa/shared/delivery-messages';
import type { Delivery } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { downscaleImage } from '../../../lib/image-resize';
import { notify } from '../../../lib/toast';
import { useDeliveryMessages } from '../api/get-delivery-messages';
import { useSendDeliveryMessage } from '../api/send-delivery-message';
import { useSendDeliveryPhoto } from '../api/send-delivery-photo';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { currentPosition } from '../../../lib/geolocation';
import { QUICK_REPLIES } from '../lib/messages';
import { SectionCard } from '../../../components/ui/section-card';
import { DeliveryChatBubble } from './delivery-chat-bubble';
import { PhotoInput } from '../../../components/ui/photo-input';

/** The largest photo the server keeps is 1280 px wide. */
const PHOTO_SIDE = 1280;

/** The delivery chat: text, photos, location messages and quick replies, live over the shared socket. */
export function DeliveryChat({ delivery }: { delivery: Delivery }) {
  const t = useT(deliveryMessages);
  const inputId = useId();
  const messages = useDeliveryMessages(delivery.id);
  const send = useSendDeliveryMessage(delivery.id);
  const sendPhoto = useSendDeliveryPhoto(delivery.id);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = send.isPending || sendPhoto.isPending;
  const [locating, setLocating] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const open = (ASSIGNED_STATUSES as readonly string[]).includes(delivery.status);
  const mine = delivery.my_role === 'courier' ? 'courier' : 'customer';
  const otherName = mine === 'courier' ? delivery.customer.name : (delivery.courier?.name ?? t('chat.courier'));
  const count = messages.data?.length ?? 0;

  const { onScroll, onGrow } = useStickToBottom(listRef, count);

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.url)), [photo]);

  const sendText = (body: string) => {
    if (photo) {
      sendPhoto.mutate({ photo: photo.file, caption: body }, { onSuccess: () => (setText(''), setPhoto(null)) });
      return;
    }
    if (!body.trim()) return;
    send.mutate({ type: 'text', body }, { onSuccess: () => setText('') });
  };

  async function pickPhoto(file: File | undefined) {
    if (!file) return;
    setPhotoError(null);
    // A file that does not decode as a picture (a text file renamed .jpg) is refused here, before any preview.
    const ready = await downscaleImage(file, PHOTO_SIDE);
    if (!ready) return setPhotoError(DELIVERY_MESSAGES.photoType);
    if (ready.size > DELIVERY_PHOTO_MAX_BYTES) return setPhotoError(DELIVERY_MESSAGES.photoTooLarge);
    setPhoto({ file: ready, url: URL.createObjectURL(ready) });
  }

  async function shareLocation() {
    setLocating(true);
    try {
      const position = await currentPosition();
      await send.mutateAsync({ type: 'location', lat: position.lat, lng: position.lng, body: t('chat.myLocation') });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('chat.locationFailed'));
    } finally {
      setLocating(false);
    }
  }

  return (
    <SectionCard title={t('chat.title', { name: otherName })} id="chat-title">
      <p className="mb-2 text-xs text-gray-600 dark:text-gray-400">
        #{delivery.id} {delivery.item_description}
      </p>
      {messages.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {messages.isError ? <FormAlert>{messages.error.message}</FormAlert> : null}
      {messages.data ? (
        <ol
          ref={listRef}
          onScroll={onScroll}
          aria-label={t('tab.messages')}
          aria-live="polite"
          className="max-h-[50vh] min-h-48 space-y-2 overflow-y-auto rounded-xl bg-gray-50 p-3 dark:bg-gray-950"
        >
          {messages.data.length === 0 ? (
            <li className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">{t('chat.empty')}</li>
          ) : null}
          {messages.data.map((message) => (
            <DeliveryChatBubble key={message.id} message={message} otherName={otherName} onImageLoad={onGrow} />
          ))}
        </ol>
      ) : null}
      {open ? (
        <>
          <div className="mt-3 flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t('chat.quick')}>
            {QUICK_REPLIES[mine].map((reply) => (
              <Button
                key={reply}
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => send.mutate({ type: 'text', body: t(reply) })}
              >
                {t(reply)}
              </Button>
            ))}
          </div>
          {photo ? (
            <div className="mt-2 flex items-center gap-3 rounded-xl border border-gray-200 p-2 dark:border-gray-700">
              <img src={photo.url} alt={t('chat.photoAlt')} className="size-16 rounded-lg object-cover" />
              <div className="min-w-0 flex-1">
                {sendPhoto.isPending ? (
                  <UploadProgress percent={sendPhoto.progress} label={t('chat.sendingPhoto')} />
                ) : (
                  <p className="text-sm text-gray-700 dark:text-gray-300">{t('chat.captionHint')}</p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('chat.removePhoto')}
                disabled={sendPhoto.isPending}
                onClick={() => setPhoto(null)}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
          ) : null}
          <form
            className="mt-2 flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              sendText(text);
            }}
          >
            <Button
              variant="outline"
              size="icon"
              aria-label={t('chat.shareLocation')}
              disabled={locating || busy}
              onClick={() => void shareLocation()}
            >
              <MapPin aria-hidden="true" className="size-5" />
            </Button>
            <Button variant="outline" size="icon" aria-label={t('chat.attach')} disabled={busy} onClick={() => fileRef.current?.click()}>
              <ImagePlus aria-hidden="true" className="size-5" />
            </Button>
            <PhotoInput ref={fileRef} testId="delivery-photo-input" onPick={(file) => void pickPhoto(file)} />
            <label htmlFor={inputId} className="sr-only">
              {photo ? t('chat.caption') : t('chat.message')}
            </label>
            <input
              id={inputId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={photo ? t('chat.captionPlaceholder') : t('chat.placeholder')}
              maxLength={photo ? DELIVERY_CAPTION_MAX : 1000}
              autoComplete="off"
              className={`${inputClasses} min-w-0`}
            />
            <Button type="submit" disabled={(!text.trim() && !photo) || busy}>
              <Send aria-hidden="true" className="size-4" />
              {t('chat.send')}
            </Button>
          </form>
          {photoError ? (
            <div className="mt-2">
              <FormAlert>{photoError}</FormAlert>
            </div>
          ) : null}
          {send.isError || sendPhoto.isError ? (
            <div className="mt-2">
              <FormAlert>{(send.error ?? sendPhoto.error)?.message}</FormAlert>
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{t('chat.closed')}</p>
      )}
    </SectionCard>
  );
}
