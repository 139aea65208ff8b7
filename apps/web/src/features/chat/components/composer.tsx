import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, Send, X } from 'lucide-react';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGES, canSend } from '@dwa/shared/chat-constants';
import { downscaleImage } from '../../../lib/image-resize';
import { PhotoInput } from '../../../components/ui/photo-input';
import { lengthNotice, withinLimit } from '../lib/message-length';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

/** The largest chat picture the server keeps is 1280 px wide: nothing bigger is worth sending. */
const CHAT_PHOTO_SIDE = 1280;

/** How long the typing pauses before a screen reader hears the count (not at every key). */
const SPEAK_AFTER_MS = 700;

/** The count near the limit, heard politely once typing pauses. */
function useSpokenNotice(spoken: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSaid(spoken), SPEAK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [spoken]);
  return said;
}

type Props = {
  /** Words ready to edit (a chat just started from a listing): in the box, with the focus at their end; nothing sent. */
  draft?: string | undefined;
  quickReplies: string[];
  onSend: (content: string, image: File | null) => void;
  onTyped: () => void;
  onStopTyping: () => void;
  onError: (message: string) => void;
};

/** Quick replies, the photo to attach (with its preview), the text and the send button. */
export function Composer({ draft, quickReplies, onSend, onTyped, onStopTyping, onError }: Props) {
  const f = useFormat();
  const t = useT(chatMessages);
  const [text, setText] = useState(draft ?? '');
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const counterId = useId();
  const notice = lengthNotice(t, f, text.length);
  const spoken = useSpokenNotice(notice?.spoken ?? '');
  const sendable = (content: string) => canSend(content, image !== null) && withinLimit(content);

  useEffect(() => () => void (image && URL.revokeObjectURL(image.url)), [image]);

  // A draft is there to be edited: the caret after it, where the person goes on typing.
  const hasDraft = Boolean(draft);
  useEffect(() => {
    const field = inputRef.current;
    if (!hasDraft || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [hasDraft]);

  async function pick(file: File | undefined) {
    if (!file) return;
    // Decoded here: a text file renamed .jpg is refused before any preview (the server checks again).
    const ready = await downscaleImage(file, CHAT_PHOTO_SIDE);
    if (!ready) return onError(CHAT_MESSAGES.imageType);
    if (ready.size > CHAT_IMAGE_MAX_BYTES) return onError(CHAT_MESSAGES.imageTooLarge);
    setImage({ file: ready, url: URL.createObjectURL(ready) });
    inputRef.current?.focus();
  }

  function submit(content = text) {
    if (!sendable(content)) return;
    onSend(content, image?.file ?? null);
    onStopTyping();
    // A quick reply goes on its own: what was being typed stays in the box.
    if (content === text) setText('');
    // The sent bubble shows the photo from its own object URL: this preview's URL can go.
    setImage(null);
  }

  return (
    <div className="border-t border-gray-200 bg-white p-2 dark:border-gray-800 dark:bg-gray-900">
      {/* Every chip reachable: one row that scrolls sideways (with a visible scrollbar; Tab brings a
          chip into view) on a phone, wrapped onto a second line where there is room. */}
      <ul
        aria-label={t('composer.quickReplies')}
        className="mb-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:pb-0"
      >
        {quickReplies.map((reply) => (
          <li key={reply} className="shrink-0">
            <button
              type="button"
              onClick={() => submit(reply)}
              // Chrome leaves a half-shown chip half shown when Tab reaches it: bring it all in.
              onFocus={(event) => event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
              className="min-h-9 rounded-full border border-gray-300 px-3 text-sm whitespace-nowrap text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
            >
              {reply}
            </button>
          </li>
        ))}
      </ul>
      {image ? (
        <div className="mb-2 flex items-center gap-2">
          <img src={image.url} alt={t('composer.preview')} className="size-16 rounded-lg object-cover" />
          <button
            type="button"
            onClick={() => setImage(null)}
            aria-label={t('composer.removeImage')}
            className="inline-flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <PhotoInput ref={fileRef} testId="chat-image-input" onPick={(file) => void pick(file)} />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          aria-label={t('composer.attach')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('composer.type')}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={text}
          aria-invalid={notice?.state === 'over' ? true : undefined}
          aria-describedby={notice ? counterId : undefined}
          placeholder={t('composer.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value) onTyped();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          onBlur={onStopTyping}
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm dark:border-gray-700 dark:bg-gray-950"
        />
        <button
          type="submit"
          disabled={!sendable(text)}
          aria-label={t('composer.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white hover:bg-emerald-800 disabled:opacity-50 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400"
        >
          <Send aria-hidden="true" className="size-5" />
        </button>
      </form>
      {/* Never cut: past the limit the text stays, and says what to do. */}
      {notice ? (
        <p
          id={counterId}
          data-testid="message-length"
          className={`mt-1 flex flex-wrap justify-end gap-x-2 px-1 text-xs ${notice.state === 'near' ? 'text-gray-600 dark:text-gray-400' : 'font-medium text-red-700 dark:text-red-300'}`}
        >
          {notice.hint ? <span className="min-w-0 flex-1">{notice.hint}</span> : null}
          <span className="tabular-nums">{notice.count}</span>
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only" data-testid="message-length-status">
        {spoken}
      </p>
    </div>
  );
}
