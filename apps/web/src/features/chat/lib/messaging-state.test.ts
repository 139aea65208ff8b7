import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuth, setAuthToken } from '../../../lib/storage';
import { KEEP_MESSAGES, loadMessagingState, saveMessagingState, userDirectory } from './messaging-state';
import type { MessagingState } from './messaging-state';
import { aConversation, aMessage } from '../../../testing/chat';

const state = (change: Partial<MessagingState> = {}): MessagingState => ({
  userId: '1',
  conversations: [aConversation()],
  messages: { '10': [aMessage()] },
  activeConversation: 10,
  unreadCount: 3,
  users: {},
  ...change,
});

// Signed in with 'Remember me' unless a test says otherwise.
beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('messaging state', () => {
  it('is saved under messaging_state and read back for the same auth_user_id', () => {
    localStorage.setItem('auth_user_id', '1');
    saveMessagingState(state());
    expect(JSON.parse(localStorage.getItem('messaging_state') ?? '{}')).toMatchObject({
      userId: '1',
      activeConversation: 10,
      unreadCount: 3,
    });
    expect(loadMessagingState()).toMatchObject({ userId: '1', unreadCount: 3, messages: { '10': [{ id: 1 }] } });
  });

  it('is never read back for another account, nor saved for one', () => {
    localStorage.setItem('auth_user_id', '1');
    saveMessagingState(state());
    expect(loadMessagingState('2')).toBeNull();
    expect(loadMessagingState(null)).toBeNull();
    localStorage.setItem('auth_user_id', '2');
    saveMessagingState(state({ unreadCount: 9 }));
    expect(JSON.parse(localStorage.getItem('messaging_state') ?? '{}').unreadCount).toBe(3);
  });

  it('ignores a damaged value', () => {
    localStorage.setItem('auth_user_id', '1');
    localStorage.setItem('messaging_state', '{not json');
    expect(loadMessagingState()).toBeNull();
  });

  it('keeps the latest messages, without those still sending', () => {
    localStorage.setItem('auth_user_id', '1');
    const many = Array.from({ length: KEEP_MESSAGES + 5 }, (_, index) => aMessage({ id: index + 1 }));
    saveMessagingState(state({ messages: { '10': [...many, aMessage({ id: -1, localState: 'sending' })], '99': [aMessage()] } }));
    const saved = loadMessagingState();
    expect(saved?.messages['10']).toHaveLength(KEEP_MESSAGES);
    expect(saved?.messages['10']?.at(-1)?.id).toBe(KEEP_MESSAGES + 5);
    expect(saved?.messages['99']).toBeUndefined();
  });

  it("without 'Remember me' is kept in sessionStorage only, so it ends with the browser", () => {
    setAuthToken('t', { remember: false });
    sessionStorage.setItem('auth_user_id', '1');
    saveMessagingState(state());
    expect(localStorage.getItem('messaging_state')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('messaging_state') ?? '{}')).toMatchObject({ userId: '1' });
    expect(loadMessagingState()).toMatchObject({ userId: '1' });
    clearAuth();
    expect(sessionStorage.getItem('messaging_state')).toBeNull();
  });

  it('is cleared with the session (logout)', () => {
    localStorage.setItem('auth_user_id', '1');
    saveMessagingState(state());
    clearAuth();
    expect(localStorage.getItem('messaging_state')).toBeNull();
  });

  it('keeps a directory of names and avatars by user id', () => {
    expect(userDirectory([aConversation()])).toEqual({ '1': { name: 'Kofi', avatar: null }, '2': { name: 'Ama', avatar: null } });
  });
});
