import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { NEWSLETTER_MESSAGES as M, type NewsletterAnswer } from '@dwa/shared/newsletter';
import type { RateRule } from '../../config';
import { BadRequestError } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../../lib/rate-limit';
import { confirmByToken, unsubscribeByToken, upsertPending } from './newsletter.repo';

// The newsletter's list, double opt-in. Subscribing mails a confirmation link and answers the same
// whatever the address's state (subscribed, pending, unknown), so the form discloses nothing; an
// address already subscribed gets no mail. Following the link subscribes; the unsubscribe link in
// every mail works at any time and again. Tokens are 32 random bytes, stored as SHA-256 hashes.

export const NEWSLETTER_RATES = {
  /** Subscriptions asked from one address (IP). */
  perIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Confirmation mails to one email: no one can flood someone's inbox through the form. */
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** Link follows (confirm, unsubscribe) from one address. */
  linksPerIp: { limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

export type NewsletterServiceDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  mail: Pick<MailService, 'queue'>;
  /** The site's address for the links in mails (PUBLIC_URL); without it the links are relative. */
  publicUrl?: string;
  rates?: typeof NEWSLETTER_RATES;
};

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { db, now, limiter, mail } = deps;
  const rates = deps.rates ?? NEWSLETTER_RATES;
  const link = (query: string) => `${deps.publicUrl ?? ''}/newsletter?${query}`;

  return {
    /** `locale`: the language the visitor chose (the dwa_lang cookie), which the confirmation is written in. */
    async subscribe(email: string, ip: string, locale: string | null = null): Promise<NewsletterAnswer> {
      await limiter.consume(`newsletter:ip:${ip}`, rates.perIp, M.rate);
      await limiter.consume(`newsletter:email:${email}`, rates.perEmail, M.rate);
      const at = now();
      const confirm = newToken();
      const unsubscribe = newToken();
      const pending = await upsertPending(db, {
        email,
        confirmTokenHash: hashOf(confirm),
        confirmExpiresAt: new Date(at.getTime() + CONFIRM_TTL_MS),
        unsubscribeTokenHash: hashOf(unsubscribe),
        at,
      });
      if (pending) {
        await mail.queue(db, {
          to: email,
          locale,
          template: 'newsletter',
          confirmUrl: link(`confirm=${confirm}`),
          unsubscribeUrl: link(`unsubscribe=${unsubscribe}`),
        });
      }
      return { status: 'pending', message: M.checkInbox };
    },

    async confirm(token: string, ip: string): Promise<NewsletterAnswer> {
      await limiter.consume(`newsletter:link:${ip}`, rates.linksPerIp, M.rate);
      const row = await confirmByToken(db, hashOf(token), now());
      if (!row) throw new BadRequestError(M.badLink);
      return { status: 'subscribed', message: M.confirmed };
    },

    async unsubscribe(token: string, ip: string): Promise<NewsletterAnswer> {
      await limiter.consume(`newsletter:link:${ip}`, rates.linksPerIp, M.rate);
      const row = await unsubscribeByToken(db, hashOf(token), now());
      if (!row) throw new BadRequestError(M.badLink);
      return { status: 'unsubscribed', message: M.unsubscribed };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
