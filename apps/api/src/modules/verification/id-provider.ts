import { createHmac, timingSafeEqual } from 'node:crypto';

// Identity checks leave Dwa through one interface (ADR 069): the sandbox in development and tests,
// Smile ID's Biometric KYC in production (ID_VERIFICATION_PROVIDER), or none (manual: admins
// review). A check is asynchronous: `submit` hands the card number and the photos over and answers
// the provider's reference; the answer comes later, by the provider's signed callback or by `poll`.
// Both can fail: an IdProviderError, permanent (the provider refuses this request for good) or not
// (down, slow: the job tries again).

export type IdCheckRequest = {
  /** Our id of this check (partner_params.job_id), unique per request. */
  jobId: string;
  /** Our id of the person (partner_params.user_id). */
  userId: string;
  /** GHA-123456789-0, held in memory for the call only. */
  cardNumber: string;
  /** JPEG bytes, metadata stripped. */
  selfie: Buffer;
  cardPhoto: Buffer | null;
};

/** A final answer, or not yet (the provider is still working, or a person there reviews it). */
export type IdCheckResult = { state: 'verified' | 'rejected'; reason: string | null; code: string | null } | { state: 'pending' };

export type IdProvider = {
  kind: 'sandbox' | 'smile_id';
  submit: (request: IdCheckRequest) => Promise<{ providerRef: string | null }>;
  /** The answer so far, by our ids and the reference `submit` answered. */
  poll: (request: Pick<IdCheckRequest, 'jobId' | 'userId'> & { providerRef: string | null }) => Promise<IdCheckResult>;
};

export class IdProviderError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'IdProviderError';
    this.permanent = permanent;
  }
}

/**
 * Smile ID's request signature: base64 HMAC-SHA256, keyed with the API key, of the timestamp
 * (ISO 8601), the partner id and the text 'sid_request'. Their callbacks and answers are signed the same way.
 */
export function smileSignature(partnerId: string, apiKey: string, timestamp: string): string {
  return createHmac('sha256', apiKey).update(timestamp, 'utf8').update(partnerId, 'utf8').update('sid_request', 'utf8').digest('base64');
}

export function isSmileSignature(partnerId: string, apiKey: string, timestamp: string, signature: string): boolean {
  const expected = Buffer.from(smileSignature(partnerId, apiKey, timestamp));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * What a Smile ID result code means for the badge (Biometric KYC result codes): 1210 approved;
 * 1220/1221 provisional, waiting for Smile ID's own reviewer (still pending); anything else final
 * and not approved. Sandbox test numbers answer 1012 (validated) and 1013/1014 (not found, bad format).
 */
export function smileOutcome(code: string, text: string | undefined): IdCheckResult {
  if (code === '1210' || code === '1012') return { state: 'verified', reason: null, code };
  if (code === '1220' || code === '1221') return { state: 'pending' };
  return { state: 'rejected', reason: text ? `${text} (${code})` : `Not verified (${code})`, code };
}
