import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, forgetEndedSessions, getAuthToken, readPrivate, setAuthToken, subscribeAuth, writePrivate } from './storage';

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
    sessionStorage.setItem('messaging_state', '{}');
    sessionStorage.setItem('recently_posted_listing', '{}');
    localStorage.setItem('theme', 'dark');
    clearAuth();
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem('auth_user_id')).toBeNull();
    expect(localStorage.getItem('messaging_state')).toBeNull();
    expect(sessionStorage.getItem('messaging_state')).toBeNull();
    expect(sessionStorage.getItem('recently_posted_listing')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('private values', () => {
  it('are kept in sessionStorage beside a token that is not remembered, never in localStorage', () => {
    setAuthToken('t', { remember: false });
    localStorage.setItem('messaging_state', 'left by an older build');
    writePrivate('messaging_state', 'chat');
    expect(sessionStorage.getItem('messaging_state')).toBe('chat');
    expect(localStorage.getItem('messaging_state')).toBeNull();
    expect(readPrivate('messaging_state')).toBe('chat');
  });

  it('are kept in localStorage beside a remembered token, and read only from there', () => {
    setAuthToken('t', { remember: true });
    writePrivate('messaging_state', 'chat');
    expect(localStorage.getItem('messaging_state')).toBe('chat');
    expect(sessionStorage.getItem('messaging_state')).toBeNull();
    sessionStorage.setItem('recently_posted_listing', 'x');
    localStorage.removeItem('auth_token');
    sessionStorage.setItem('auth_token', 't');
    expect(readPrivate('messaging_state')).toBeNull();
  });

  it('left in localStorage by a session that ended are forgotten at start-up; a remembered one keeps them', () => {
    localStorage.setItem('messaging_state', 'chat');
    localStorage.setItem('theme', 'dark');
    forgetEndedSessions();
    expect(localStorage.getItem('messaging_state')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    setAuthToken('t', { remember: true });
    localStorage.setItem('messaging_state', 'chat');
    forgetEndedSessions();
    expect(localStorage.getItem('messaging_state')).toBe('chat');
  });
});
