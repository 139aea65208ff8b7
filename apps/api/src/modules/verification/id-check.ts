import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db, Tx } from '@dwa/db/client';
import { VERIFICATION_MESSAGES as M } from '@dwa/shared/verification';
import { UnauthorizedError } from '../../lib/errors';
import { task, type JobQueue } from '../../lib/jobs';
import type { PrivateStorage } from '../../lib/private-storage';
import { IdProviderError, isSmileSignature, smileOutcome, type IdCheckResult, type IdProvider } from './id-provider';
import { findByJobId, findRequest, updateRequest, type IdVerificationRow } from './verification.repo';

// The identity check with a provider (ADR 069): the request's transaction enqueues
// `verification:submit`, which hands the check over (the card number sealed in the row until then)
// and enqueues `verification:poll`; the answer comes by the provider's signed callback or by that
// poll, whichever first, and `apply` decides a request only while it is pending.

export const SUBMIT_CHECK = task('verification:submit', z.object({ verification_id: z.number().int().positive() }), {
  maxAttempts: 8,
  timeoutMs: 60_000,
});
export const POLL_CHECK = task('verification:poll', z.object({ verification_id: z.number().int().positive() }), {
  maxAttempts: 20,
  timeoutMs: 30_000,
});

class StillPending extends Error {
  constructor() {
    super('The provider has not decided yet.');
    this.name = 'StillPending';
  }
}

type IdCheckDeps = {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  files: PrivateStorage;
  hashSecret: string;
  /** Smile ID's keys, to check the signature of its callbacks. */
  smileId?: { partnerId: string; apiKey: string };
  /** Wait before the first poll (the callback usually comes sooner). */
  pollDelayMs?: number;
  /** Decides a pending request with the provider's answer (false when it was not pending). */
  apply: (id: number, result: IdCheckResult) => Promise<boolean>;
};

/** Registers the provider's jobs (with one) and returns what the service needs of the check. */
export function createIdCheck(deps: IdCheckDeps, provider: IdProvider | null) {
  const { db, now, jobs, files, apply } = deps;

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

  async function photosOf(row: IdVerificationRow): Promise<{ selfie: Buffer; card: Buffer | null }> {
    const selfie = row.selfieKey ? await files.get(row.selfieKey) : null;
    if (!selfie) throw new IdProviderError('The selfie is no longer stored.', true);
    return { selfie, card: row.cardPhotoKey ? await files.get(row.cardPhotoKey) : null };
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

  return {
    seal,

    /** Hands a new request to the provider, after `tx` commits. */
    start: (tx: Tx, id: number) => jobs.enqueue(tx, SUBMIT_CHECK, { verification_id: id }, { key: `verification:submit:${id}` }),

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
