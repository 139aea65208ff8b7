import { directionOf, intlTag, type Locale } from '../../lib/locale';
import { mailText, type MailBlock, type MailDoc } from './mail-doc';
import { say } from './mail-messages';
import { noticeText, type Notice } from './notice-text';

// Every mail Dwa sends, as a template (ADR 073): each writes the subject and the blocks in the
// person's language; `composeMail` adds the plain-text part. The HTML part is rendered from the
// same blocks when the mail is sent (mail-html.ts).

/** A digest's listing: its own title (never translated), price in pesewas, absolute link and thumbnail. */
export type DigestListing = { title: string; pricePesewas: number; url: string; image: string | null };

export type MailTemplate =
  | { template: 'code'; purpose: 'verify' | 'reset'; name: string; code: string; minutes: number }
  /** A notice told in-app too (orders, disputes, payouts, expiry): the notices catalog's words (ADR 076), and where to see it. */
  | { template: 'notice'; notice: Notice; action?: { kind: 'order' | 'dispute' | 'earnings' | 'listings'; url: string } }
  | { template: 'newsletter'; confirmUrl: string; unsubscribeUrl: string }
  | {
      template: 'digest';
      name: string;
      search: string;
      frequency: 'daily' | 'weekly';
      /** At most 10 are shown; `more` says how many others matched. */
      listings: DigestListing[];
      more: number;
      searchUrl: string;
      unsubscribeUrl: string;
    };

export type ComposedMail = { subject: string; text: string; doc: MailDoc };

/** At most this many listings in one digest mail. */
export const DIGEST_MAX_LISTINGS = 10;

const ACTION_KEY = { order: 'actionOrder', dispute: 'actionDispute', earnings: 'actionEarnings', listings: 'actionListings' } as const;

/** 'GHS 2,500.50' in the person's language's number format, from integer pesewas. */
export function formatCedis(pesewas: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'GHS', currencyDisplay: 'code' }).format(pesewas / 100);
}

function write(template: MailTemplate, locale: Locale): { subject: string; blocks: MailBlock[]; footer: MailBlock[] } {
  const t = (key: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(locale, key, values);
  const account: MailBlock = { type: 'small', text: t('footer') };
  switch (template.template) {
    case 'code': {
      const verify = template.purpose === 'verify';
      return {
        subject: t(verify ? 'verifySubject' : 'resetSubject', { code: template.code }),
        blocks: [
          { type: 'p', text: t('hello', { name: template.name }) },
          {
            type: 'p',
            text: `${t(verify ? 'verifyIntro' : 'resetIntro', { code: template.code })} ${t('codeExpires', { minutes: template.minutes })}`,
          },
          { type: 'code', code: template.code },
          { type: 'p', text: t(verify ? 'verifyIgnore' : 'resetIgnore') },
        ],
        footer: [account],
      };
    }
    case 'notice': {
      const notice = noticeText(template.notice, locale);
      return {
        subject: t('noticeSubject', { title: notice.title }),
        blocks: [
          { type: 'p', text: notice.body },
          ...(template.action ? [{ type: 'button' as const, label: t(ACTION_KEY[template.action.kind]), url: template.action.url }] : []),
        ],
        footer: [account],
      };
    }
    case 'newsletter':
      return {
        subject: t('newsletterSubject'),
        blocks: [
          { type: 'p', text: t('newsletterIntro') },
          { type: 'button', label: t('newsletterConfirm'), url: template.confirmUrl },
          { type: 'p', text: t('newsletterNote') },
        ],
        footer: [
          { type: 'small', text: t('newsletterFooter') },
          { type: 'link', label: t('newsletterUnsubscribe'), url: template.unsubscribeUrl },
        ],
      };
    case 'digest': {
      const shown = template.listings.slice(0, DIGEST_MAX_LISTINGS);
      const more = template.more + (template.listings.length - shown.length);
      return {
        subject: t('digestSubject', { search: template.search }),
        blocks: [
          { type: 'p', text: t('hello', { name: template.name }) },
          { type: 'p', text: t('digestIntro', { search: template.search }) },
          {
            type: 'listings',
            items: shown.map((item) => ({
              title: item.title,
              price: formatCedis(item.pricePesewas, locale),
              url: item.url,
              image: item.image,
            })),
          },
          ...(more > 0 ? [{ type: 'p' as const, text: t('digestMore', { count: more }) }] : []),
          { type: 'button', label: t('digestSeeAll'), url: template.searchUrl },
        ],
        footer: [
          { type: 'small', text: t(template.frequency === 'daily' ? 'digestWhyDaily' : 'digestWhyWeekly', { search: template.search }) },
          { type: 'link', label: t('digestUnsubscribe'), url: template.unsubscribeUrl },
        ],
      };
    }
  }
}

/** The mail `template` in `locale`: its subject, its plain-text part and the blocks its HTML part is rendered from. */
export function composeMail(template: MailTemplate, locale: Locale): ComposedMail {
  const { subject, blocks, footer } = write(template, locale);
  // What mail apps show beside the subject: the first paragraph after the greeting (the code mails and digests greet).
  const paragraphs = blocks.flatMap((item) => (item.type === 'p' ? [item.text] : []));
  const greets = template.template === 'code' || template.template === 'digest';
  const doc: MailDoc = {
    lang: locale,
    dir: directionOf(locale),
    preview: paragraphs[greets ? 1 : 0] ?? subject,
    tagline: say(locale, 'tagline'),
    blocks,
    footer,
  };
  return { subject, text: mailText(doc), doc };
}
