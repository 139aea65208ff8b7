import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db, Tx } from '@dwa/db/client';
import {
  VERIFICATION_MESSAGES as M,
  type IdDecisionInput,
  type IdPhotoKind,
  type IdVerification,
  type IdVerificationAdmin,
} from '@dwa/shared/verification';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { InvalidImageError, inspectImage, newStorageKey } from '../../lib/images';
import { task, type JobQueue } from '../../lib/jobs';
import type { PrivateStorage } from '../../lib/private-storage';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { UsersService } from '../accounts/users.service';
import { IdProviderError, isSmileSignature, smileOutcome, type IdCheckResult, type IdProvider } from './id-provider';
import {
  cardVerifiedElsewhere,
  findByJobId,
  findRequest,
  insertRequest,
  latestOf,
  listRequests,
  photosDue,
  updateRequest,
  type IdVerificationRow,
} from './verification.repo';

// Verified ID (issue 32, ADR 069). A seller sends a Ghana Card number, a selfie and a photo of the
// card. The number is kept only as an HMAC (keyed with a server secret: the numbers are few and
// guessable, a plain hash would give them away) and its last four digits; the photos go to private
// storage, checked by content and stripped of metadata. With a provider, the request's transaction
// enqueues `verification:submit`, which hands the check over and enqueues `verification:poll`; the
// answer comes by the provider's signed callback or by that poll, whichever first (each applies it
// once: only a pending request is decided). Without one (manual), admins decide from the console
// queue. Every decision is audit-logged and sets the 'ID verified' badge; a scheduled job deletes
// the photos once the retention after the decision has passed.

export const SUBMIT_CHECK = task('verification:submit', z.object({ verification_id: z.number().int().positive() }), {
  maxAttempts: 8,
  timeoutMs: 60_000,
});
export const POLL_CHECK = task('verification:poll', z.object({ verification_id: z.number().int().positive() }), {
  maxAttempts: 20,
  timeoutMs: 30_000,
});
export const PURGE_PHOTOS = task('verification:purge-photos', z.object({}), { maxAttempts: 3, timeoutMs: 120_000 });

export type IdPhoto = { data: Buffer };

export type VerificationDeps = {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  /** null: no provider (manual review by admins). */
  provider: IdProvider | null;
  files: PrivateStorage;
  users: Pick<UsersService, 'setIdVerified'>;
  audit: Pick<AuditService, 'record'>;
  /** The seller hears of the decision (ADR 074): in the app, and by push. */
  notifications: Pick<NotificationService, 'notify'>;
  hashSecret: string;
  retentionHours: number;
  /** Smile ID's keys, to check the signature of its callbacks. */
  smileId?: { partnerId: string; apiKey: string };
  /** Wait before the first poll (the callback usually comes sooner). */
  pollDelayMs?: number;
};

class StillPending extends Error {
  constructor() {
    super('The provider has not decided yet.');
    this.name = 'StillPending';
  }
}

const HOUR = 3_600_000;
const photoUrl = (id: number, kind: IdPhotoKind) => `/api/v1/verification/${id}/photos/${kind}`;

export function createVerificationService(deps: VerificationDeps) {
  const { db, now, jobs, provider, files } = deps;
  const kind = provider?.kind ?? 'manual';

  const cardHash = (cardNumber: string) => createHmac('sha256', deps.hashSecret).update(cardNumber, 'utf8').digest('hex');

  function present(row: IdVerificationRow | undefined): IdVerification {
    if (!row)
      return {
        id: null,
        status: 'none',
        card_last4: null,
        reason: null,
        provider: null,
        photos: { selfie: null, card: null },
        submitted_at: null,
        decided_at: null,
      };
    return {
      id: row.id,
      status: row.status,
      card_last4: row.cardLast4,
      reason: row.reason,
      provider: row.provider,
      photos: { selfie: row.selfieKey ? photoUrl(row.id, 'selfie') : null, card: row.cardPhotoKey ? photoUrl(row.id, 'card') : null },
      submitted_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  }

  /** Checked by content, turned upright, metadata (GPS, camera) dropped, at most 1600 px: a JPEG, as providers take. */
  async function storePhoto(photo: IdPhoto, field: string): Promise<string> {
    try {
      await inspectImage(photo.data);
    } catch (error) {
      if (error instanceof InvalidImageError) throw ValidationError.single(['body', field], M.photo, 'image_type');
      throw error;
    }
    const body = await sharp(photo.data, { failOn: 'error' })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    const key = `${newStorageKey('id-verifications')}.jpg`;
    await files.put(key, body, 'image/jpeg');
    return key;
  }

  /** A decision, once: the row, the badge, the audit log, in `tx`. */
  async function decide(
    tx: Tx,
    row: IdVerificationRow,
    outcome: { state: 'verified' | 'rejected'; reason: string | null; code?: string | null },
    actor: AuthUser | null,
  ): Promise<IdVerificationRow> {
    const at = now();
    const decided = await updateRequest(tx, row.id, {
      status: outcome.state,
      reason: outcome.state === 'rejected' ? outcome.reason : null,
      decidedBy: actor?.id ?? null,
      decidedAt: at,
      updatedAt: at,
    });
    if (outcome.state === 'verified') await deps.users.setIdVerified(tx, row.userId, at);
    await deps.audit.record(tx, {
      actor,
      action: outcome.state === 'verified' ? 'id_verification.verify' : 'id_verification.reject',
      targetType: 'id_verification',
      targetId: row.id,
      before: { status: row.status },
      after: {
        status: outcome.state,
        user_id: row.userId,
        provider: row.provider,
        card_last4: row.cardLast4,
        ...(outcome.code ? { code: outcome.code } : {}),
      },
      reason: outcome.reason,
      at,
    });
    // Whoever decided (the sandbox, the provider's callback or poll, an admin), the seller is told
    // in the same transaction, with the reason when refused (ADR 074).
    const verified = outcome.state === 'verified';
    await deps.notifications.notify(tx, {
      userId: row.userId,
      kind: 'id_verification',
      notice: verified
        ? { key: 'idVerified' }
        : outcome.reason
          ? { key: 'idRejected', params: { reason: outcome.reason.replace(/[.!?\s]+$/, '') } }
          : { key: 'idRejectedPlain' },
      link: '/account/verification',
      data: { verification_id: row.id, status: outcome.state },
      at,
    });
    return decided;
  }

  /** Applies a provider's answer to a pending request (callback or poll, whichever comes first). */
  async function apply(id: number, result: IdCheckResult): Promise<boolean> {
    if (result.state === 'pending') return false;
    return db.transaction(async (tx) => {
      const row = await findRequest(tx, id, { forUpdate: true });
      if (!row || row.status !== 'pending') return false;
      await decide(tx, row, result, null);
      return true;
    });
  }

  async function photosOf(row: IdVerificationRow): Promise<{ selfie: Buffer; card: Buffer | null }> {
    const selfie = row.selfieKey ? await files.get(row.selfieKey) : null;
    if (!selfie) throw new IdProviderError('The selfie is no longer stored.', true);
    return { selfie, card: row.cardPhotoKey ? await files.get(row.cardPhotoKey) : null };
  }

  /** The card number sealed for the provider job (the job's payload and the row never hold it in clear). */
  const sealKey = createHmac('sha256', deps.hashSecret).update('dwa:id-card-seal').digest();
  function seal(cardNumber: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const sealed = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }
  function unseal(value: string): string {
    const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  }

  /** The provider gave up on a request for good (or it could not be reached, tries over): rejected, the seller may try again. */
  async function failed(id: number, reason: string): Promise<void> {
    await apply(id, { state: 'rejected', reason, code: null });
  }

  if (provider) {
    jobs.handle(SUBMIT_CHECK, async ({ verification_id: id }, job) => {
      const row = await findRequest(db, id);
      // Decided already, or handed over by an earlier try whose answer was lost: nothing more to send.
      if (!row || row.status !== 'pending' || row.providerRef || !row.cardSealed) return;
      let providerRef: string | null;
      try {
        const photos = await photosOf(row);
        ({ providerRef } = await provider.submit({
          jobId: row.jobId,
          userId: String(row.userId),
          cardNumber: unseal(row.cardSealed),
          selfie: photos.selfie,
          cardPhoto: photos.card,
        }));
      } catch (error) {
        const permanent = error instanceof IdProviderError && error.permanent;
        if (permanent || job.final) return failed(id, permanent ? (error as Error).message : M.providerUnavailable);
        throw error;
      }
      await db.transaction(async (tx) => {
        await updateRequest(tx, id, { providerRef: providerRef ?? row.jobId, cardSealed: null, updatedAt: now() });
        await jobs.enqueue(
          tx,
          POLL_CHECK,
          { verification_id: id },
          { key: `verification:poll:${id}`, runAt: new Date(now().getTime() + (deps.pollDelayMs ?? 0)) },
        );
      });
    });

    jobs.handle(POLL_CHECK, async ({ verification_id: id }, job) => {
      const row = await findRequest(db, id);
      if (!row || row.status !== 'pending') return;
      const result = await provider.poll({ jobId: row.jobId, userId: String(row.userId), providerRef: row.providerRef });
      if (result.state === 'pending') {
        // Still with the provider: asked again later (the job's backoff); past the last try, admins see it in the queue.
        if (job.final) return;
        throw new StillPending();
      }
      await apply(id, result);
    });
  }

  jobs.handle(PURGE_PHOTOS, async () => {
    const before = new Date(now().getTime() - deps.retentionHours * HOUR);
    for (;;) {
      const due = await photosDue(db, before, 100);
      if (due.length === 0) return;
      for (const row of due) {
        await files.remove([row.selfieKey, row.cardPhotoKey].filter((key): key is string => key !== null));
        await updateRequest(db, row.id, { selfieKey: null, cardPhotoKey: null, cardSealed: null, photosDeletedAt: now() });
      }
    }
  });
  jobs.every('23 * * * *', PURGE_PHOTOS);

  async function visible(user: AuthUser, id: number): Promise<IdVerificationRow> {
    const row = await findRequest(db, id);
    if (!row || (row.userId !== user.id && !isAdmin(user))) throw new NotFoundError(M.notFound);
    return row;
  }

  return {
    provider: kind,

    /** The caller's latest request (or none). */
    mine: async (user: AuthUser): Promise<IdVerification> => present(await latestOf(db, user.id)),

    /** A seller asks to be verified: the photos are stored first, then one transaction writes the request and enqueues the check. */
    async request(user: AuthUser, cardNumber: string, selfie: IdPhoto | null, cardPhoto: IdPhoto | null): Promise<IdVerification> {
      if (user.userType !== 'SELLER') throw new ForbiddenError('Only sellers can verify their identity.');
      if (!selfie) throw ValidationError.single(['body', 'selfie'], M.selfie, 'missing');
      if (!cardPhoto) throw ValidationError.single(['body', 'card_photo'], M.cardPhoto, 'missing');
      const latest = await latestOf(db, user.id);
      if (latest?.status === 'pending') throw new ConflictError(M.pending);
      if (latest?.status === 'verified') throw new ConflictError(M.alreadyVerified);
      const hash = cardHash(cardNumber);
      if (await cardVerifiedElsewhere(db, hash, user.id)) throw new ConflictError(M.cardTaken);
      const keys: string[] = [];
      try {
        keys.push(await storePhoto(selfie, 'selfie'));
        keys.push(await storePhoto(cardPhoto, 'card_photo'));
        const at = now();
        return await db.transaction(async (tx) => {
          const row = await insertRequest(tx, {
            userId: user.id,
            provider: kind,
            cardHash: hash,
            cardLast4: cardNumber.replace(/\D/g, '').slice(-4),
            cardSealed: provider ? seal(cardNumber) : null,
            jobId: randomUUID(),
            selfieKey: keys[0]!,
            cardPhotoKey: keys[1]!,
            createdAt: at,
            updatedAt: at,
          });
          if (provider) await jobs.enqueue(tx, SUBMIT_CHECK, { verification_id: row.id }, { key: `verification:submit:${row.id}` });
          return present(row);
        });
      } catch (error) {
        await files.remove(keys).catch(() => undefined);
        // Two requests at once: the unique pending index lets one through.
        if ((error as { code?: string } | null)?.code === '23505') throw new ConflictError(M.pending);
        throw error;
      }
    },

    /** A photo of a request: its seller and admins only, while it is kept (never a public address). */
    async photo(user: AuthUser, id: number, photoKind: IdPhotoKind): Promise<Buffer> {
      const row = await visible(user, id);
      const key = photoKind === 'selfie' ? row.selfieKey : row.cardPhotoKey;
      const data = key ? await files.get(key) : null;
      if (!data) throw new NotFoundError(M.photoGone);
      return data;
    },

    /** The admin queue. */
    async list(status: IdVerificationRow['status']): Promise<{ results: IdVerificationAdmin[] }> {
      const rows = await listRequests(db, status, 100);
      return {
        results: rows.map(({ row, name, businessName }) => ({
          ...present(row),
          id: row.id,
          user: { id: row.userId, name, business_name: businessName },
        })),
      };
    },

    /** An admin approves or rejects a pending request (any provider's: the admin has the last word); audit-logged. */
    async decideByAdmin(admin: AuthUser, id: number, input: IdDecisionInput): Promise<IdVerification> {
      return db.transaction(async (tx) => {
        const row = await findRequest(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status !== 'pending') throw new ConflictError(M.decided);
        const decided = await decide(
          tx,
          row,
          { state: input.decision === 'approve' ? 'verified' : 'rejected', reason: input.reason ?? null },
          admin,
        );
        return present(decided);
      });
    },

    /** Smile ID's result callback: refused unless signed with our key; applied once. */
    async smileCallback(body: {
      signature: string;
      timestamp: string;
      ResultCode: string;
      ResultText?: string;
      PartnerParams: { job_id: string };
    }): Promise<void> {
      const keys = deps.smileId;
      if (!keys || !isSmileSignature(keys.partnerId, keys.apiKey, body.timestamp, body.signature)) throw new UnauthorizedError(M.signature);
      const row = await findByJobId(db, body.PartnerParams.job_id);
      if (!row) return;
      await apply(row.id, smileOutcome(body.ResultCode, body.ResultText));
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
