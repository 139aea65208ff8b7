import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@dwa/db/client';
import { outbox } from '@dwa/db/schema';

// Where a mail goes once its job runs. SMTP (nodemailer over SMTP_URL) when one is set; otherwise
// the sandbox: the outbox table, which the dev outbox endpoint reads back. The sandbox behaves like
// a mail server that can fail: a recipient can be made unreachable for a while (`outage`, dev and
// tests only), and the job retries until it answers again.

/**
 * `createdAt`: when the mail was written (queued), which the outbox keeps as its time. `html`: the HTML
 * part (ADR 073; null only for a mail queued before there was one); `headers`: extra headers, such as
 * a digest's List-Unsubscribe and List-Unsubscribe-Post.
 */
export type OutgoingMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  createdAt: Date;
};
export type MailTransport = { kind: 'smtp' | 'sandbox'; deliver: (mail: OutgoingMail) => Promise<void>; close?: () => void };

export class MailRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRefusedError';
  }
}

export function smtpTransport(options: { url: string; from: string; host: string }): MailTransport {
  let transport: Transporter | undefined;
  return {
    kind: 'smtp',
    async deliver(mail) {
      transport ??= nodemailer.createTransport(options.url);
      // The mail's id in its Message-ID: a server that got it before a lost answer can tell it is the same mail.
      // Text and HTML together make nodemailer write multipart/alternative (the plain part first).
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        headers: mail.headers,
        messageId: `<mail-${mail.id}@${options.host}>`,
      });
    },
    close: () => transport?.close(),
  };
}

/** The sandbox's unreachable recipients (in this process), by address. */
export type SandboxOutage = { set: (to: string, down: boolean) => void; isDown: (to: string) => boolean };

export function sandboxOutage(): SandboxOutage {
  const down = new Set<string>();
  return {
    set: (to, isDown) => void (isDown ? down.add(to.toLowerCase()) : down.delete(to.toLowerCase())),
    isDown: (to) => down.has(to.toLowerCase()),
  };
}

export function sandboxTransport(deps: { db: Db; outage: SandboxOutage; print?: (line: string) => void }): MailTransport {
  return {
    kind: 'sandbox',
    async deliver(mail) {
      if (deps.outage.isDown(mail.to)) throw new MailRefusedError(`421 The mail server for ${mail.to} is not answering (sandbox outage).`);
      await deps.db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, createdAt: mail.createdAt });
      deps.print?.(`[dev mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}
