import type { Db, Executor } from '@dwa/db/client';
import type { PrivateProfile } from '@dwa/shared/accounts';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersPage,
  type AdminUsersQuery,
} from '@dwa/shared/admin';
import type { UserType } from '@dwa/shared/catalogue';
import { toE164Ghana } from '@dwa/shared/fields';
import { pesewasToCedis } from '@dwa/shared/money';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { UsersService } from '../accounts/users.service';
import type { AuditService } from '../audit/audit.service';
import type { CourierService } from '../delivery/courier.service';
import { findAdminUser, searchUsers, userActivity, type AdminUserRow } from './admin-users.repo';

// People, as the admin console sees and manages them: the search, a user's page, and the decisions
// (type, deactivate, reactivate, verify). Each decision changes the account through the accounts
// module and writes one audit row in the same transaction; a decision that changes nothing writes
// none. Only an admin (through the API) or an operator (through the CLI) changes a user's type.
// Making someone a COURIER also approves their pending courier application, in the same transaction.

export type AdminUsersDeps = {
  db: Db;
  now: () => Date;
  users: Pick<UsersService, 'find' | 'setType' | 'setActive' | 'markVerified' | 'privateProfile'>;
  couriers: Pick<CourierService, 'approvePendingApplication'>;
  audit: Pick<AuditService, 'record'>;
  /** After the commit: an owner's listings appear or disappear (searches stop sharing older answers). */
  listingsChanged: () => void;
  /** After the commit: close the deactivated user's real-time sockets, on every API process. */
  endSessions: (userId: number) => void;
};

export type UserTypeChange = { user: PrivateProfile; previous: UserType };

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    user_type: row.userType,
    is_verified: row.isVerified,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    listings_count: row.listingsCount,
  };
}

const iso = (value: Date) => value.toISOString();

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, now, users, couriers, audit } = deps;

  async function adminUser(id: number, ex: Executor = db): Promise<AdminUser> {
    const row = await findAdminUser(ex, id);
    if (!row) throw new NotFoundError(M.notFound);
    return toAdminUser(row);
  }

  /** One decision on the account: `change` runs in the transaction, then the audit row. Null: nothing to change. */
  async function decide(
    admin: AuthUser,
    id: number,
    action: string,
    reason: string | null,
    change: (tx: Executor, at: Date) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | null>,
  ): Promise<{ user: AdminUser; changed: boolean }> {
    const at = now();
    return db.transaction(async (tx) => {
      const done = await change(tx, at);
      if (done) await audit.record(tx, { actor: admin, action, targetType: 'user', targetId: id, ...done, reason, at });
      return { user: await adminUser(id, tx), changed: done !== null };
    });
  }

  async function account(id: number, tx: Executor) {
    const user = await users.find({ id }, tx);
    if (!user) throw new NotFoundError(M.notFound);
    return user;
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const after = decodePageCursor(query.cursor);
      const rows = await searchUsers(db, {
        q: query.q || undefined,
        phone: query.q ? toE164Ghana(query.q) : null,
        userType: query.user_type,
        active: query.active === undefined ? undefined : query.active === 'true',
        beforeId: after?.id,
        limit: query.limit + 1,
      });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.id }));
      return { results: page.rows.map(toAdminUser), next_cursor: page.nextCursor };
    },

    async detail(id: number): Promise<AdminUserDetail> {
      const row = await findAdminUser(db, id);
      if (!row) throw new NotFoundError(M.notFound);
      const activity = await userActivity(db, id);
      return {
        user: {
          ...toAdminUser(row),
          business_name: row.businessName,
          address: row.address,
          last_sign_in_at: activity.lastSignInAt ? iso(activity.lastSignInAt) : null,
        },
        listings: activity.listings.map((item) => ({
          id: item.id,
          title: item.title,
          status: item.status,
          price: pesewasToCedis(item.pricePesewas),
          currency: 'GHS' as const,
          created_at: iso(item.createdAt),
        })),
        reports_against: activity.reports.map((report) => ({
          id: report.id,
          listing_id: report.listingId,
          listing_title: report.listingTitle,
          reason: report.reason,
          status: report.status,
          created_at: iso(report.createdAt),
        })),
        deliveries: activity.deliveries.map((job) => ({
          id: job.id,
          status: job.status,
          role: job.customerId === id ? ('customer' as const) : ('courier' as const),
          created_at: iso(job.createdAt),
        })),
        sign_ins: activity.signIns.map((entry) => ({
          created_at: iso(entry.createdAt),
          succeeded: entry.succeeded,
          ip: entry.ip,
          user_agent: entry.userAgent,
        })),
      };
    },

    /** `reviewerId`: the admin who asked, or null for the CLI (the audit log then says the system did). */
    async changeUserType(
      target: { id: number } | { email: string },
      userType: UserType,
      reviewerId: number | null = null,
    ): Promise<UserTypeChange> {
      const user = await users.find(target);
      if (!user) throw new NotFoundError(M.notFound);
      if (reviewerId !== null && user.id === reviewerId) throw new ConflictError(M.selfType);
      if (user.userType === userType) return { user: users.privateProfile(user), previous: user.userType };
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const row = await users.setType(tx, user.id, userType, at);
        if (!row) return undefined;
        if (userType === 'COURIER') await couriers.approvePendingApplication(tx, user.id, reviewerId, at);
        await audit.record(tx, {
          actor: reviewerId === null ? null : { id: reviewerId },
          action: 'user.type_changed',
          targetType: 'user',
          targetId: user.id,
          before: { user_type: user.userType },
          after: { user_type: userType },
          reason: reviewerId === null ? 'set-user-type (operator CLI)' : null,
          at,
        });
        return row;
      });
      if (!updated) throw new NotFoundError(M.notFound);
      return { user: users.privateProfile(updated), previous: user.userType };
    },

    /** Signs the user out everywhere at once and hides their listings from everyone else, until reactivated. */
    async deactivate(admin: AuthUser, id: number, reason: string): Promise<AdminUser> {
      if (admin.id === id) throw new ConflictError(M.selfDeactivate);
      const { user, changed } = await decide(admin, id, 'user.deactivated', reason, async (tx, at) => {
        const before = await account(id, tx);
        if (!before.isActive) return null;
        await users.setActive(tx, id, false, at);
        return { before: { is_active: true }, after: { is_active: false } };
      });
      if (changed) {
        deps.endSessions(id);
        deps.listingsChanged();
      }
      return user;
    },

    async reactivate(admin: AuthUser, id: number, reason: string | null): Promise<AdminUser> {
      const { user, changed } = await decide(admin, id, 'user.reactivated', reason, async (tx, at) => {
        const before = await account(id, tx);
        if (before.isActive) return null;
        await users.setActive(tx, id, true, at);
        return { before: { is_active: false }, after: { is_active: true } };
      });
      if (changed) deps.listingsChanged();
      return user;
    },

    async verify(admin: AuthUser, id: number): Promise<AdminUser> {
      const { user } = await decide(admin, id, 'user.verified', null, async (tx, at) => {
        const before = await account(id, tx);
        if (before.isVerified) return null;
        await users.markVerified(tx, id, at);
        return { before: { is_verified: false }, after: { is_verified: true } };
      });
      return user;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
