import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

// A small preference kept in localStorage (currency, language, dismissed notices), shared live by
// every component that reads the same key, and across tabs.

const listeners = new Map<string, Set<() => void>>();

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalSetting<T extends string>(key: string, fallback: T, allowed?: readonly T[]): [T, (value: T) => void] {
  const read = useCallback((): T => {
    const stored = readStorage(key);
    if (stored === null) return fallback;
    if (allowed && !allowed.includes(stored as T)) return fallback;
    return stored as T;
  }, [key, fallback, allowed]);
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    read,
    () => fallback,
  );
  const setValue = useCallback(
    (next: T) => {
      writeStorage(key, next);
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [key],
  );
  return [value, setValue];
}
