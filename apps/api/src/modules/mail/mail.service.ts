import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import { job, task, type JobQueue } from '../../lib/jobs';
import { parseLocale } from '../../lib/locale';
import type { MailTransport } from './mail-transport';
import type { MailDoc } from './mail-doc';
import { mailHtml } from './mail-html';
import { composeMail, type MailTemplate } from './mail-templates';
import { findMail, insertMail, insertMails, markSent, markTried } from './mail.repo';

// Mail (ADR 056): `queue` writes the mail in the caller's transaction and enqueues its delivery, so
// a rolled-back change mails nobody and a committed one always gets its mail, even if the process
// dies right after the commit or the mail server is down for a while. The `mail:send` job delivers
// it through the transport and records how it went; it is tried again with exponential backoff and
// marked failed after its last try (the admin console's Jobs page can try it again).
// Every mail is a template in the person's language (ADR 073): its subject and plain-text part are
// written when it is queued, its HTML part (react-email) is rendered from the same blocks by the job.

export type { SandboxOutage } from './mail-transport';
export type { MailTemplate } from './mail-templates';
export { DIGEST_MAX_LISTINGS } from './mail-templates';
export { say } from './mail-messages';
export type { MailKey } from './mail-messages';
// The notices catalog (ADR 076): what the bell, push and the notice mail say, in nine languages.
export { isNoticeKey, noticeText } from './notice-text';
export type { Notice, NoticeKey, NoticeParams, NoticeText, NoticeValue, NoticeWord } from './notice-text';

/** A mail to queue: who, in which language (English when unknown), and the template with its values. */
export type MailMessage = MailTemplate & { to: string; locale?: string | null; sensitive?: boolean; headers?: Record<string, string> };

export const SEND_MAIL = task('mail:send', z.object({ mail_id: z.number().int().positive() }), { timeoutMs: 30_000 });

export type MailDeps = { db: Db; jobs: JobQueue; transport: MailTransport; now: () => Date; maxAttempts: number };

/** An address under .invalid (RFC 2606): never delivered. */
const isUnreachable = (to: string) => to.trim().toLowerCase().endsWith('.invalid');

function row(message: MailMessage, at: Date) {
  const { to, locale, sensitive, headers, ...template } = message;
  const composed = composeMail(template, parseLocale(locale) ?? 'en');
  return {
    to,
    subject: composed.subject,
    text: composed.text,
    doc: composed.doc,
    headers: headers ?? null,
    sensitive: sensitive ?? false,
    createdAt: at,
  };
}

export function createMailService(deps: MailDeps) {
  const { db, jobs, transport, now } = deps;

  jobs.handle(SEND_MAIL, async ({ mail_id: id }, job) => {
    const mail = await findMail(db, id);
    // Sent already (a try whose answer was lost, then run again): nothing more to do.
    if (!mail || mail.status === 'sent') return;
    try {
      const html = mail.doc ? mailHtml(mail.doc as MailDoc) : null;
      await transport.deliver({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html,
        headers: mail.headers ?? {},
        createdAt: mail.createdAt,
      });
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
      const inserted = await insertMail(executor, row(message, now()));
      await jobs.enqueue(executor, SEND_MAIL, { mail_id: inserted.id }, { key: `mail:${inserted.id}`, maxAttempts: deps.maxAttempts });
      return inserted.id;
    },
    /** `queue` for several mails in one transaction: their rows in one statement, their jobs in one more. */
    async queueMany(executor: Executor, messages: readonly MailMessage[]): Promise<void> {
      const reachable = messages.filter((message) => !isUnreachable(message.to));
      if (reachable.length === 0) return;
      const at = now();
      const ids = await insertMails(
        executor,
        reachable.map((message) => row(message, at)),
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
