import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { chatRequests, createConversation } from '../../../test/factories/conversations';
import { createListing } from '../../../test/factories/listings';
import { moderationRequests, type ModerationRequests } from '../../../test/factories/moderation';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';
import { createUser, type TestUser } from '../../../test/factories/users';
import { sandboxPush } from '../../../test/local-push-service';

// The rest of the notices in the reader's language (ADR 079): comments, likes, chat, moderation,
// seller and courier applications and saved-search alerts reach a French person in French, with
// what people wrote (a name, a title, a comment, a message, a reason) as they wrote it. Moderation is
// manual here so an admin's approval is a notice too.

let ctx: TestContext;
let api: ApiRequests;
let mod: ModerationRequests;
let admin: TestUser;
const { subscribe, pushedTo } = sandboxPush(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestApp({ config: { listingModeration: 'manual', sellerApproval: 'manual' } });
  api = apiRequests(ctx);
  mod = moderationRequests(ctx);
  admin = await createUser(ctx, { userType: 'ADMIN', name: 'Admin' });
});
afterAll(() => ctx.close());

async function french(options: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(ctx, options);
  await ctx.deps.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
  return user;
}

type Told = { kind: string; title: string; body: string | null };
async function noticesOf(who: TestUser, cookie?: string): Promise<Told[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/notifications?limit=50',
    headers: { ...who.auth, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Told[]).map(({ kind, title, body }) => ({ kind, title, body }));
}

/** A listing of `owner`'s, approved by the admin (manual moderation) and matched by the saved searches. */
async function live(owner: TestUser, title: string): Promise<number> {
  const id = await createListing(ctx, owner, { title });
  expect((await mod.decide(admin, id, { status: 'active' })).statusCode).toBe(200);
  await ctx.app.services.jobs.drain();
  return id;
}

describe('notices told to a French person, in French', () => {
  it('moderation: an approval and a take-down with the moderator’s reason', async () => {
    const owner = await french({ userType: 'SELLER' });
    const id = await live(owner, 'Frigo Samsung');
    expect((await mod.decide(admin, id, { status: 'inactive', reason: 'Photos volées' })).statusCode).toBe(200);
    expect(await noticesOf(owner)).toEqual([
      {
        kind: 'deactivated',
        title: 'Votre annonce "Frigo Samsung" a été retirée',
        body: 'Un modérateur l’a désactivée. Motif : Photos volées',
      },
      { kind: 'approved', title: 'Votre annonce "Frigo Samsung" a été approuvée', body: 'Elle est maintenant en ligne sur Dwa.' },
    ]);
    // The row keeps the English beside the key, and the same notices read in English for an English reader.
    expect((await noticesOf(owner, 'dwa_lang=en'))[1]).toEqual({
      kind: 'approved',
      title: 'Your listing "Frigo Samsung" was approved',
      body: 'It is now live on Dwa.',
    });
  });

  it('comments and replies: the name, the title and the comment as written', async () => {
    const [seller, buyer] = [await french({ userType: 'SELLER', name: 'Abena' }), await french({ name: 'Kofi' })];
    const id = await live(seller, 'Vélo bleu');
    const comment = (await api.comment(buyer, { listing_id: id, content: 'Is it still available?' })).json() as { id: number };
    await api.comment(seller, { listing_id: id, content: 'Oui, toujours', parent_id: comment.id });
    expect((await noticesOf(seller)).find((notice) => notice.kind === 'comment')).toEqual({
      kind: 'comment',
      title: 'Kofi a commenté votre annonce "Vélo bleu"',
      body: 'Is it still available?',
    });
    expect((await noticesOf(buyer)).find((notice) => notice.kind === 'reply')).toEqual({
      kind: 'reply',
      title: 'Abena a répondu à votre commentaire sur "Vélo bleu"',
      body: 'Oui, toujours',
    });
  });

  it('likes, batched: one liker by name, then how many', async () => {
    const seller = await french({ userType: 'SELLER' });
    const id = await live(seller, 'Cuisinière à gaz');
    const fans = [await createUser(ctx, { name: 'Yaw' }), await createUser(ctx, { name: 'Efua' })];
    await api.like(fans[0]!, id);
    expect((await noticesOf(seller)).filter((notice) => notice.kind === 'like')).toEqual([
      { kind: 'like', title: 'Yaw aime votre annonce "Cuisinière à gaz"', body: null },
    ]);
    await api.like(fans[1]!, id);
    expect((await noticesOf(seller)).filter((notice) => notice.kind === 'like')).toEqual([
      { kind: 'like', title: '2 personnes aiment votre annonce "Cuisinière à gaz"', body: null },
    ]);
    // Stored as the notice and its values, with the English text beside them.
    const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(rows.find((row) => row.kind === 'like')).toMatchObject({
      notice: 'likedMany',
      params: { count: 2, listing: '"Cuisinière à gaz"' },
      title: '2 people liked your listing "Cuisinière à gaz"',
      body: null,
    });
  });

  it('chat, batched: the bell and the push, with the last message as written', async () => {
    const recipient = await french({ name: 'Adwoa' });
    const sender = await createUser(ctx, { name: 'Kwesi' });
    await subscribe(recipient);
    const { id } = await createConversation(ctx, { between: [sender, recipient] });
    expect((await chatRequests(ctx, sender).send(id, 'Hello!')).statusCode).toBe(201);
    expect((await chatRequests(ctx, sender).send(id, 'Are you there?')).statusCode).toBe(201);
    expect((await noticesOf(recipient)).filter((notice) => notice.kind === 'message')).toEqual([
      { kind: 'message', title: '2 nouveaux messages de Kwesi', body: 'Are you there?' },
    ]);
    await ctx.app.services.jobs.drain();
    expect((await pushedTo(recipient)).map((push) => push.payload.title)).toContain('Nouveau message de Kwesi');
  });

  it('seller and courier applications: a refusal with the admin’s reason, an approval', async () => {
    const applicant = await french();
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/seller-applications',
      headers: applicant.auth,
      payload: {
        business_name: 'Chez Ama',
        business_type: 'individual',
        business_address: 'Stall 12, Kejetia Market, Kumasi',
        region: 'Ashanti',
        phone: '024 123 4567',
        about: 'Pots and pans.',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/seller-applications/${filed.json().id}/refuse`,
      headers: admin.auth,
      payload: { reason: 'Adresse introuvable' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const courier = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/delivery/courier/applications',
      headers: applicant.auth,
      payload: { name: 'Ama', phone: '0201234567', vehicle_type: 'motorbike', region: 'Ashanti' },
    });
    expect(courier.statusCode, courier.body).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/admin/courier-applications/${courier.json().id}/approve`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(200);
    expect(await noticesOf(applicant)).toEqual([
      {
        kind: 'courier_application',
        title: 'Vous êtes maintenant coursier Dwa',
        body: 'Passez en ligne sur le tableau de bord des livraisons pour voir les courses.',
      },
      { kind: 'seller_application', title: 'Votre demande de vendeur n’a pas été approuvée', body: 'Adresse introuvable' },
    ]);
  });

  it('saved-search alerts: a new listing that matches, by the search’s name', async () => {
    const buyer = await french();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: buyer.auth,
      payload: { query: { q: 'kente' }, frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await live(await createUser(ctx, { userType: 'SELLER' }), 'Kente cloth, hand woven');
    expect((await noticesOf(buyer)).filter((notice) => notice.kind === 'saved_search')).toEqual([
      {
        kind: 'saved_search',
        title: `Nouvelle annonce pour votre recherche enregistrée "${saved.json().name}"`,
        body: 'Kente cloth, hand woven',
      },
    ]);
  });
});
