import { queryOptions } from '@tanstack/react-query';
import { ApiError, http } from './http';

// GET /api/v1/users/me: the signed-in user's profile, answered in snake_case. The header, the guards
// and every feature that needs to know who is signed in read it through hooks/use-session.

export type Me = {
  userId: string;
  name: string;
  email: string;
  userType: string;
  profilePicture: string | null;
};

type MeBody = Partial<
  Record<'user_id' | 'id' | 'name' | 'username' | 'email' | 'user_type' | 'role' | 'profile_picture' | 'avatar', unknown>
>;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function toMe(body: MeBody): Me {
  const email = text(body.email);
  return {
    userId: text(body.user_id ?? body.id),
    name: text(body.name) || text(body.username) || email || 'User',
    email,
    userType: text(body.user_type ?? body.role) || 'CUSTOMER',
    profilePicture: text(body.profile_picture ?? body.avatar) || null,
  };
}

export async function getMe(): Promise<Me> {
  return toMe(await http.get<MeBody>('/api/v1/users/me'));
}

export const meQueryKey = ['auth', 'me'] as const;

export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...meQueryKey, token],
    queryFn: getMe,
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    // A refused or missing profile is an answer, not a hiccup: asking again would only loop.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
}
