import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../lib/locale';
import { render } from '@react-email/render';
import { mailElement, mailHtml } from './mail-html';
import { MAIL_CATALOGS } from './mail-messages';
import { en } from './messages/en';
import { composeMail, DIGEST_MAX_LISTINGS, type DigestListing, type MailTemplate } from './mail-templates';

// The mail templates (ADR 073): every mail has a plain-text part and an HTML part from the same
// blocks, in the person's language; values are words whatever they hold (escaped once in HTML, as
// they are in text); a digest shows at most 10 listings; the nine catalogs hold the same sentences.

const NASTY = `<script>alert("x")</script> Tom & Jerry's "best" <b>phone</b>`;

const digest = (
  count: number,
  overrides: Partial<Extract<MailTemplate, { template: 'digest' }>> = {},
): Extract<MailTemplate, { template: 'digest' }> => ({
  template: 'digest',
  name: 'Ama',
  search: 'phones',
  frequency: 'daily',
  listings: Array.from({ length: count }, (_, index): DigestListing => ({
    title: `Phone ${index + 1}`,
    pricePesewas: 250_050 + index * 100,
    url: `https://dwa.example/listing/${index + 1}`,
    image: index % 2 === 0 ? `https://dwa.example/static/listings/k${index}-320.webp` : null,
  })),
  more: 0,
  searchUrl: 'https://dwa.example/listings?q=phones',
  unsubscribeUrl: 'https://dwa.example/unsubscribe/saved-searches/7?token=1.abc',
  ...overrides,
});

const every: MailTemplate[] = [
  { template: 'code', purpose: 'verify', name: 'Ama', code: '123456', minutes: 10 },
  { template: 'code', purpose: 'reset', name: 'Ama', code: '654321', minutes: 10 },
  { template: 'notice', notice: { key: 'orderAccepted', params: { number: 'DWA-000001' } }, action: { kind: 'order', url: '/orders/1' } },
  { template: 'notice', notice: { key: 'payoutMethodChanged', params: { accountName: 'Ama Mensah', account: '•••• 4567' } } },
  { template: 'newsletter', confirmUrl: '/newsletter?confirm=abc', unsubscribeUrl: '/newsletter?unsubscribe=def' },
  digest(3),
];

describe('every mail', () => {
  it.each(every.map((template) => [template.template, template] as const))(
    '%s has a plain-text and an HTML part that say the same',
    async (_name, template) => {
      const mail = composeMail(template, 'en');
      const html = mailHtml(mail.doc);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.text).toContain('Dwa · Buy and sell in Ghana');
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain('<html dir="ltr" lang="en"');
      // Every paragraph of the text part is in the HTML part too.
      for (const block of mail.doc.blocks)
        if (block.type === 'p') expect(html).toContain(block.text.replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
      // Light on images: only a digest's thumbnails.
      const images = html.match(/<img/g)?.length ?? 0;
      expect(images).toBe(template.template === 'digest' ? 2 : 0);
    },
  );

  it("is react-email's own render of the mail, less the Suspense comments it wraps the mail in (ADR 090)", async () => {
    const suspenseComments = /<!--(\$|\/\$|html|head|body)-->/g;
    for (const template of [...every, digest(13, { more: 2, name: NASTY })])
      for (const locale of LOCALES) {
        const { doc } = composeMail(template, locale);
        const theirs = await render(mailElement(doc));
        expect(theirs).toMatch(suspenseComments);
        expect(mailHtml(doc), `${template.template} in ${locale}`).toBe(theirs.replace(suspenseComments, ''));
      }
  });

  it('keeps the English words the tests and journeys read (codes, links)', () => {
    const verify = composeMail(every[0]!, 'en');
    expect(verify.subject).toBe('Your Dwa verification code: 123456');
    expect(verify.text).toContain('Hello Ama,\n\nYour Dwa verification code is 123456. It expires in 10 minutes.');
    expect(composeMail(every[1]!, 'en').subject).toBe('Your Dwa password reset code: 654321');
    const order = composeMail(every[2]!, 'en');
    expect(order.subject).toBe('Dwa: Order DWA-000001 accepted');
    expect(order.text).toContain('The seller is preparing your order.\n\nSee the order: /orders/1');
    expect(composeMail(every[4]!, 'en').text).toContain('Confirm your subscription: /newsletter?confirm=abc');
  });
});

describe('escaping', () => {
  it('shows a name and a listing title with markup, quotes and & as words in both parts', async () => {
    const mail = composeMail(
      digest(1, {
        name: NASTY,
        search: NASTY,
        listings: [
          { title: NASTY, pricePesewas: 100, url: 'https://dwa.example/listing/1?a=1&b="2"', image: 'https://dwa.example/x.webp?a=1&b=2' },
        ],
      }),
      'en',
    );
    // Plain text: exactly the words, no entities.
    expect(mail.text).toContain(`Hello ${NASTY},`);
    expect(mail.text).toContain(`- ${NASTY} (`);
    expect(mail.text).not.toContain('&amp;');
    expect(mail.subject).toBe(`New listings for your saved search “${NASTY}”`);
    // HTML: escaped once; no tag of theirs survives, attributes stay closed.
    const html = mailHtml(mail.doc);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>phone</b>');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#x27;s &quot;best&quot; &lt;b&gt;phone&lt;/b&gt;',
    );
    expect(html).toContain('href="https://dwa.example/listing/1?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('alt="&lt;script&gt;');
    expect(html).not.toContain('&amp;amp;');
  });

  it('escapes a notice body and a code mail name too', async () => {
    for (const template of [
      { template: 'notice', notice: { key: 'disputeMessage', params: { number: NASTY, message: NASTY } } } as const,
      { template: 'code', purpose: 'verify', name: NASTY, code: '111111', minutes: 10 } as const,
    ]) {
      const mail = composeMail(template, 'fr');
      const html = mailHtml(mail.doc);
      expect(mail.text).toContain(NASTY);
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    }
  });
});

describe('language', () => {
  it("writes each mail in the person's language, right to left in Arabic, English when unknown", async () => {
    const fr = composeMail(every[0]!, 'fr');
    expect(fr.subject).toBe('Votre code de vérification Dwa : 123456');
    expect(fr.text).toContain('Bonjour Ama,');
    const ar = composeMail(digest(2), 'ar');
    expect(ar.doc).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(mailHtml(ar.doc)).toContain('<html dir="rtl" lang="ar"');
    expect(ar.subject).toContain('phones');
    expect(composeMail(every[0]!, 'zh').subject).toBe('您的 Dwa 验证码：123456');
    // Prices in cedis, in the language's number format.
    expect(composeMail(digest(1), 'en').text).toMatch(/GHS\s2,500\.50/);
    expect(composeMail(digest(1), 'de').text).toMatch(/2\.500,50\sGHS/);
  });

  it("writes a notice mail in the person's language from the notices catalog (ADR 076)", () => {
    const fr = composeMail(every[2]!, 'fr');
    expect(fr.subject).toBe('Dwa : Commande DWA-000001 acceptée');
    expect(fr.text).toContain('Le vendeur prépare votre commande.\n\nVoir la commande: /orders/1');
    expect(composeMail(every[2]!, 'ar').doc).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('has the same sentences and placeholders in all nine catalogs', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(MAIL_CATALOGS).sort()).toEqual([...LOCALES].sort());
    for (const [locale, catalog] of Object.entries(MAIL_CATALOGS)) {
      expect(Object.keys(catalog).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim().length, `${locale}.${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(en[key as keyof typeof en]));
        if (locale !== 'en' && !['noticeSubject'].includes(key))
          expect(text, `${locale}.${key} is still English`).not.toBe(en[key as keyof typeof en]);
      }
    }
  });
});

describe('the digest', () => {
  it(`shows at most ${DIGEST_MAX_LISTINGS} listings, with a link, price and picture each, and counts the rest`, async () => {
    const mail = composeMail(digest(13, { more: 2 }), 'en');
    const listings = mail.doc.blocks.find((block) => block.type === 'listings');
    expect(listings?.type === 'listings' && listings.items).toHaveLength(DIGEST_MAX_LISTINGS);
    expect(mail.text).toContain('More new matches: 5.');
    expect(mail.text).toMatch(/- Phone 1 \(GHS\s2,500\.50\)\n {2}https:\/\/dwa\.example\/listing\/1\n/);
    expect(mail.text).not.toContain('Phone 11');
    const html = mailHtml(mail.doc);
    expect(html.match(/<img/g)).toHaveLength(5); // the 5 of the 10 shown that have a photo
    expect(html).toContain('src="https://dwa.example/static/listings/k0-320.webp"');
    expect(html).toContain('href="https://dwa.example/listing/10"');
    expect(html).not.toContain('listing/11"');
    expect(mail.text).toContain('Unsubscribe from this search’s emails: https://dwa.example/unsubscribe/saved-searches/7?token=1.abc');
    expect(mail.text).toContain('You get this email once a day');
    expect(composeMail(digest(1, { frequency: 'weekly' }), 'en').text).toContain('once a week');
  });
});
