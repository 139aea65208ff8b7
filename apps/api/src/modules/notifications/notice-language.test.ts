import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, notifications, users } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actOk, buy, giveBusinessAddress, insertProduct, shopRequests, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { sandboxPush } from '../../../test/local-push-service';

// Notices in the reader's language (ADR 076): an order's notification and mail reach a French buyer
// in French and an English seller in English; the bell is written when read, so a person who changes
// language reads their earlier notices in the new one too.

let ctx: TestContext;
let shop: ShopRequests;

beforeAll(async () => {
  ctx = await createTestApp({ config: { checkoutLimit: { limit: 1000, windowMs: 60_000 } } });
  shop = shopRequests(ctx);
});
afterAll(() => ctx.close());

const speaks = (who: TestUser, locale: string) => ctx.deps.db.update(users).set({ locale }).where(eq(users.id, who.id));

async function noticesOf(who: TestUser, cookie?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/notifications',
    headers: { ...who.auth, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { kind: string; title: string; body: string | null }[]).filter((notice) => notice.kind === 'order');
}
const { subscribe, pushedTo } = sandboxPush(() => ctx.app);
const mailsTo = (who: TestUser) =>
  ctx.deps.db.select({ subject: mails.subject, text: mails.text }).from(mails).where(eq(mails.to, who.email)).orderBy(mails.id);

describe("an order told in each party's language", () => {
  it("writes a French buyer's notification and mail in French, the English seller's in English", async () => {
    const seller = await createUser(ctx, { userType: 'SELLER', name: 'Abena Shop' });
    await giveBusinessAddress(ctx, seller);
    const item = await insertProduct(ctx, seller, { title: 'Kente scarf', price: 50, quantity: 10 });
    const buyer = await createUser(ctx, { name: 'Kofi Buyer' });
    await speaks(buyer, 'fr');
    const { orders } = await buy(shop, buyer, [[item, 1]]);
    const number = orders[0]!.number;

    const [placed] = await noticesOf(buyer);
    expect(placed).toMatchObject({
      title: `Commande ${number} passée`,
      body: expect.stringMatching(/^Vous payez GHC \d[\d,]*\.\d\d en espèces (à la livraison|au retrait)\.$/),
    });
    const [fromBuyer] = await noticesOf(seller);
    expect(fromBuyer).toMatchObject({
      title: `New order ${number}`,
      body: expect.stringMatching(/^Kofi Buyer ordered for GHC \d[\d,]*\.\d\d \(cash/),
    });

    const [mail] = await mailsTo(buyer);
    expect(mail!.subject).toBe(`Dwa : Commande ${number} passée`);
    expect(mail!.text).toContain('Vous payez GHC');
    expect(mail!.text).toContain(`Voir la commande: `);
    expect((await mailsTo(seller))[0]!.subject).toBe(`Dwa: New order ${number}`);

    // The other way round: a French seller is told of an English buyer's order in French (the
    // checkout has the seller's language from the listing's facts, the buyer's from the sign-in).
    await speaks(seller, 'fr');
    const english = await createUser(ctx, { name: 'Ama Buyer' });
    const second = (await buy(shop, english, [[item, 1]])).orders[0]!.number;
    expect((await mailsTo(seller)).at(-1)!.subject).toBe(`Dwa : Nouvelle commande ${second}`);
    expect((await mailsTo(english))[0]!.subject).toBe(`Dwa: Order ${second} placed`);

    // The row keeps the notice and its values, and the English text beside them.
    const [row] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(row).toMatchObject({
      title: `Order ${number} placed`,
      notice: expect.stringMatching(/^orderPlacedCash/),
      params: expect.objectContaining({ number }),
    });
  });

  it("writes the bell in the reader's language of now: earlier notices follow a change of language", async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    await giveBusinessAddress(ctx, seller);
    const item = await insertProduct(ctx, seller, { title: 'Batik shirt', price: 80, quantity: 5 });
    const buyer = await createUser(ctx);
    await speaks(buyer, 'fr');
    const { orders } = await buy(shop, buyer, [[item, 1]]);
    const number = orders[0]!.number;
    await actOk(shop, buyer, orders[0]!.id, 'cancel', 'Changed my mind');

    expect((await noticesOf(buyer)).map((notice) => notice.title)).toEqual([`Commande ${number} annulée`, `Commande ${number} passée`]);
    // The person's reason stays in their own words.
    expect((await noticesOf(buyer))[0]!.body).toBe('Changed my mind');
    // Switching to German (the dwa_lang cookie keeps users.locale): the same notices, in German.
    expect((await noticesOf(buyer, 'dwa_lang=de')).map((notice) => notice.title)).toEqual([
      `Bestellung ${number} storniert`,
      `Bestellung ${number} aufgegeben`,
    ]);
    expect((await noticesOf(buyer)).map((notice) => notice.title)).toEqual([
      `Bestellung ${number} storniert`,
      `Bestellung ${number} aufgegeben`,
    ]);
    expect((await noticesOf(buyer, 'dwa_lang=en')).map((notice) => notice.title)).toEqual([
      `Order ${number} cancelled`,
      `Order ${number} placed`,
    ]);
    // A mail keeps the language it was written in.
    expect((await mailsTo(buyer)).map((mail) => mail.subject)).toEqual([
      `Dwa : Commande ${number} passée`,
      `Dwa : Commande ${number} annulée`,
    ]);
  });

  it("pushes in the recipient's language: a French buyer's order (a batch) and a French owner's expiry reminder (one)", async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    await giveBusinessAddress(ctx, seller);
    const item = await insertProduct(ctx, seller, { title: 'Shea butter', price: 20, quantity: 5 });
    const buyer = await createUser(ctx);
    await speaks(buyer, 'fr');
    await subscribe(buyer);
    await subscribe(seller);
    const { orders } = await buy(shop, buyer, [[item, 1]]);
    await ctx.app.services.jobs.drain();
    expect((await pushedTo(buyer)).map((push) => push.payload.title)).toEqual([`Commande ${orders[0]!.number} passée`]);
    expect((await pushedTo(seller)).map((push) => push.payload.title)).toEqual([`New order ${orders[0]!.number}`]);

    const owner = await createUser(ctx, { userType: 'SELLER' });
    await speaks(owner, 'fr');
    await subscribe(owner);
    const id = await createListing(ctx, owner, { title: 'Frigo presque neuf' });
    await ctx.deps.db.execute(sql`UPDATE listings SET expires_at = now() + interval '2 days' WHERE id = ${id}`);
    await ctx.app.services.jobs.drain();
    await ctx.app.services.listingExpiry.runExpiry();
    await ctx.app.services.jobs.drain();
    const [reminder] = await pushedTo(owner);
    expect(reminder!.payload).toMatchObject({
      kind: 'alerts',
      title: expect.stringMatching(/^Votre annonce "Frigo presque neuf" expire le \d{1,2} \S+ \d{4}$/),
      body: 'Renouvelez-la d’un geste pour la garder dans la recherche, ou marquez-la comme vendue.',
    });
    expect((await mailsTo(owner))[0]!.subject).toBe(`Dwa : ${reminder!.payload.title}`);
  });
});
