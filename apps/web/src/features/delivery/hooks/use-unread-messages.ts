import { useEffect, useRef, useState } from 'react';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { realtime } from '../../../lib/realtime';

/**
 * Chat messages from the other side that arrived live while the Messages tab was closed: the tab
 * shows how many. Opening the tab (`reading`) clears the count; my own messages never count.
 */
export function useUnreadMessages(reading: boolean): number {
  const [count, setCount] = useState(0);
  const [wasReading, setWasReading] = useState(reading);
  const readingRef = useRef(reading);
  if (reading !== wasReading) {
    setWasReading(reading);
    if (reading) setCount(0);
  }
  useEffect(() => {
    readingRef.current = reading;
  }, [reading]);
  useEffect(
    () =>
      realtime.subscribe('delivery_message', (frame) => {
        const message = frame.message as DeliveryMessage | undefined;
        if (message?.is_mine === false && !readingRef.current) setCount((old) => old + 1);
      }),
    [],
  );
  return reading ? 0 : count;
}
