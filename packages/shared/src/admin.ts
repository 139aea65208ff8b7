import { z } from 'zod';
import { LISTING_STATUSES, USER_TYPES } from './catalogue';
import { DELIVERY_STATUSES } from './delivery';
import { cleanText } from './input-text';
import { coded } from './coded';

// The admin console's users, overview and locked deliveries (issue 14, helper A of
// .tmp/admin-contract.md). Paged lists answer `{ results, next_cursor }`.

export const ADMIN_USER_MESSAGES = {
  selfDeactivate: coded('admin.self_deactivate', 'You cannot deactivate your own account.'),
  selfType: coded('admin.self_type', 'You cannot change your own account type.'),
  notFound: coded('admin.not_found', 'User not found.'),
  reason: coded('admin.reason', 'Give a reason of 3 to 500 characters.'),
  search: coded('admin.search', 'Search with at most 100 characters.'),
  active: coded('admin.active_flag', "active is 'true' or 'false'."),
  cursor: coded('admin.cursor', 'This page link is no longer valid. Start from the first page.'),
} as const;
const M = ADMIN_USER_MESSAGES;

/** PostgreSQL refuses a NUL in text: it is dropped, and the text trimmed. */

const limitField = z
  .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100))
  .default(50);
const cursorField = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, M.cursor)
  .optional();

export const adminUsersQuerySchema = z.object({
  q: z.string().transform(cleanText).pipe(z.string().max(100, M.search)).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  active: z.enum(['true', 'false'], { error: M.active }).optional(),
  cursor: cursorField,
  limit: limitField,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  listings_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = z.object({ results: z.array(adminUserSchema), next_cursor: z.string().nullable() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    business_name: z.string().nullable(),
    address: z.string().nullable(),
    last_sign_in_at: z.string().nullable(),
  }),
  listings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(LISTING_STATUSES),
      price: z.number(),
      currency: z.literal('GHS'),
      created_at: z.string(),
    }),
  ),
  reports_against: z.array(
    z.object({
      id: z.number().int(),
      listing_id: z.number().int(),
      listing_title: z.string(),
      reason: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  deliveries: z.array(
    z.object({ id: z.number().int(), status: z.enum(DELIVERY_STATUSES), role: z.enum(['customer', 'courier']), created_at: z.string() }),
  ),
  sign_ins: z.array(
    z.object({ created_at: z.string(), succeeded: z.boolean(), ip: z.string().nullable(), user_agent: z.string().nullable() }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const reasonText = z.string({ error: M.reason }).transform(cleanText).pipe(z.string().min(3, M.reason).max(500, M.reason));
export const deactivateUserBodySchema = z.object({ reason: reasonText });
export const reactivateUserBodySchema = z.object({ reason: reasonText.optional() }).default({});

export const adminOverviewSchema = z.object({
  generated_at: z.string(),
  users: z.object({ total: z.number().int(), new_today: z.number().int(), new_week: z.number().int() }),
  listings: z.object({
    new_today: z.number().int(),
    new_week: z.number().int(),
    pending: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
  }),
  reports: z.object({ open: z.number().int() }),
  applications: z.object({ sellers_pending: z.number().int(), couriers_pending: z.number().int() }),
  deliveries: z.object({ by_status: z.record(z.string(), z.number().int()) }),
  tickets: z.object({ open: z.number().int() }),
  orders: z.object({ today: z.number().int(), week: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const lockedDeliveriesQuerySchema = z.object({
  state: z.literal('locked', { error: "state is 'locked'." }).default('locked'),
  cursor: cursorField,
  limit: limitField,
});
export type LockedDeliveriesQuery = z.output<typeof lockedDeliveriesQuerySchema>;

const party = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });
export const lockedDeliverySchema = z.object({
  id: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  customer: party,
  courier: party.nullable(),
  pickup_address: z.string(),
  delivery_address: z.string(),
  recipient_name: z.string(),
  /** When the last wrong handover code was entered. */
  locked_at: z.string(),
  attempts: z.number().int(),
});
export type LockedDelivery = z.infer<typeof lockedDeliverySchema>;
export const lockedDeliveriesPageSchema = z.object({ results: z.array(lockedDeliverySchema), next_cursor: z.string().nullable() });
export type LockedDeliveriesPage = z.infer<typeof lockedDeliveriesPageSchema>;
