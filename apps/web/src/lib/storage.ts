// Browser storage that never throws (private modes and full quotas do) and one place for the auth keys.

export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_USER_ID_KEY = 'auth_user_id';
export const MESSAGING_STATE_KEY = 'messaging_state';
/** The listing a seller just posted (Recent Ads shows it at once): sessionStorage, removed at sign-out. */
export const RECENTLY_POSTED_KEY = 'recently_posted_listing';
/**
 * What belongs to the signed-in person (message text, names, a seller's phone, their pending post):
 * never longer than the sign-in (writePrivate keeps it where the token is, so without 'Remember me'
 * it ends with the browser) and removed with the token. Preferences (theme, language, currency,
 * tours, the splash) are not private and stay in localStorage.
 */
export const PRIVATE_KEYS = [MESSAGING_STATE_KEY, RECENTLY_POSTED_KEY] as const;
export type PrivateKey = (typeof PRIVATE_KEYS)[number];
const LEGACY_TOKEN_KEYS = ['token', 'accessToken'] as const;

export type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

const authListeners = new Set<() => void>();

function notifyAuth(): void {
  for (const listener of authListeners) listener();
}

/** Calls `listener` when the token changes, in this tab or in another one. */
export function subscribeAuth(listener: () => void): () => void {
  authListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || LEGACY_TOKEN_KEYS.some((key) => key === event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    authListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** 'Remember me' keeps the token in localStorage, otherwise sessionStorage; older builds used other keys. */
export function getAuthToken(): string | null {
  return (
    readStorage(AUTH_TOKEN_KEY) ||
    readStorage(AUTH_TOKEN_KEY, 'session') ||
    LEGACY_TOKEN_KEYS.map((key) => readStorage(key)).find(Boolean) ||
    null
  );
}

export function setAuthToken(token: string, options: { remember: boolean } = { remember: true }): void {
  const keep: Area = options.remember ? 'local' : 'session';
  removeStorage(AUTH_TOKEN_KEY, keep === 'local' ? 'session' : 'local');
  writeStorage(AUTH_TOKEN_KEY, token, keep);
  notifyAuth();
}

export function getAuthUserId(): string | null {
  return readStorage(AUTH_USER_ID_KEY) || readStorage(AUTH_USER_ID_KEY, 'session');
}

/** Where this sign-in keeps its token: localStorage when remembered (or an older build's key), else sessionStorage. */
export function authArea(): Area {
  return readStorage(AUTH_TOKEN_KEY) || LEGACY_TOKEN_KEYS.some((key) => readStorage(key)) ? 'local' : 'session';
}

const otherArea = (which: Area): Area => (which === 'local' ? 'session' : 'local');

/** A private value, read only from where the token is kept. */
export function readPrivate(key: PrivateKey): string | null {
  return readStorage(key, authArea());
}

/** Keeps a private value beside the token (never in the other storage), so it lasts exactly as long as the sign-in. */
export function writePrivate(key: PrivateKey, value: string): void {
  const keep = authArea();
  removeStorage(key, otherArea(keep));
  writeStorage(key, value, keep);
}

/** Removes every private value from both storages (a new sign-in, a new account, a sign-out). */
export function clearPrivate(): void {
  for (const which of ['local', 'session'] as const) for (const key of PRIVATE_KEYS) removeStorage(key, which);
}

/**
 * At start-up: private values in localStorage with no remembered token there are what a session
 * that ended (a closed browser, or an older build that kept them in localStorage) left behind: on a
 * shared computer the next person must not read them.
 */
export function forgetEndedSessions(): void {
  if (authArea() === 'local') return;
  for (const key of PRIVATE_KEYS) removeStorage(key, 'local');
}

/** Logout and an expired session: token (every key it may live under), user id and every private value. */
export function clearAuth(): void {
  for (const which of ['local', 'session'] as const) {
    removeStorage(AUTH_TOKEN_KEY, which);
    removeStorage(AUTH_USER_ID_KEY, which);
    for (const key of LEGACY_TOKEN_KEYS) removeStorage(key, which);
  }
  clearPrivate();
  notifyAuth();
}
