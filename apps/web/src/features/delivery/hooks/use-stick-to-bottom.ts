import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom. */
const SLACK_PX = 48;

/**
 * Keeps a chat list at its newest message: it scrolls down when `count` changes, and again when
 * something in it grows later (a photo that has loaded) if the reader was at the bottom. A reader who
 * scrolled up to older messages is left where they are.
 */
export function useStickToBottom(listRef: RefObject<HTMLElement | null>, count: number) {
  const atBottom = useRef(true);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (list) atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= SLACK_PX;
  }, [listRef]);

  const onGrow = useCallback(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [listRef]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atBottom.current = true;
  }, [listRef, count]);

  return { onScroll, onGrow };
}
