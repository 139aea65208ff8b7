import {
  DELIVERY_MESSAGES as M,
  type CourierApplication,
  type CourierApplicationInput,
  type CourierApplicationQuery,
  type CourierProfile,
  type CourierStatusInput,
  type SupportTicket,
  type SupportTicketQuery,
} from '@dwa/shared/delivery';
import type { NotificationKind } from '@dwa/shared/notifications';
import type { CourierSettings, CourierSettingsValues } from '@dwa/shared/delivery-courier-settings';
import { knownAreas, knownAvailability } from '@dwa/shared/delivery-courier-settings-rules';
import type { Db, Executor } from '@dwa/db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { UsersService } from '../accounts/users.service';
import type { AuditService } from '../audit/audit.service';
import type { Notice } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { toApplication, toCourierProfile, toTicket } from './delivery-view';
import {
  findApplication,
  insertApplication,
  latestApplication,
  listApplications,
  updateApplication,
  type ApplicationRow,
} from './courier.repo';
import {
  findTicket,
  listTickets,
  partiesByIds,
  profilesByIds,
  ratingSummaries,
  updateTicket,
  upsertProfile,
  type ProfileRow,
} from './delivery.repo';
import type { DeliveryService } from './delivery.service';

// Couriers: availability and position, the 'Become a Courier' application and its review by an
// admin (approval makes the account a COURIER and creates its profile, in one transaction), and the
// admins' support-ticket queue.

export type CourierDeps = {
  db: Db;
  now: () => Date;
  deliveries: Pick<DeliveryService, 'courierMoved' | 'announceJobs'>;
  users: Pick<UsersService, 'find' | 'setType'>;
  notifications: Pick<NotificationService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
};

/**
 * What the applicant is told, under its own notification kind (the listing kinds mean other things),
 * in their language (ADR 079).
 */
export const REVIEW_NOTICES = {
  approved: { kind: 'courier_application', notice: { key: 'courierApproved' }, link: '/delivery-request' },
  rejected: { kind: 'courier_application', notice: { key: 'courierRejected' }, link: '/delivery#delivery-courier' },
} as const satisfies Record<'approved' | 'rejected', { kind: NotificationKind; notice: Notice; link: string }>;

export function createCourierService(deps: CourierDeps) {
  const { db, now, deliveries, users, notifications, audit } = deps;

  /** The applicant becomes a COURIER (an admin's account keeps its role) with a profile made from the application. */
  async function makeCourier(tx: Executor, application: ApplicationRow, at: Date) {
    const user = await users.find({ id: application.userId }, tx);
    if (user && user.userType !== 'ADMIN' && user.userType !== 'COURIER') await users.setType(tx, application.userId, 'COURIER', at);
    await upsertProfile(tx, {
      userId: application.userId,
      phone: application.phone,
      vehicleType: application.vehicleType,
      region: application.region,
      createdAt: at,
      updatedAt: at,
    });
  }

  async function profileOf(userId: number): Promise<CourierProfile> {
    const [[party], profiles, summaries] = await Promise.all([
      partiesByIds(db, [userId]),
      profilesByIds(db, [userId]),
      ratingSummaries(db, [userId]),
    ]);
    if (!party) throw new NotFoundError('User not found');
    return toCourierProfile(party, profiles[0], summaries.get(userId));
  }

  function requireCourier(user: AuthUser): void {
    if (user.userType !== 'COURIER') throw new ForbiddenError(M.notCourier);
  }

  function toSettings(profile: ProfileRow | undefined): CourierSettings {
    return {
      vehicle_type: profile?.vehicleType ?? null,
      plate: profile?.plate ?? null,
      areas: knownAreas(profile?.areas ?? []),
      availability: knownAvailability(profile?.availability ?? null),
    };
  }

  return {
    /**
     * The account became a COURIER some other way (an admin's PATCH /admin/users/{id}, the CLI): its
     * pending application, if any, is approved with it and the courier profile is made from it, in the
     * caller's transaction, so the admins' queue does not keep asking about it.
     */
    async approvePendingApplication(tx: Executor, userId: number, reviewerId: number | null, at: Date): Promise<boolean> {
      const application = await latestApplication(tx, userId);
      if (!application || application.status !== 'pending') return false;
      await updateApplication(tx, application.id, { status: 'approved', reviewedBy: reviewerId, reviewedAt: at });
      await upsertProfile(tx, {
        userId,
        phone: application.phone,
        vehicleType: application.vehicleType,
        region: application.region,
        createdAt: at,
        updatedAt: at,
      });
      await notifications.notify(tx, {
        userId,
        type: 'support',
        ...REVIEW_NOTICES.approved,
        data: { courier_application_id: application.id, status: 'approved' },
        at,
      });
      return true;
    },

    async settings(user: AuthUser): Promise<CourierSettings> {
      requireCourier(user);
      const [profile] = await profilesByIds(db, [user.id]);
      return toSettings(profile);
    },

    /** Vehicle, plate, served regions and usual hours; the job board follows the regions at once. */
    async saveSettings(user: AuthUser, input: CourierSettingsValues): Promise<CourierSettings> {
      requireCourier(user);
      const at = now();
      const { vehicle_type: vehicleType, plate, areas, availability } = input;
      const profile = await upsertProfile(db, { userId: user.id, vehicleType, plate, areas, availability, createdAt: at, updatedAt: at });
      await deliveries.announceJobs(db);
      return toSettings(profile);
    },

    async me(user: AuthUser): Promise<CourierProfile> {
      requireCourier(user);
      return profileOf(user.id);
    },

    /** Online/offline and, when the browser shares it, the position (customers on its jobs see it live). */
    async setStatus(user: AuthUser, input: CourierStatusInput): Promise<CourierProfile> {
      requireCourier(user);
      const at = now();
      const [before] = await profilesByIds(db, [user.id]);
      const moved = input.lat != null && input.lng != null;
      await upsertProfile(db, {
        userId: user.id,
        online: input.online,
        ...(moved ? { lat: input.lat, lng: input.lng, locationUpdatedAt: at } : {}),
        updatedAt: at,
      });
      if (moved) await deliveries.courierMoved(user.id, input.lat!, input.lng!, at).catch(() => undefined);
      if (before?.online !== input.online) await deliveries.announceJobs(db);
      return profileOf(user.id);
    },

    async apply(user: AuthUser, input: CourierApplicationInput): Promise<CourierApplication> {
      if (user.userType === 'COURIER') throw new ConflictError(M.alreadyCourier);
      if (user.userType === 'ADMIN') throw new ConflictError(M.adminCannotApply);
      try {
        const row = await insertApplication(db, {
          userId: user.id,
          name: input.name,
          phone: input.phone,
          vehicleType: input.vehicle_type,
          region: input.region,
          createdAt: now(),
        });
        return toApplication(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.applicationPending);
        throw error;
      }
    },

    async myApplication(user: AuthUser): Promise<{ application: CourierApplication | null; is_courier: boolean }> {
      const row = await latestApplication(db, user.id);
      return { application: row ? toApplication(row) : null, is_courier: user.userType === 'COURIER' };
    },

    /** Newest first, paged by cursor (a cursor this server did not write is a 422). */
    async listApplications(query: CourierApplicationQuery) {
      const before = decodePageCursor(query.cursor);
      const rows = await listApplications(db, { status: query.status, beforeId: before?.id, limit: query.limit + 1 });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.application.id }));
      return { items: page.rows.map((row) => ({ ...toApplication(row.application), email: row.email })), next_cursor: page.nextCursor };
    },

    async review(admin: AuthUser, id: number, decision: 'approved' | 'rejected'): Promise<CourierApplication> {
      const at = now();
      return db.transaction(async (tx) => {
        const application = await findApplication(tx, id, { forUpdate: true });
        if (!application) throw new NotFoundError(M.applicationNotFound);
        if (application.status !== 'pending') throw new ConflictError(M.applicationReviewed);
        const updated = await updateApplication(tx, id, { status: decision, reviewedBy: admin.id, reviewedAt: at });
        if (decision === 'approved') await makeCourier(tx, application, at);
        await audit.record(tx, {
          actor: admin,
          action: decision === 'approved' ? 'courier_application.approve' : 'courier_application.reject',
          targetType: 'courier_application',
          targetId: id,
          before: { status: 'pending' },
          after: { status: decision, user_id: application.userId },
          at,
        });
        await notifications.notify(tx, {
          userId: application.userId,
          type: 'support',
          ...REVIEW_NOTICES[decision],
          data: { courier_application_id: id, status: decision },
          at,
        });
        return toApplication(updated);
      });
    },

    /** Newest first, paged by cursor (a cursor this server did not write is a 422). */
    async listTickets(query: SupportTicketQuery) {
      const before = decodePageCursor(query.cursor);
      const rows = await listTickets(db, { status: query.status, beforeId: before?.id, limit: query.limit + 1 });
      const page = pageOf(rows, query.limit, (row) => ({ at: null, id: row.ticket.id }));
      return {
        items: page.rows.map((row) => ({
          ...toTicket(row.ticket),
          reporter_name: row.reporterName,
          delivery_status: row.deliveryStatus,
          ride_status: row.rideStatus,
        })),
        next_cursor: page.nextCursor,
      };
    },

    async updateTicket(admin: AuthUser, id: number, status: SupportTicket['status']): Promise<SupportTicket> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const before = await findTicket(tx, id);
        if (!before) throw new NotFoundError(M.ticketNotFound);
        const updated = await updateTicket(
          tx,
          id,
          status === 'resolved' ? { status, resolvedAt: at, resolvedBy: admin.id } : { status, resolvedAt: null, resolvedBy: null },
        );
        if (!updated) throw new NotFoundError(M.ticketNotFound);
        await audit.record(tx, {
          actor: admin,
          action: 'support_ticket.updated',
          targetType: 'support_ticket',
          targetId: id,
          before: { status: before.status },
          after: { status },
          at,
        });
        return updated;
      });
      return toTicket(row);
    },
  };
}

export type CourierService = ReturnType<typeof createCourierService>;
