import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import { job, task, type JobQueue } from '../../lib/jobs';
import type { MailTransport } from './mail-transport';
import { findMail, insertMail, insertMails, markSent, markTried } from './mail.repo';

// Mail (ADR 056): `queue` writes the mail in the caller's transaction and enqueues its delivery, so
// a rolled-back change mails nobody and a committed one always gets its mail, even if the process
// dies right after the commit or the mail server is down for a while. The `mail:send` job delivers
// it through the transport and records how it went; it is tried again with exponential backoff and
// marked failed after its last try (the admin console's Jobs page can try it again).

export type { SandboxOutage } from './mail-transport';

export type MailMessage = { to: string; subject: string; text: string; sensitive?: boolean };

export const SEND_MAIL = task('mail:send', z.object({ mail_id: z.number().int().positive() }), { timeoutMs: 30_000 });

export type MailDeps = { db: Db; jobs: JobQueue; transport: MailTransport; now: () => Date; maxAttempts: number };

/** An address under .invalid (RFC 2606): never delivered. */
const isUnreachable = (to: string) => to.trim().toLowerCase().endsWith('.invalid');

export function createMailService(deps: MailDeps) {
  const { db, jobs, transport, now } = deps;

  jobs.handle(SEND_MAIL, async ({ mail_id: id }, job) => {
    const mail = await findMail(db, id);
    // Sent already (a try whose answer was lost, then run again): nothing more to do.
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.deliver({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, createdAt: mail.createdAt });
    } catch (error) {
      await markTried(db, id, error instanceof Error ? error.message : String(error), job.final);
      throw error;
    }
    await markSent(db, id, now());
  });

  return {
    /** Writes the mail in `executor`'s transaction (or alone) and enqueues its delivery. */
    async queue(executor: Executor, message: MailMessage): Promise<number | null> {
      // Accounts made with a phone number have an address under the reserved .invalid domain
      // (ADR 063) until their owner gives a real one: no mail can reach it, so none is written.
      if (isUnreachable(message.to)) return null;
      const row = await insertMail(executor, { to: message.to, subject: message.subject, text: message.text, sensitive: message.sensitive ?? false, createdAt: now() });
      await jobs.enqueue(executor, SEND_MAIL, { mail_id: row.id }, { key: `mail:${row.id}`, maxAttempts: deps.maxAttempts });
      return row.id;
    },
    /** `queue` for several mails in one transaction: their rows in one statement, their jobs in one more. */
    async queueMany(executor: Executor, messages: readonly MailMessage[]): Promise<void> {
      const reachable = messages.filter((message) => !isUnreachable(message.to));
      if (reachable.length === 0) return;
      const at = now();
      const ids = await insertMails(
        executor,
        reachable.map((message) => ({ to: message.to, subject: message.subject, text: message.text, sensitive: message.sensitive ?? false, createdAt: at })),
      );
      await jobs.enqueueMany(
        executor,
        ids.map((id) => job(SEND_MAIL, { mail_id: id }, { key: `mail:${id}`, maxAttempts: deps.maxAttempts })),
      );
    },
    transport: transport.kind,
  };
}

export type MailService = ReturnType<typeof createMailService>;
