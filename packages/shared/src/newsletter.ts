import { z } from 'zod';
import { emailField } from './fields';
import { coded } from './coded';

// The footer's newsletter (the spec's form had no submit behaviour). Double opt-in: subscribing
// mails a link, and only following it subscribes the address; every mail carries an unsubscribe link.

export const NEWSLETTER_MESSAGES = {
  /** The same answer whatever the address's state, so the form tells no one who is subscribed. */
  checkInbox: coded('newsletter.check_inbox', 'Almost done: check your inbox and follow the link we sent to confirm your subscription.'),
  confirmed: coded('newsletter.confirmed', 'You are subscribed. Deals and news from Dwa will come to your inbox.'),
  unsubscribed: coded('newsletter.unsubscribed', 'You are unsubscribed. You will get no more newsletters from Dwa.'),
  badLink: coded('newsletter.bad_link', 'This link is not valid or has expired. Subscribe again from the form at the bottom of any page.'),
  missingToken: coded('newsletter.missing_token', 'This link is incomplete. Open it again from the email.'),
  rate: (minutes: number) =>
    coded('newsletter.rate', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { minutes }),
} as const;

export const newsletterSubscribeSchema = z.object({ email: emailField });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.missingToken })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.missingToken)
    .max(128, NEWSLETTER_MESSAGES.badLink)
    .regex(/^[A-Za-z0-9_-]+$/, NEWSLETTER_MESSAGES.badLink),
});
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

export const newsletterStatusSchema = z.enum(['pending', 'subscribed', 'unsubscribed']);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const newsletterAnswerSchema = z.object({ status: newsletterStatusSchema, message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
