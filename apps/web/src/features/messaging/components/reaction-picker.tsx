import { useEffect, useRef } from 'react';
import { REACTIONS } from '@dwa/shared/chat-constants';
import type { Reaction } from '@dwa/shared/chat';

const LABELS: Record<Reaction, string> = { '👍': 'Thumbs up', '❤️': 'Heart', '😂': 'Laughing', '😮': 'Surprised', '😢': 'Sad', '😡': 'Angry' };

/** The six reactions; Escape or a click elsewhere closes it. The chosen one shows as pressed. */
export function ReactionPicker({ mine, onPick, onClose, alignEnd }: { mine: string | null; onPick: (emoji: Reaction) => void; onClose: () => void; alignEnd: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
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
      aria-label="React to this message"
      className={`absolute -top-12 z-10 flex gap-0.5 rounded-full border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800 ${alignEnd ? 'right-0' : 'left-0'}`}
    >
      {REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={LABELS[emoji]}
          aria-pressed={mine === emoji}
          onClick={() => onPick(emoji)}
          className={`inline-flex size-9 items-center justify-center rounded-full text-xl hover:bg-gray-100 dark:hover:bg-gray-700 ${mine === emoji ? 'bg-emerald-100 dark:bg-emerald-900' : ''}`}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
