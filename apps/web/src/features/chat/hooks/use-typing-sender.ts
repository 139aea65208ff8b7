import { useCallback, useEffect, useRef } from 'react';
import { realtime } from '../../../lib/realtime';

/** Repeat 'typing' this often while the person keeps typing; 'stopped' after this long idle. */
export const TYPING_REPEAT_MS = 3_000;
export const TYPING_IDLE_MS = 2_500;

/**
 * Sends typing frames for the open conversation, debounced: one 'is_typing: true' per few seconds
 * while keys are pressed, one 'false' when the person pauses, sends or leaves.
 */
export function useTypingSender(conversationId: number | null) {
  const lastSent = useRef(0);
  const idle = useRef<number | null>(null);
  const active = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (idle.current !== null) window.clearTimeout(idle.current);
    idle.current = null;
    if (active.current !== null) realtime.send({ type: 'typing', conversation_id: active.current, is_typing: false });
    active.current = null;
    lastSent.current = 0;
  }, []);

  const typed = useCallback(() => {
    if (conversationId === null) return;
    const now = Date.now();
    if (active.current !== conversationId || now - lastSent.current > TYPING_REPEAT_MS) {
      if (realtime.send({ type: 'typing', conversation_id: conversationId, is_typing: true })) {
        active.current = conversationId;
        lastSent.current = now;
      }
    }
    if (idle.current !== null) window.clearTimeout(idle.current);
    idle.current = window.setTimeout(stop, TYPING_IDLE_MS);
  }, [conversationId, stop]);

  useEffect(() => stop, [conversationId, stop]);
  return { typed, stop };
}
