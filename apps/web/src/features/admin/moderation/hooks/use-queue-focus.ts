import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { indexAfterRemoval, movedIndex, queueCommand } from '../lib/queue-keys';

type Options<A extends string> = {
  /** Each item's key, in order. */
  keys: readonly string[];
  /** Letters and what they do to the item that has focus. */
  actions?: Readonly<Record<string, A>>;
  onAction?: (action: A, index: number) => void;
  /** While a dialog is open, focus waits for it to give the page back. */
  paused?: boolean;
  /** Where focus goes when the last item was decided. */
  onEmpty?: () => void;
};

/**
 * Roving focus over a queue's items: one item is in the tab order, keys move focus, and once an item
 * is decided and leaves the list, the one that took its place gets focus.
 */
export function useQueueFocus<A extends string>({ keys, actions = {}, onAction, paused = false, onEmpty }: Options<A>) {
  const items = useRef<(HTMLElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const decided = useRef<{ key: string; index: number } | null>(null);
  const activeIndex = Math.min(active, Math.max(keys.length - 1, 0));
  const signature = keys.join('\u0000');

  const focusItem = useCallback((index: number) => {
    setActive(index);
    items.current[index]?.focus();
  }, []);

  useEffect(() => {
    const pending = decided.current;
    if (!pending || paused || keys.includes(pending.key)) return;
    decided.current = null;
    const index = indexAfterRemoval(pending.index, keys.length);
    if (index >= 0) focusItem(index);
    else onEmpty?.();
    // `signature` stands for `keys`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, paused, focusItem]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const command = queueCommand(event, actions);
    if (!command) return;
    const from = itemIndexOf(event.target) ?? activeIndex;
    if ('move' in command) {
      event.preventDefault();
      const index = movedIndex(from, keys.length, command.move);
      if (index >= 0) focusItem(index);
      return;
    }
    if (from < 0 || from >= keys.length) return;
    event.preventDefault();
    onAction?.(command.action, from);
  }

  function itemIndexOf(target: EventTarget | null): number | null {
    const index = items.current.findIndex((item) => item !== null && target instanceof Node && item.contains(target));
    return index >= 0 ? index : null;
  }

  return {
    activeIndex,
    onKeyDown,
    /** Props of the item at `index` (QueueItemProps): its ref, its place in the tab order and its focus tracking. */
    itemProps: (index: number) => ({
      itemRef: (node: HTMLElement | null) => {
        items.current[index] = node;
      },
      tabIndex: index === activeIndex ? 0 : -1,
      onFocus: () => setActive(index),
    }),
    /** Call when the item at `index` is being decided: once it leaves the list, focus moves on. */
    markDecided: (index: number) => {
      const key = keys[index];
      if (key !== undefined) decided.current = { key, index };
    },
    /** The decision failed: focus stays where it is. */
    clearDecided: () => {
      decided.current = null;
    },
  };
}
