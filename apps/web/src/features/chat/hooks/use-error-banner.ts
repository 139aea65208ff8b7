import { useCallback, useEffect, useState } from 'react';

export const CHAT_ERROR_MS = 5_000;

/** One error at a time; each new one shows for 5 seconds. */
export function useErrorBanner() {
  const [error, setError] = useState<{ message: string; at: number } | null>(null);
  const show = useCallback((message: string) => setError({ message, at: Date.now() }), []);
  const clear = useCallback(() => setError(null), []);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), CHAT_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  return { error: error?.message ?? null, show, clear };
}
