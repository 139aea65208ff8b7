import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuthToken, setAuthToken, subscribeAuth } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth token storage', () => {
  it('reads auth_token from localStorage, then sessionStorage, then the legacy keys', () => {
    expect(getAuthToken()).toBeNull();
    localStorage.setItem('accessToken', 'legacy-2');
    expect(getAuthToken()).toBe('legacy-2');
    localStorage.setItem('token', 'legacy-1');
    expect(getAuthToken()).toBe('legacy-1');
    sessionStorage.setItem('auth_token', 'session');
    expect(getAuthToken()).toBe('session');
    localStorage.setItem('auth_token', 'local');
    expect(getAuthToken()).toBe('local');
  });

  it('keeps the token in sessionStorage unless remembered', () => {
    setAuthToken('t1', { remember: false });
    expect(sessionStorage.getItem('auth_token')).toBe('t1');
    expect(localStorage.getItem('auth_token')).toBeNull();
    setAuthToken('t2', { remember: true });
    expect(localStorage.getItem('auth_token')).toBe('t2');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('clears the token under every key, the user id and the messaging state, and notifies', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    localStorage.setItem('auth_token', 'a');
    sessionStorage.setItem('auth_token', 'b');
    localStorage.setItem('token', 'c');
    localStorage.setItem('auth_user_id', '7');
    localStorage.setItem('messaging_state', '{}');
    localStorage.setItem('theme', 'dark');
    clearAuth();
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem('auth_user_id')).toBeNull();
    expect(localStorage.getItem('messaging_state')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
