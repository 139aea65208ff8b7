import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** Seconds left until `expiresAt`, ticking each second until it reaches 0. */
export function useCountdown(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  const done = left <= 0;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return left;
}
