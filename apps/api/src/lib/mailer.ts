import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@dwa/db/client';
import { outbox } from '@dwa/db/schema';
import type { Config } from '../config';

// Mail goes out with nodemailer when SMTP_URL is set. Without it (and always in tests) each message
// becomes a row of the outbox table, which the dev outbox endpoint reads back; outside production
// the log prints it too, so a developer can copy a one-time code from the terminal.

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(deps: { config: Config; db: Db; log: FastifyBaseLogger; now: () => Date }): Mailer {
  const { config, db, log } = deps;
  const useSmtp = Boolean(config.smtpUrl) && config.env !== 'test';
  let transport: Transporter | undefined;

  if (useSmtp) {
    return {
      // Delivery is not awaited: an SMTP round trip would slow the answer and, on password reset,
      // its timing would tell whether the email has an account. Failures go to the log.
      send: async (message) => {
        transport ??= nodemailer.createTransport(config.smtpUrl);
        transport
          .sendMail({ from: config.mailFrom, ...message })
          .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail delivery failed'));
      },
    };
  }

  if (config.isProduction) log.warn('SMTP_URL is not set: mail is kept in the outbox table and not delivered.');
  return {
    send: async (message) => {
      await db.insert(outbox).values({ ...message, createdAt: deps.now() });
      if (!config.isProduction) log.info(`[dev mail] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
