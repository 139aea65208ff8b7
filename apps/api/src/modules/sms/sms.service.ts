import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import { task, type JobQueue } from '../../lib/jobs';
import { SmsSendError, type SmsProvider } from './sms-provider';
import { findSms, insertSms, listSmsOutbox, markSmsSent, markSmsTried } from './sms.repo';

// Text messages (ADR 063), the way mail goes (ADR 056): `queue` writes the message in the caller's
// transaction and enqueues its sending, so a rolled-back code texts nobody and a committed one is
// always sent, even if the provider is down for a while. The `sms:send` job sends it through the
// configured provider; a temporary failure is tried again with backoff, a permanent refusal (a
// number the provider will not take) is marked failed at once.

export type SmsMessage = { to: string; text: string; sensitive?: boolean };

export const SEND_SMS = task('sms:send', z.object({ sms_id: z.number().int().positive() }), { timeoutMs: 30_000 });

export type SmsDeps = { db: Db; jobs: JobQueue; provider: SmsProvider; now: () => Date; maxAttempts: number };

export function createSmsService(deps: SmsDeps) {
  const { db, jobs, provider, now } = deps;

  jobs.handle(SEND_SMS, async ({ sms_id: id }, job) => {
    const sms = await findSms(db, id);
    // Sent already (a try whose answer was lost, then run again): nothing more to do.
    if (!sms || sms.status === 'sent') return;
    let providerId: string | null;
    try {
      ({ providerId } = await provider.send(sms.to, sms.text));
    } catch (error) {
      const permanent = error instanceof SmsSendError && error.permanent;
      await markSmsTried(db, id, error instanceof Error ? error.message : String(error), permanent || job.final);
      // A refusal for good ends here; anything else is tried again.
      if (permanent) return;
      throw error;
    }
    await markSmsSent(db, id, providerId, now());
  });

  return {
    /** Writes the message in `executor`'s transaction (or alone) and enqueues its sending. */
    async queue(executor: Executor, message: SmsMessage): Promise<number> {
      const row = await insertSms(executor, {
        to: message.to,
        text: message.text,
        sensitive: message.sensitive ?? false,
        createdAt: now(),
      });
      await jobs.enqueue(executor, SEND_SMS, { sms_id: row.id }, { key: `sms:${row.id}`, maxAttempts: deps.maxAttempts });
      return row.id;
    },
    /** The sandbox's outbox, newest first (development and tests). */
    outbox: (to: string | undefined, limit: number) => listSmsOutbox(db, to, limit),
    provider: provider.kind,
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
