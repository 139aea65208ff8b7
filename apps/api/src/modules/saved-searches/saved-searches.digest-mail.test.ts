import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, savedSearches } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';
import { notificationsOf } from '../../../test/factories/moderation';

// The saved-search digest by mail (ADR 073): daily and weekly searches get one mail per run with at
// most 10 listings (photos, GHS prices, links) in the owner's language, each listing once per search;
// instant and off searches, and searches whose email is off, get none. Its unsubscribe link works
// signed out (the API's operations and the public page, GET to confirm, POST to stop, RFC 8058),
// and a changed token, or another search's, fails and changes nothing.

const ORIGIN = 'https://dwa.example';
let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: ORIGIN } });
  seller = await createUser(ctx, { userType: 'SELLER' });
});
afterAll(() => ctx.close());

type Mail = typeof outbox.$inferSelect;

async function saveSearch(user: TestUser, payload: Record<string, unknown>): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: user.auth, payload });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** Live listings titled with `word`, matched against the saved searches as the job would. */
async function publish(word: string, count: number, images = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await insertListing(ctx, seller, { title: `${word} number ${index + 1}`, price: 1000 + index, images });
    await ctx.app.services.savedSearches.matchListing(id);
    ids.push(id);
  }
  return ids;
}

async function digests(frequency: 'daily' | 'weekly'): Promise<void> {
  await ctx.app.services.savedSearches.sendDigests(frequency);
  await ctx.app.services.jobs.drain();
}

const mailsTo = (user: TestUser): Promise<Mail[]> =>
  ctx.deps.db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(asc(outbox.id));
const searchRow = async (id: number) => (await ctx.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;

/** The unsubscribe URL a digest mail carries in its List-Unsubscribe header, without the origin. */
function unsubscribeOf(mail: Mail): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = /^<(.+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe in ${JSON.stringify(mail.headers)}`);
  expect(url.startsWith(`${ORIGIN}/unsubscribe/saved-searches/`)).toBe(true);
  return url.slice(ORIGIN.length);
}

const apiUrl = (pagePath: string) => pagePath.replace(/^\/unsubscribe\/saved-searches\/(\d+)\?/, '/api/v1/saved-searches/$1/unsubscribe?');

describe('the digest mail', () => {
  it('mails a daily search at most 10 listings once, with photos, GHS prices, links and the unsubscribe headers', async () => {
    const buyer = await createUser(ctx, { name: 'Ama Buyer' });
    const searchId = await saveSearch(buyer, { name: 'Kente cloth', query: { q: 'kente' }, frequency: 'daily' });
    const ids = await publish('Kente', 12);
    await digests('daily');
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [Mail];
    expect(mail.subject).toBe('New listings for your saved search “Kente cloth”');
    expect(mail.text).toContain('Hello Ama Buyer,');
    // The newest 10 of the 12, and a count of the rest.
    for (const id of ids.slice(2)) expect(mail.text).toContain(`${ORIGIN}/listing/${id}\n`);
    for (const id of ids.slice(0, 2)) expect(mail.text).not.toContain(`${ORIGIN}/listing/${id}\n`);
    expect(mail.text).toContain('More new matches: 2.');
    expect(mail.text).toMatch(/Kente number 12 \(GHS\s1,011\.00\)/);
    expect(mail.html).toContain(`href="${ORIGIN}/listing/${ids[11]}"`);
    expect(mail.html!.match(/<img/g)).toHaveLength(10);
    expect(mail.html).toContain(`src="${ORIGIN}/static/listings/search-${ids[11]}-0-320.webp"`);
    expect(mail.html).toContain(`${ORIGIN}/listings?q=kente`);
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const link = unsubscribeOf(mail);
    expect(link).toMatch(new RegExp(`^/unsubscribe/saved-searches/${searchId}\\?token=${buyer.id}\\.[\\w-]{43}$`));
    expect(mail.text).toContain(`${ORIGIN}${link}`);

    // Run again, and the same listings matched again: nothing more is sent.
    await digests('daily');
    for (const id of ids) await ctx.app.services.savedSearches.matchListing(id);
    await digests('daily');
    expect(await mailsTo(buyer)).toHaveLength(1);

    // A new one later: the next digest has only it.
    const [later] = await publish('Kente', 1);
    await digests('daily');
    const next = (await mailsTo(buyer))[1]!;
    expect(next.text).toContain(`${ORIGIN}/listing/${later}\n`);
    expect(next.text).not.toContain('More new matches');
    expect(next.text.match(/\/listing\/\d+\n/g)).toHaveLength(1);
  });

  it('respects the frequency: weekly on the weekly run, nothing by mail for instant or off', async () => {
    const buyer = await createUser(ctx);
    await saveSearch(buyer, { name: 'Weekly', query: { q: 'adinkra' }, frequency: 'weekly' });
    await saveSearch(buyer, { name: 'Instant', query: { q: 'adinkra' }, frequency: 'instant' });
    await saveSearch(buyer, { name: 'Off', query: { q: 'adinkra' }, frequency: 'off' });
    await publish('Adinkra', 2, 0);
    await digests('daily');
    expect(await mailsTo(buyer)).toHaveLength(0);
    await digests('weekly');
    const mails = await mailsTo(buyer);
    expect(mails.map((mail) => mail.subject)).toEqual(['New listings for your saved search “Weekly”']);
    expect(mails[0]!.text).toContain('once a week');
    // No photo: no picture, a plain box.
    expect(mails[0]!.html).not.toContain('<img');
  });

  it('does not mail a search whose email is off, nor a listing gone by the digest; still tells it in the app', async () => {
    const buyer = await createUser(ctx);
    const quiet = await saveSearch(buyer, { query: { q: 'batik' }, frequency: 'daily', email: false });
    expect((await searchRow(quiet)).email).toBe(false);
    await publish('Batik', 1);
    await digests('daily');
    expect(await mailsTo(buyer)).toHaveLength(0);
    expect((await notificationsOf(ctx, buyer.id)).filter((row) => row.kind === 'saved_search')).toHaveLength(1);
    const loud = await createUser(ctx);
    await saveSearch(loud, { query: { q: 'smock' }, frequency: 'daily' });
    const [sold] = await publish('Smock', 1);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/classifieds/${sold}/status`,
      headers: seller.auth,
      payload: { status: 'inactive' },
    });
    await digests('daily');
    expect(await mailsTo(loud)).toHaveLength(0);
  });

  it("is written in the owner's language, the one their app last used", async () => {
    const buyer = await createUser(ctx, { name: 'Awa' });
    await saveSearch(buyer, { name: 'Tissu', query: { q: 'wax' }, frequency: 'daily' });
    // Choosing French in the app sets the dwa_lang cookie, which a signed-in request carries.
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/saved-searches',
          headers: { ...buyer.auth, cookie: 'theme=dark; dwa_lang=fr' },
        })
      ).statusCode,
    ).toBe(200);
    await publish('Wax', 1);
    await digests('daily');
    const [mail] = await mailsTo(buyer);
    expect(mail!.subject).toBe('Nouvelles annonces pour votre recherche enregistrée « Tissu »');
    expect(mail!.text).toContain('Bonjour Awa,');
    expect(mail!.html).toContain('lang="fr"');
  });
});

describe('the unsubscribe link', () => {
  let owner: TestUser;
  let searchId: number;
  let otherId: number;
  let link: string;
  let otherLink: string;

  beforeAll(async () => {
    owner = await createUser(ctx);
    searchId = await saveSearch(owner, { name: `<script>alert("x")</script> & "Tom's"`, query: { q: 'kaba' }, frequency: 'daily' });
    otherId = await saveSearch(owner, { name: 'Other', query: { q: 'slit' }, frequency: 'daily' });
    await publish('Kaba', 1);
    await publish('Slit', 1);
    await digests('daily');
    const mails = await mailsTo(owner);
    link = unsubscribeOf(mails.find((mail) => mail.subject.includes('script'))!);
    otherLink = unsubscribeOf(mails.find((mail) => mail.subject.includes('Other'))!);
  });

  const tokenOf = (url: string) => new URL(url, ORIGIN).searchParams.get('token')!;
  const changed = (token: string) => `${token.slice(0, -5)}${token.slice(-5, -4) === 'A' ? 'B' : 'A'}${token.slice(-4)}`;

  it("refuses a changed token, another search's token and no token, signed out, changing nothing", async () => {
    const before = await searchRow(searchId);
    const bad = [
      { url: `/api/v1/saved-searches/${searchId}/unsubscribe?token=${changed(tokenOf(link))}`, status: 403 },
      { url: `/api/v1/saved-searches/${searchId}/unsubscribe?token=${encodeURIComponent(tokenOf(otherLink))}`, status: 403 },
      { url: `/api/v1/saved-searches/${searchId}/unsubscribe?token=${owner.id + 1}.${tokenOf(link).split('.')[1]}`, status: 403 },
      { url: `/api/v1/saved-searches/${searchId}/unsubscribe`, status: 422 },
      { url: `/api/v1/saved-searches/abc/unsubscribe?token=${tokenOf(link)}`, status: 422 },
    ];
    for (const { url, status } of bad) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
        expect(res.json().detail, url).toBeTruthy();
      }
    }
    const refused = await ctx.app.inject({ method: 'POST', url: bad[0]!.url });
    expect(refused.json().detail).toBe('This unsubscribe link is not valid.');
    // The public page refuses the same way, in HTML.
    const page = await ctx.app.inject({
      method: 'POST',
      url: `/unsubscribe/saved-searches/${searchId}?token=${changed(tokenOf(link))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This unsubscribe link is not valid.');
    expect((await ctx.app.inject({ method: 'GET', url: `/unsubscribe/saved-searches/${otherId}?token=${tokenOf(link)}` })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/unsubscribe/saved-searches/x?token=1` })).statusCode).toBe(400);
    expect(await searchRow(searchId)).toEqual(before);
    expect(before.email).toBe(true);
  });

  it('opens a confirmation page signed out, in the language, with the name as words and a no-JS button; robots kept out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain(
      'Stop the emails for your saved search “&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;Tom&#39;s&#34;”?',
    );
    expect(res.body).not.toContain('<script>');
    expect(res.body).toMatch(
      /<form method="post" action="\/unsubscribe\/saved-searches\/\d+\?token=[\w.-]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe<\/button><\/form>/,
    );
    // Looking changes nothing.
    expect((await searchRow(searchId)).email).toBe(true);
    const french = await ctx.app.inject({ method: 'GET', url: link, headers: { cookie: 'dwa_lang=fr' } });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain('Se désabonner');
    const arabic = await ctx.app.inject({ method: 'GET', url: link, headers: { cookie: 'dwa_lang=ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /unsubscribe/');
    const check = await ctx.app.inject({ method: 'GET', url: apiUrl(link) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ id: searchId, name: `<script>alert("x")</script> & "Tom's"`, email: true });
  });

  it('unsubscribes with the one-click POST (RFC 8058), signed out; the search stays and mails no more', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Done: no more emails for your saved search');
    expect(await searchRow(searchId)).toMatchObject({ email: false, frequency: 'daily' });
    expect((await searchRow(otherId)).email).toBe(true);
    // Again, and through the API: the same answer.
    const again = await ctx.app.inject({ method: 'POST', url: apiUrl(link) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: searchId, email: false });
    // The owner sees it, and can turn it back on.
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/v1/saved-searches/${searchId}`, headers: owner.auth });
    expect(mine.json()).toMatchObject({ email: false });
    const count = (await mailsTo(owner)).length;
    await publish('Kaba', 1);
    await digests('daily');
    expect(await mailsTo(owner)).toHaveLength(count);
    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/saved-searches/${searchId}`,
      headers: owner.auth,
      payload: { email: true },
    });
    expect(back.json()).toMatchObject({ email: true });
  });

  it('accepts the one-click POST as multipart form data too, and answers 404 once the search is deleted', async () => {
    const boundary = '----dwa';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: otherLink,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect((await searchRow(otherId)).email).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/saved-searches/${otherId}`, headers: owner.auth })).statusCode).toBe(
      200,
    );
    const gone = await ctx.app.inject({ method: 'POST', url: apiUrl(otherLink) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('This saved search no longer exists.');
    const page = await ctx.app.inject({ method: 'GET', url: otherLink });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This saved search no longer exists, so it sends no more email.');
  });
});
