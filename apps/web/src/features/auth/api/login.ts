import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '@dwa/shared/accounts';
import { ApiError, http } from '../../../lib/http';
import { meQueryKey, meQueryOptions } from '../../../lib/me';
import { AUTH_USER_ID_KEY, clearPrivate, removeStorage, setAuthToken, writeStorage } from '../../../lib/storage';

// POST /api/v1/auth/login, and what a successful sign-in leaves behind: the token (localStorage with
// 'Remember me', sessionStorage without, so it ends with the browser), the user id next to it, no
// private data of an earlier user (messaging state, a just-posted listing), and the header's profile loaded.

export type LoginOutcome = { kind: 'signed-in'; answer: LoginAnswer } | { kind: 'needs-otp'; userId: number; message: string };

/** An unverified account answers 403 with 'otp' in its detail (and a new code is mailed). */
export function unverifiedUserId(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.detail.toLowerCase().includes('otp')) return null;
  const userId = (error.body as { user_id?: unknown } | null)?.user_id;
  return typeof userId === 'number' && userId > 0 ? userId : null;
}

export async function login(email: string, password: string): Promise<LoginOutcome> {
  try {
    const answer = await http.post<LoginAnswer>('/api/v1/auth/login', { email: email.trim(), password }, { auth: false });
    return { kind: 'signed-in', answer };
  } catch (error) {
    const userId = unverifiedUserId(error);
    if (userId !== null && error instanceof ApiError) return { kind: 'needs-otp', userId, message: error.detail };
    throw error;
  }
}

export function saveSession(answer: LoginAnswer, remember: boolean): void {
  const keep = remember ? 'local' : 'session';
  removeStorage(AUTH_USER_ID_KEY, remember ? 'session' : 'local');
  writeStorage(AUTH_USER_ID_KEY, String(answer.user_id), keep);
  clearPrivate();
  setAuthToken(answer.access_token, { remember });
}

/** Keeps a session the API answered (a password sign-in, or an SMS code's: api/phone.ts). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: LoginAnswer, remember: boolean): Promise<void> => {
      queryClient.removeQueries({ queryKey: meQueryKey });
      saveSession(answer, remember);
      await queryClient.prefetchQuery(meQueryOptions(answer.access_token));
    },
    [queryClient],
  );
}

/** Signs in and keeps the session; answers the outcome so the page can move to its code step. */
export function useLogin() {
  const startSession = useStartSession();
  return useCallback(
    async (email: string, password: string, remember: boolean): Promise<LoginOutcome> => {
      const outcome = await login(email, password);
      if (outcome.kind === 'signed-in') await startSession(outcome.answer, remember);
      return outcome;
    },
    [startSession],
  );
}
