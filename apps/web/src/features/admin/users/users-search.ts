import { USER_TYPES } from '@dwa/shared/catalogue';
import type { AdminUsersSearch } from '../../../config/paths';

// The user list's filters live in the address (?q=&type=&active=): Back from a user's page returns
// to the same search. Anything the server would refuse is dropped here rather than sent.

export type UserType = (typeof USER_TYPES)[number];
export type UsersFilters = { q: string; userType: UserType | ''; active: 'true' | 'false' | '' };

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const type = (params.get('type') ?? '').toUpperCase();
  const active = params.get('active') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    userType: isUserType(type) ? type : '',
    active: active === 'true' || active === 'false' ? active : '',
  };
}

/** The address's search for these filters (empty ones left out). */
export function usersSearch(filters: UsersFilters): AdminUsersSearch {
  return { q: filters.q.trim() || undefined, type: filters.userType || undefined, active: filters.active || undefined };
}

/** The API's query string for one page. */
export function usersApiQuery(filters: UsersFilters, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.userType) query.set('user_type', filters.userType);
  if (filters.active) query.set('active', filters.active);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', '25');
  return query.toString();
}
