import { count } from 'drizzle-orm';
import { auditLog } from '@dwa/db/schema';
import type { TestContext } from '../helpers';
import type { TestUser } from './users';

// The admin console's requests by name, and the audit log's size (each decision adds exactly one row).

export function adminRequests(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Pick<TestUser, 'auth'> | null, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: who ? who.auth : {}, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    users: (query: string, who: Pick<TestUser, 'auth'> | null) => call('GET', `/admin/users${query}`, who),
    user: (id: number, who: Pick<TestUser, 'auth'> | null) => call('GET', `/admin/users/${id}`, who),
    deactivate: (id: number, who: Pick<TestUser, 'auth'> | null, reason: unknown = 'Selling counterfeit phones') =>
      call('POST', `/admin/users/${id}/deactivate`, who, { reason }),
    reactivate: (id: number, who: Pick<TestUser, 'auth'> | null, payload: object = {}) =>
      call('POST', `/admin/users/${id}/reactivate`, who, payload),
    verify: (id: number, who: Pick<TestUser, 'auth'> | null) => call('POST', `/admin/users/${id}/verify`, who),
    setType: (id: number, who: Pick<TestUser, 'auth'> | null, userType: string) =>
      call('PATCH', `/admin/users/${id}`, who, { user_type: userType }),
    overview: (who: Pick<TestUser, 'auth'> | null) => call('GET', '/admin/overview', who),
    locked: (query: string, who: Pick<TestUser, 'auth'> | null) => call('GET', `/admin/delivery/requests${query}`, who),
  };
}

export async function auditCount(ctx: TestContext): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}
