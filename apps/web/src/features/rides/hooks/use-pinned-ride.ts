import { useCallback, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * The ride kept on the rider's screen after it ends (to see the fare and rate the driver) until they
 * press Done: kept in this tab's sessionStorage, per person, so a reload does not lose the rating form.
 */
export function usePinnedRide(userId: string): [number | null, (id: number | null) => void] {
  const key = `ride_pinned_${userId}`;
  const [pinned, setPinned] = useState<number | null>(() => {
    const stored = Number(readStorage(key, 'session'));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const pin = useCallback(
    (id: number | null) => {
      setPinned(id);
      if (id === null) removeStorage(key, 'session');
      else writeStorage(key, String(id), 'session');
    },
    [key],
  );
  return [pinned, pin];
}
