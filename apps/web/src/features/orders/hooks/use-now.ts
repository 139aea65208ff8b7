import { useEffect, useState } from 'react';

/** The time now, again every `everyMs` (a countdown's clock); stopped when `running` is false. */
export function useNow(everyMs: number, running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
