import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canSell } from '@dwa/shared/catalogue';
import { meQueryOptions } from '../lib/me';
import type { Me } from '../lib/me';
import { getAuthToken, subscribeAuth } from '../lib/storage';

// The one subscription to the stored token (lib/storage: 'Remember me' keeps it in localStorage,
// otherwise sessionStorage; lib/http clears it on a 401). Every feature and the app shell read the
// session here.

/** The stored token, kept current across sign-in, sign-out, an expired session and other tabs. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAuthToken, () => null);
}

/** Who asks, for query keys: answers that depend on the caller never show for the next person. */
export type ViewerKey = string;

export function useViewerKey(): ViewerKey {
  return useAuthToken() ?? 'anonymous';
}

export type Session =
  { status: 'signed-out'; user: null } | { status: 'loading'; user: null } | { status: 'signed-in'; user: Me; isSeller: boolean };

/** Signed in means a stored token whose profile loaded; any failure to load it counts as signed out. */
export function useSession(): Session {
  const token = useAuthToken();
  const query = useQuery(meQueryOptions(token));
  if (!token) return { status: 'signed-out', user: null };
  if (query.data) return { status: 'signed-in', user: query.data, isSeller: canSell(query.data.userType) };
  if (query.isError) return { status: 'signed-out', user: null };
  return { status: 'loading', user: null };
}
