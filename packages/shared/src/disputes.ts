import { z } from 'zod';
import { idField } from './fields';
import { coded } from './coded';

// Buyer protection (issue 31, ADR 057): a buyer disputes a paid order until its money is released;
// the release waits; both sides add messages and photos; an admin refunds all or part of it through
// the provider, or releases it to the seller.

export const DISPUTE_REASONS = ['not_received', 'not_as_described', 'damaged'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_STATUSES = ['open', 'refunded', 'partly_refunded', 'released'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_RESOLUTIONS = ['refund', 'partial_refund', 'release'] as const;
export const DISPUTE_PHOTOS_MAX = 4;

export const DISPUTE_MESSAGES = {
  reason: coded('disputes.reason', 'Choose what went wrong: not received, not as described, or damaged.'),
  body: coded('disputes.body', 'Tell us what happened (at most 2,000 characters).'),
  notDisputable: coded(
    'disputes.not_disputable',
    'This order cannot be disputed: only a paid order whose money has not been released yet can be.',
  ),
  alreadyOpen: coded('disputes.already_open', 'This order already has an open dispute.'),
  notFound: coded('disputes.not_found', 'Dispute not found'),
  closed: coded('disputes.closed', 'This dispute is closed.'),
  resolution: coded('disputes.resolution', 'Choose refund, partial refund or release.'),
  amount: coded('disputes.amount', 'Enter the amount to refund in cedis, more than 0 and less than the order total.'),
  note: coded('disputes.note', 'Say why (at most 500 characters).'),
  photos: coded('disputes.photos', `At most ${DISPUTE_PHOTOS_MAX} photos, each a picture under 10 MB.`, {
    disputePhotosMax: DISPUTE_PHOTOS_MAX,
  }),
  photo: coded('disputes.photo', 'That file is not a picture we can read (JPEG, PNG, WebP, HEIC, GIF or AVIF).'),
  cursor: coded('admin.cursor', 'This page link is no longer valid. Start from the first page.'),
} as const;
const M = DISPUTE_MESSAGES;

const iso = z.string().describe('ISO 8601');
const body = z.string({ error: M.body }).trim().min(1, M.body).max(2000, M.body);

export const disputeOpenSchema = z.object({ reason: z.enum(DISPUTE_REASONS, { error: M.reason }), body });
export type DisputeOpenInput = z.output<typeof disputeOpenSchema>;
export const disputeMessageInputSchema = z.object({ body });

export const disputeResolveSchema = z
  .object({
    resolution: z.enum(DISPUTE_RESOLUTIONS, { error: M.resolution }),
    amount: z
      .number({ error: M.amount })
      .positive(M.amount)
      .max(100_000_000, M.amount)
      .optional()
      .describe('cedis: the part refunded, for partial_refund'),
    note: z.string({ error: M.note }).trim().min(1, M.note).max(500, M.note),
  })
  .superRefine((value, ctx) => {
    if (value.resolution === 'partial_refund' && value.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amount });
  });
export type DisputeResolveInput = z.output<typeof disputeResolveSchema>;

export const disputeMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['buyer', 'seller', 'admin']),
  author_name: z.string().nullable(),
  body: z.string(),
  photos: z.array(z.string()).describe('addresses that answer only to the parties and admins'),
  created_at: iso,
});

export const disputeSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_total: z.number(),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  refund: z.number().nullable().describe('cedis refunded, once resolved with a refund'),
  resolution_note: z.string().nullable(),
  my_role: z.enum(['buyer', 'seller', 'admin']),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  messages: z.array(disputeMessageSchema).describe('oldest first'),
  created_at: iso,
  resolved_at: iso.nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeSummarySchema = disputeSchema.omit({ messages: true });
export const disputeListSchema = z.object({ results: z.array(disputeSummarySchema), next_cursor: z.string().nullable() });
export const disputeListQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
  cursor: z
    .string({ error: M.cursor })
    .max(40)
    .regex(/^\d{1,18}$/, M.cursor)
    .optional(),
  limit: z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100))
    .default(25),
});
export const disputeParamsSchema = z.object({ id: idField(coded('disputes.enter_valid_dispute_id', 'Enter a valid dispute id.')) });
export const disputeOrderParamsSchema = z.object({ id: idField(coded('commerce.order_id', 'Enter a valid order id.')) });
export const disputePhotoParamsSchema = z.object({
  id: idField(coded('disputes.enter_valid_dispute_id', 'Enter a valid dispute id.')),
  message: idField(coded('disputes.enter_valid_message_id', 'Enter a valid message id.')),
  index: z.coerce
    .number({ error: coded('disputes.enter_valid_photo', 'Enter a valid photo.') })
    .int()
    .min(0)
    .max(DISPUTE_PHOTOS_MAX - 1),
});
