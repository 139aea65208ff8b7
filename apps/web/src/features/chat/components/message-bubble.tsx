import { memo, useCallback, useRef, useState } from 'react';
import { AlertCircle, Check, CheckCheck, Clock, SmilePlus } from 'lucide-react';
import type { Reaction } from '@dwa/shared/chat';
import { UploadProgress } from '../../../components/ui/upload-progress';
import type { ChatMessage } from '../types';
import { ChatImage } from '../../../components/ui/chat-image';
import { Translatable } from '../../../components/translate/translatable';
import { MessageContent } from './message-content';
import { ReactionPicker } from './reaction-picker';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

const LONG_PRESS_MS = 500;

type Props = {
  message: ChatMessage;
  own: boolean;
  me: number;
  senderName: string;
  progress: number | null;
  onReact: (message: ChatMessage, emoji: Reaction | null) => void;
  onRetry: (message: ChatMessage) => void;
  /** A picture in the bubble finished loading (the list may need to scroll to keep it in view). */
  onImageLoad?: () => void;
};

function Status({ message }: { message: ChatMessage }) {
  const t = useT(chatMessages);
  if (message.localState === 'sending') return <Clock aria-label={t('bubble.sending')} className="size-3.5" />;
  if (message.localState === 'failed')
    return <AlertCircle aria-label={t('bubble.notSent')} className="size-3.5 text-red-200 dark:text-red-800" />;
  if (message.is_read) return <CheckCheck aria-label={t('bubble.read')} data-testid="read-check" className="size-4" />;
  return <Check aria-label={t('bubble.sent')} data-testid="sent-check" className="size-4" />;
}

/** One message: double-click or long-press (or the smiley button) opens the reaction picker. */
export const MessageBubble = memo(function MessageBubble({ message, own, me, senderName, progress, onReact, onRetry, onImageLoad }: Props) {
  const f = useFormat();
  const t = useT(chatMessages);
  const [picking, setPicking] = useState(false);
  const pressTimer = useRef<number | null>(null);
  const mine = message.reactions.find((reaction) => reaction.user_id === me)?.emoji ?? null;
  const canReact = message.id > 0;
  const reactButton = useRef<HTMLButtonElement>(null);
  const close = useCallback((byKey: boolean) => {
    setPicking(false);
    if (byKey) reactButton.current?.focus();
  }, []);

  const cancelPress = () => {
    if (pressTimer.current !== null) window.clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  const startPress = (event: React.PointerEvent) => {
    if (!canReact || event.pointerType === 'mouse') return;
    cancelPress();
    pressTimer.current = window.setTimeout(() => setPicking(true), LONG_PRESS_MS);
  };

  const counts = new Map<string, number>();
  for (const reaction of message.reactions) counts.set(reaction.emoji, (counts.get(reaction.emoji) ?? 0) + 1);

  return (
    <li
      className={`group flex flex-col ${own ? 'items-end' : 'items-start'} ${message.reactions.length ? 'mb-3' : ''}`}
      data-testid="message"
      data-message-id={message.id}
    >
      <div className={`relative flex max-w-[85%] items-end gap-1 sm:max-w-[70%] ${own ? 'flex-row-reverse' : ''}`}>
        <div
          onDoubleClick={() => {
            if (!canReact) return;
            // A double-click also selects the word under it: the reaction is what was meant.
            window.getSelection()?.removeAllRanges();
            setPicking(true);
          }}
          onPointerDown={startPress}
          onPointerUp={cancelPress}
          onPointerLeave={cancelPress}
          onPointerCancel={cancelPress}
          onContextMenu={(event) => picking && event.preventDefault()}
          className={`min-w-0 rounded-2xl px-3 py-2 text-sm shadow-sm select-text ${
            own
              ? 'rounded-br-sm bg-emerald-700 text-white dark:bg-emerald-400 dark:text-gray-950'
              : 'rounded-bl-sm bg-white text-gray-900 dark:bg-gray-800 dark:text-gray-100'
          }`}
        >
          {own ? null : <p className="sr-only">{senderName}:</p>}
          {message.message_type === 'IMAGE' ? (
            <div className="mb-1">
              <ChatImage
                src={message.localImage ?? message.image?.thumb_url ?? message.attachment}
                full={message.localImage ? null : (message.image?.url ?? message.attachment)}
                width={message.image?.width}
                height={message.image?.height}
                onLoad={onImageLoad}
              />
            </div>
          ) : null}
          {message.content && own ? <MessageContent content={message.content} own /> : null}
          {message.content && !own ? (
            <Translatable text={message.content} actionClassName="-ml-2 text-emerald-800 dark:text-emerald-300">
              {(shown) => <MessageContent content={shown} own={false} />}
            </Translatable>
          ) : null}
          {progress !== null && message.localState === 'sending' ? (
            <div className="mt-1 w-48 max-w-full">
              <UploadProgress percent={progress} label={t('bubble.uploading')} />
            </div>
          ) : null}
          <p
            className={`mt-1 flex items-center justify-end gap-1 text-[11px] ${own ? 'text-emerald-50 dark:text-gray-900' : 'text-gray-600 dark:text-gray-300'}`}
          >
            <time dateTime={message.created_at}>{f.date(message.created_at, 'time')}</time>
            {own ? <Status message={message} /> : null}
          </p>
          {message.localState === 'failed' ? (
            <button type="button" onClick={() => onRetry(message)} className="mt-1 text-xs font-semibold underline">
              {t('bubble.tryAgain')}
            </button>
          ) : null}
        </div>
        {canReact ? (
          <button
            ref={reactButton}
            type="button"
            aria-label={t('bubble.react')}
            aria-haspopup="true"
            aria-expanded={picking}
            onClick={() => setPicking(true)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-gray-600 opacity-0 group-hover:opacity-100 hover:bg-gray-200 focus:opacity-100 dark:text-gray-300 dark:hover:bg-gray-700"
          >
            <SmilePlus aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        {counts.size > 0 ? (
          <ul aria-label={t('bubble.reactions')} className={`absolute -bottom-3 flex gap-0.5 ${own ? 'right-10' : 'left-2'}`}>
            {[...counts].map(([emoji, count]) => (
              <li
                key={emoji}
                data-testid="reaction"
                className="rounded-full border border-gray-200 bg-white px-1.5 text-xs leading-5 shadow-sm dark:border-gray-700 dark:bg-gray-900"
              >
                {emoji}
                {count > 1 ? <span className="ml-0.5">{count}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* Below the bubble, in the flow: the later messages move down, so the picker hides neither
          the message it reacts to nor any other, on a phone as on a wide screen. */}
      {picking ? (
        <ReactionPicker
          mine={mine}
          withReactions={counts.size > 0}
          onClose={close}
          onPick={(emoji, byKey) => {
            close(byKey);
            onReact(message, emoji === mine ? null : emoji);
          }}
        />
      ) : null}
    </li>
  );
});
