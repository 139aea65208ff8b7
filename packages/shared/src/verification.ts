import { z } from 'zod';
import { idField } from './fields';
import { coded } from './coded';

// Verified ID (issue 32, ADR 069): a seller proves who they are with a Ghana Card number, a selfie
// and a photo of the card. A provider (the sandbox, Smile ID) or an admin decides. Dwa keeps the
// card number only as a keyed hash and its last four digits, and the photos only until a little
// after the decision.

export const ID_VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type IdVerificationStatus = (typeof ID_VERIFICATION_STATUSES)[number];
export const ID_PHOTO_KINDS = ['selfie', 'card'] as const;
export type IdPhotoKind = (typeof ID_PHOTO_KINDS)[number];
export const ID_DECISIONS = ['approve', 'reject'] as const;
export const ID_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

export const VERIFICATION_MESSAGES = {
  cardNumber: coded(
    'verification.card_number',
    'Enter your Ghana Card number as it is printed: GHA-, 9 digits, a dash and 1 digit (GHA-123456789-0).',
  ),
  selfie: coded('verification.selfie', 'Add a selfie: a clear photo of your face (JPEG, PNG, WebP or HEIC, at most 8 MB).'),
  cardPhoto: coded('verification.card_photo', 'Add a photo of the front of your Ghana Card (JPEG, PNG, WebP or HEIC, at most 8 MB).'),
  photo: coded('disputes.photo', 'That file is not a picture we can read (JPEG, PNG, WebP, HEIC, GIF or AVIF).'),
  tooLarge: coded('verification.too_large', 'Each photo must be at most 8 MB.'),
  pending: coded('verification.pending', 'Your identity check is already in progress.'),
  alreadyVerified: coded('verification.already_verified', 'Your identity is already verified.'),
  cardTaken: coded('verification.card_taken', 'This Ghana Card is already verified on another account.'),
  notFound: coded('verification.not_found', 'Verification not found'),
  photoGone: coded('reviews.photo_not_found', 'Photo not found'),
  decided: coded('verification.decided', 'This request has already been decided.'),
  decision: coded('verification.decision', 'Choose approve or reject.'),
  reason: coded('verification.reason', 'Say why it is rejected (at most 500 characters).'),
  signature: coded('verification.invalid_signature', 'Invalid signature'),
  providerUnavailable: coded('verification.provider_unavailable', 'We could not reach the identity check. Please try again.'),
} as const;
const M = VERIFICATION_MESSAGES;

/** The seller's notice of a decision on their identity check (ADR 074), in the words the web translates. */
export const ID_NOTICE = {
  verifiedTitle: coded('verification.verified_title', 'Your identity is verified.'),
  verifiedBody: coded('verification.verified_body', 'Your seller page and your listings now show the ID verified badge.'),
  rejectedTitle: coded('verification.rejected_title', 'Your identity check was not approved.'),
  rejectedBody: (reason: string) =>
    coded('verification.rejected_body', `Reason: ${reason}. You can try again with a new selfie and card photo.`, { reason }),
  rejectedBodyPlain: coded('verification.rejected_body_plain', 'You can try again with a new selfie and card photo.'),
} as const;

/** GHA-123456789-0: the NIA's personal ID number, as printed on the card. */
export const GHANA_CARD_PATTERN = /^GHA-\d{9}-\d$/;

/** Upper-cased, spaces removed, dashes put back where the card has them (GHA1234567890 -> GHA-123456789-0). */
export function normaliseGhanaCard(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  const match = /^GHA(\d{9})(\d)$/.exec(compact);
  return match ? `GHA-${match[1]}-${match[2]}` : value.trim().toUpperCase();
}

export const ghanaCardField = z
  .string({ error: M.cardNumber })
  .max(40, M.cardNumber)
  .transform(normaliseGhanaCard)
  .pipe(z.string().regex(GHANA_CARD_PATTERN, M.cardNumber));

export const idVerificationInputSchema = z.object({ card_number: ghanaCardField });

const iso = z.string().describe('ISO 8601');

export const idVerificationSchema = z.object({
  id: z.number().int().nullable().describe('the latest request, null when none'),
  status: z.enum(ID_VERIFICATION_STATUSES),
  card_last4: z.string().nullable().describe('the last four digits of the card; the number itself is never stored'),
  reason: z.string().nullable().describe('why it was rejected'),
  provider: z.enum(['sandbox', 'smile_id', 'manual']).nullable(),
  photos: z
    .object({ selfie: z.string().nullable(), card: z.string().nullable() })
    .describe('addresses answering only to the seller and admins, null once deleted'),
  submitted_at: iso.nullable(),
  decided_at: iso.nullable(),
});
export type IdVerification = z.infer<typeof idVerificationSchema>;

export const idVerificationAdminSchema = idVerificationSchema.extend({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), business_name: z.string().nullable() }),
});
export type IdVerificationAdmin = z.infer<typeof idVerificationAdminSchema>;
export const idVerificationListSchema = z.object({ results: z.array(idVerificationAdminSchema) });
export const idVerificationListQuerySchema = z.object({ status: z.enum(['pending', 'verified', 'rejected']).default('pending') });

export const idVerificationParamsSchema = z.object({ id: idField(M.notFound) });
export const idVerificationPhotoParamsSchema = z.object({ id: idField(M.notFound), kind: z.enum(ID_PHOTO_KINDS, { error: M.photoGone }) });

export const idDecisionSchema = z
  .object({
    decision: z.enum(ID_DECISIONS, { error: M.decision }),
    reason: z.string({ error: M.reason }).trim().max(500, M.reason).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reason });
  });
export type IdDecisionInput = z.output<typeof idDecisionSchema>;

/** Smile ID's result callback (the fields Dwa reads; the rest passes through). */
export const smileCallbackSchema = z
  .object({
    signature: z.string().max(200),
    timestamp: z.string().max(40),
    ResultCode: z.string().max(10),
    ResultText: z.string().max(500).optional(),
    SmileJobID: z.string().max(40).optional(),
    PartnerParams: z.looseObject({ job_id: z.string().max(80), user_id: z.string().max(80).optional() }),
  })
  .loose();
export const okSchema = z.object({ ok: z.literal(true) });
