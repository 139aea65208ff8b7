import type { Db, Tx } from '@dwa/db/client';
import {
  SELLER_MESSAGES as M,
  type MySellerApplication,
  type SellerApplication,
  type SellerApplicationInput,
  type SellerApplicationStatus,
} from '@dwa/shared/sellers';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { UsersService } from '../accounts/users.service';
import type { AuditService } from '../audit/audit.service';
import type { NotificationService, NotifyText } from '../notifications/notifications.service';
import {
  decideApplication,
  findApplication,
  insertApplication,
  latestApplication,
  listApplications,
  type SellerApplicationRow,
} from './sellers.repo';

// Becoming a seller (issue 14). A customer files an application; with SELLER_APPROVAL=auto an
// applicant whose email is verified is approved at once by the system, in the transaction that makes
// them a SELLER (and the audit log says the system decided); otherwise it waits for an admin. The
// applicant is told either way. Nobody changes their own type through the profile API.

export type SellerApproval = 'auto' | 'manual';

export type SellersServiceDeps = {
  db: Db;
  now: () => Date;
  approval: SellerApproval;
  users: Pick<UsersService, 'find' | 'becomeSeller'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationService, 'notify'>;
};

/** What the applicant is told, in their language (ADR 079); an admin's reason stays as written. */
const NOTICES = {
  approved: { notice: { key: 'sellerApproved' }, link: '/post-listing' },
  refused: (reason: string | null) => ({
    notice: reason ? { key: 'sellerRefusedBecause', params: { reason } } : { key: 'sellerRefused' },
    link: '/become-a-seller',
  }),
} as const satisfies { approved: NotifyText & { link: string }; refused: (reason: string | null) => NotifyText & { link: string } };

export function toSellerApplication(row: SellerApplicationRow): SellerApplication {
  return {
    id: row.id,
    user_id: row.userId,
    business_name: row.businessName,
    business_type: row.businessType,
    business_registration_number: row.businessRegistrationNumber,
    business_address: row.businessAddress,
    region: row.region,
    phone: row.phone,
    about: row.about,
    status: row.status,
    reason: row.reason,
    decided_by: row.status === 'pending' ? null : row.reviewedBy === null ? 'system' : 'admin',
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

const cursorOf = (id: number) => Buffer.from(String(id)).toString('base64url');

export function createSellersService(deps: SellersServiceDeps) {
  const { db, now, users, audit, notifications } = deps;

  /** Approves in `tx`: the account becomes a SELLER with the application's business details. */
  async function approve(tx: Tx, application: SellerApplicationRow, reviewer: AuthUser | null, at: Date): Promise<SellerApplicationRow> {
    const decided = await decideApplication(tx, application.id, {
      status: 'approved',
      reason: null,
      reviewedBy: reviewer?.id ?? null,
      reviewedAt: at,
    });
    if (!decided) throw new ConflictError(M.reviewed);
    const before = await users.find({ id: application.userId }, tx);
    await users.becomeSeller(
      tx,
      application.userId,
      {
        name: application.businessName,
        type: application.businessType,
        registrationNumber: application.businessRegistrationNumber,
        address: application.businessAddress,
        phone: application.phone,
        description: application.about,
      },
      at,
    );
    await audit.record(tx, {
      actor: reviewer,
      action: 'seller_application.approve',
      targetType: 'seller_application',
      targetId: application.id,
      before: { status: 'pending', user_type: before?.userType ?? null },
      after: { status: 'approved', user_type: 'SELLER', user_id: application.userId },
      reason: reviewer ? null : 'SELLER_APPROVAL=auto and the email is verified',
      at,
    });
    await notifications.notify(tx, {
      userId: application.userId,
      type: 'support',
      kind: 'seller_application',
      ...NOTICES.approved,
      data: { seller_application_id: application.id, status: 'approved' },
      at,
    });
    return decided;
  }

  return {
    async apply(user: AuthUser, input: SellerApplicationInput): Promise<SellerApplication> {
      if (user.userType === 'SELLER' || user.userType === 'ADMIN') throw new ConflictError(M.alreadySeller);
      if (user.userType === 'COURIER') throw new ConflictError(M.courier);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const account = await users.find({ id: user.id }, tx);
        const created = await insertApplication(tx, {
          userId: user.id,
          businessName: input.business_name,
          businessType: input.business_type,
          businessRegistrationNumber: input.business_registration_number,
          businessAddress: input.business_address,
          region: input.region,
          phone: input.phone,
          about: input.about,
          createdAt: at,
        }).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ConflictError(M.pending);
          throw error;
        });
        return deps.approval === 'auto' && account?.isVerified ? approve(tx, created, null, at) : created;
      });
      return toSellerApplication(row);
    },

    async mine(user: AuthUser): Promise<MySellerApplication> {
      const row = await latestApplication(db, user.id);
      return { application: row ? toSellerApplication(row) : null, is_seller: user.userType === 'SELLER' || user.userType === 'ADMIN' };
    },

    async list(query: { status?: SellerApplicationStatus; cursor?: string; limit: number }) {
      let beforeId: number | undefined;
      if (query.cursor) {
        beforeId = Number(Buffer.from(query.cursor, 'base64url').toString('utf8'));
        if (!Number.isInteger(beforeId) || beforeId < 1)
          throw ValidationError.single(['query', 'cursor'], 'This page link is no longer valid. Start from the first page.');
      }
      const rows = await listApplications(db, query.status, { beforeId, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        results: page.map(({ application, applicant }) => ({
          ...toSellerApplication(application),
          applicant: { name: applicant.name, email: applicant.email, is_verified: applicant.isVerified },
        })),
        next_cursor: rows.length > query.limit && page.length > 0 ? cursorOf(page[page.length - 1]!.application.id) : null,
      };
    },

    async review(admin: AuthUser, id: number, decision: 'approve' | 'refuse', reason: string | null): Promise<SellerApplication> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const application = await findApplication(tx, id, { forUpdate: true });
        if (!application) throw new NotFoundError(M.notFound);
        if (application.status !== 'pending') throw new ConflictError(M.reviewed);
        if (decision === 'approve') return approve(tx, application, admin, at);
        const refused = await decideApplication(tx, id, { status: 'refused', reason, reviewedBy: admin.id, reviewedAt: at });
        if (!refused) throw new ConflictError(M.reviewed);
        await audit.record(tx, {
          actor: admin,
          action: 'seller_application.refuse',
          targetType: 'seller_application',
          targetId: id,
          before: { status: 'pending' },
          after: { status: 'refused' },
          reason,
          at,
        });
        await notifications.notify(tx, {
          userId: application.userId,
          type: 'support',
          kind: 'seller_application',
          ...NOTICES.refused(reason),
          data: { seller_application_id: id, status: 'refused' },
          at,
        });
        return refused;
      });
      return toSellerApplication(row);
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
