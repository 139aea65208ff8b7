import { useEffect, useRef } from 'react';
import { REACTIONS } from '@dwa/shared/chat-constants';
import type { Reaction } from '@dwa/shared/chat';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

const LABELS = {
  '👍': 'react.thumbsUp',
  '❤️': 'react.heart',
  '😂': 'react.laughing',
  '😮': 'react.surprised',
  '😢': 'react.sad',
  '😡': 'react.angry',
} as const satisfies Record<Reaction, string>;

type Props = {
  mine: string | null;
  /** The bubble shows its reactions just under it: the picker leaves room for them. */
  withReactions: boolean;
  /** `byKey` when chosen with the keyboard (a click with no pointer). */
  onPick: (emoji: Reaction, byKey: boolean) => void;
  /** `byKey` when Escape closed it: focus goes back to where the person was. */
  onClose: (byKey: boolean) => void;
};

/**
 * The six reactions, under the message (its parent puts it in the flow, so it covers no message).
 * Escape or a click elsewhere closes it. The chosen one shows as pressed.
 */
export function ReactionPicker({ mine, withReactions, onPick, onClose }: Props) {
  const t = useT(chatMessages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In view even under the last message of the list, without moving the page around it.
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('react.label')}
      className={`${withReactions ? 'mt-4' : 'mt-1'} flex max-w-full flex-wrap justify-center gap-0.5 rounded-3xl border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800`}
    >
      {REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={t(LABELS[emoji])}
          aria-pressed={mine === emoji}
          onClick={(event) => onPick(emoji, event.detail === 0)}
          className={`inline-flex size-9 items-center justify-center rounded-full text-xl hover:bg-gray-100 dark:hover:bg-gray-700 ${mine === emoji ? 'bg-emerald-100 dark:bg-emerald-900' : ''}`}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
