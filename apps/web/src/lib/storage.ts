// Browser storage that never throws (private modes and full quotas do) and one place for the auth keys.

export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_USER_ID_KEY = 'auth_user_id';
export const MESSAGING_STATE_KEY = 'messaging_state';
const LEGACY_TOKEN_KEYS = ['token', 'accessToken'] as const;

type Area = 'local' | 'session';

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

/** Logout and an expired session: token (every key it may live under), user id and messaging state. */
export function clearAuth(): void {
  for (const which of ['local', 'session'] as const) {
    removeStorage(AUTH_TOKEN_KEY, which);
    removeStorage(AUTH_USER_ID_KEY, which);
    for (const key of LEGACY_TOKEN_KEYS) removeStorage(key, which);
  }
  removeStorage(MESSAGING_STATE_KEY);
  notifyAuth();
}
