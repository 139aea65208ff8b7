import { createHmac, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '@dwa/db/client';
import {
  VERIFICATION_MESSAGES as M,
  type IdDecisionInput,
  type IdPhotoKind,
  type IdVerification,
  type IdVerificationAdmin,
} from '@dwa/shared/verification';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { InvalidImageError, inspectImage, newStorageKey } from '../../lib/images';
import { task, type JobQueue } from '../../lib/jobs';
import type { PrivateStorage } from '../../lib/private-storage';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { UsersService } from '../accounts/users.service';
import type { IdProvider } from './id-provider';
import { createIdCheck } from './id-check';
import { createDecisions, present } from './verification-decision';
import {
  cardVerifiedElsewhere,
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
// the photos once the retention after the decision has passed. The provider's flow is id-check.ts;
// a decision, whoever makes it, is verification-decision.ts.

export { SUBMIT_CHECK } from './id-check';
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

const HOUR = 3_600_000;

export function createVerificationService(deps: VerificationDeps) {
  const { db, now, jobs, provider, files } = deps;
  const kind = provider?.kind ?? 'manual';

  const cardHash = (cardNumber: string) => createHmac('sha256', deps.hashSecret).update(cardNumber, 'utf8').digest('hex');

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

  const { decide, apply } = createDecisions(deps);
  const idCheck = createIdCheck({ ...deps, apply }, provider);

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
            cardSealed: provider ? idCheck.seal(cardNumber) : null,
            jobId: randomUUID(),
            selfieKey: keys[0]!,
            cardPhotoKey: keys[1]!,
            createdAt: at,
            updatedAt: at,
          });
          if (provider) await idCheck.start(tx, row.id);
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

    /** Smile ID's result callback (id-check.ts). */
    smileCallback: idCheck.smileCallback,
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
