import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@dwa/shared/chat';
import { buildApp } from '../../app';
import { createTestApp, expectDocumented, type TestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { jpeg, allStoredFiles, TEXT_AS_JPEG } from '../../../test/factories/images';
import { createListing } from '../../../test/factories/listings';
import { chatRequests, createConversation } from '../../../test/factories/conversations';
import { connectWs, listenUrl } from '../../../test/ws-client';

// Messaging through the HTTP API (issue 7's list of API tests), and live delivery over the
// WebSocket, including from a second app instance on the same database (LISTEN/NOTIFY).

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let listingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Kwame Seller' }),
    createUser(ctx, { userType: 'CUSTOMER', name: 'Ama Buyer' }),
    createUser(ctx, { userType: 'CUSTOMER', name: 'Yaw Stranger' }),
  ]);
  listingId = await createListing(ctx, seller, { title: 'Blue bicycle' });
});
afterAll(() => ctx.close());

const chat = (user: TestUser) => chatRequests(ctx, user);

/** A fresh pair with a general conversation. */
const freshConversation = (names?: [string, string]) => createConversation(ctx, { names });

describe('starting a conversation', () => {
  it('creates one, then answers the same one to either person', async () => {
    const res = await chat(buyer).start(seller.id);
    expect(res.statusCode).toBe(201);
    const conversation = res.json() as Conversation;
    expect(conversation).toMatchObject({
      user1_id: Math.min(buyer.id, seller.id),
      user2_id: Math.max(buyer.id, seller.id),
      participants: [Math.min(buyer.id, seller.id), Math.max(buyer.id, seller.id)],
      participantNames: { [buyer.id]: 'Ama Buyer', [seller.id]: 'Kwame Seller' },
      other_user: { id: seller.id, name: 'Kwame Seller', online: false },
      lastMessage: null,
      unread_count: 0,
      isActive: true,
      listingId: null,
    });
    const again = await chat(buyer).start(seller.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Conversation).id).toBe(conversation.id);
    const theirs = await chat(seller).start(buyer.id);
    expect((theirs.json() as Conversation).id).toBe(conversation.id);
    expect((theirs.json() as Conversation).other_user.name).toBe('Ama Buyer');
  });

  it('accepts an empty JSON body, as the spec client sends it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/chat/start/${seller.id}`,
      headers: { ...stranger.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses yourself, unknown people and bad ids', async () => {
    const self = await chat(buyer).start(buyer.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ detail: 'You cannot message yourself' });
    const unknown = await chat(buyer).start(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'User not found' });
    expect((await chat(buyer).start('abc')).statusCode).toBe(422);
    expect((await chat(buyer).start(seller.id, { listing_id: 'x' })).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/start/${seller.id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('about a listing: its own conversation, with nothing sent until the buyer sends it (no automatic first message)', async () => {
    const res = await chat(buyer).start(seller.id, { listing_id: listingId });
    expect(res.statusCode).toBe(201);
    const conversation = res.json() as Conversation;
    expect(conversation).toMatchObject({ listingId, listingTitle: 'Blue bicycle', unread_count: 0, lastMessage: null });
    expect(conversation.listingImage).toMatch(/^\/static\/listings\/.+-320\.webp$/);
    const again = await chat(buyer).start(seller.id, { listing_id: listingId });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Conversation).id).toBe(conversation.id);
    expect((await chat(buyer).page(conversation.id)).messages).toEqual([]);
    // The seller sees nothing yet: no conversation, no message, no notice.
    expect((await chat(seller).list()).conversations.map((listed) => listed.id)).not.toContain(conversation.id);
    const notices = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: seller.auth })).json() as {
          results: { kind: string; link: string }[];
        }
      ).results.filter((notice) => notice.kind === 'message' && notice.link === `/messages?conversation=${conversation.id}`);
    expect(await notices()).toEqual([]);

    // What the buyer sends (the words the composer offered, or their own) is the first message.
    await chat(buyer).send(conversation.id, 'Hi! Is the bicycle still available?');
    const listed = (await chat(seller).list()).conversations.find((item) => item.id === conversation.id);
    expect(listed?.lastMessage).toMatchObject({ sender_id: buyer.id, is_intro: false, content: 'Hi! Is the bicycle still available?' });
    expect(await notices()).toHaveLength(1);
  });

  it('refuses a deactivated person, to start and to send', async () => {
    const { a, b, id } = await freshConversation(['Abena', 'Kojo']);
    const { users } = await import('@dwa/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, b.id));
    const start = await chat(a).start(b.id);
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({ detail: 'User not found' });
    const send = await chat(a).send(id, 'Are you there?');
    expect(send.statusCode).toBe(404);
    expect((await chat(a).page(id)).messages).toEqual([]);
  });

  it("shows an empty conversation only to whoever started it, and tells them nothing of the other's presence later", async () => {
    const { a, b, id } = await freshConversation(['Efua', 'Nana']);
    expect((await chat(a).list()).conversations.map((conversation) => conversation.id)).toContain(id);
    expect((await chat(b).list()).conversations.map((conversation) => conversation.id)).not.toContain(id);
    // The other person may still open it (both are participants), and it appears for them once there is a message.
    expect((await chat(b).start(a.id)).json()).toMatchObject({ id });
    await chat(a).send(id, 'Hello Nana');
    expect((await chat(b).list()).conversations.map((conversation) => conversation.id)).toContain(id);
  });

  it('limits how many new conversations one person starts; reopening is not counted', async () => {
    const limited = await createTestApp({ config: { chatStartLimit: { limit: 2, windowMs: 60_000 } } });
    try {
      const [me, p1, p2, p3] = await Promise.all(['Me', 'P1', 'P2', 'P3'].map(() => createUser(limited, { userType: 'CUSTOMER' })));
      const start = (other: TestUser) =>
        limited.app.inject({ method: 'POST', url: `/api/v1/chat/start/${other.id}`, headers: me!.auth, payload: {} });
      expect((await start(p1!)).statusCode).toBe(201);
      expect((await start(p2!)).statusCode).toBe(201);
      const third = await start(p3!);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().detail).toMatch(/starting conversations too fast/);
      expect((await start(p1!)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("gives the seller's listed number to call, never the buyer's", async () => {
    const shop = await createUser(ctx, { userType: 'SELLER', name: 'Efo Shop', phone: '+233201111111', businessPhone: '+233302222222' });
    const shopper = await createUser(ctx, { userType: 'CUSTOMER', name: 'Mansa', phone: '+233243333333' });
    const listing = await createListing(ctx, shop, { title: 'Wooden stool' });
    const mine = (await chat(shopper).start(shop.id, { listing_id: listing })).json() as Conversation;
    expect(mine.other_user.phone).toBe('+233302222222');
    const theirs = (await chat(shop).start(shopper.id, { listing_id: listing })).json() as Conversation;
    expect(theirs.other_user.phone).toBeNull();
    // A chat about nothing in particular shares no number either way.
    expect(((await chat(shopper).start(shop.id)).json() as Conversation).other_user.phone).toBeNull();
  });

  it('answers one conversation to its participants only (a link may point past the list)', async () => {
    const { a, b, id } = await freshConversation(['Araba', 'Fiifi']);
    await chat(b).send(id, 'Hi Araba');
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/conversations/${id}`, headers: a.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual((await chat(a).list()).conversations.find((conversation) => conversation.id === id));
    const theirs = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/conversations/${id}`, headers: stranger.auth });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/conversations/999999', headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/conversations/abc', headers: a.auth })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/conversations/${id}` })).statusCode).toBe(401);
  });

  it('refuses a listing that belongs to neither person, and an unknown one', async () => {
    const other = await createUser(ctx, { userType: 'CUSTOMER', name: 'Adjoa' });
    const res = await chat(other).start(buyer.id, { listing_id: listingId });
    expect(res.statusCode).toBe(400);
    expect((await chat(buyer).start(seller.id, { listing_id: 999999 })).statusCode).toBe(404);
  });
});

describe('sending and reading', () => {
  it('sends text (JSON or multipart), trims it, and refuses a blank message with 422', async () => {
    const { a, id } = await freshConversation();
    const json = await chat(a).send(id, '  Hello there  ');
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({
      content: 'Hello there',
      message_type: 'TEXT',
      sender_id: a.id,
      senderName: 'Esi',
      is_read: false,
      image: null,
    });
    const form = await chat(a).sendForm(id, { message_type: 'TEXT', content: 'Via a form' });
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({ content: 'Via a form', conversationId: id, conversation_id: id });

    for (const content of ['', '   ']) {
      const blank = await chat(a).sendForm(id, { message_type: 'TEXT', content });
      expect(blank.statusCode).toBe(422);
      expect(JSON.stringify(blank.json())).toContain('Type a message or attach an image.');
    }
    expect((await chat(a).sendForm(id, { message_type: 'IMAGE', content: 'no picture' })).statusCode).toBe(422);
    expect((await chat(a).sendForm(id, { message_type: 'VIDEO', content: 'hi' })).statusCode).toBe(422);
    expect((await chat(a).send(id, 'x'.repeat(4001))).statusCode).toBe(422);
  });

  it('sends an image: checked by content, stored as WebP without metadata', async () => {
    const { a, b, id } = await freshConversation();
    const withExif = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const file = { field: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: withExif };
    // The spec client may send the same file twice (file and image): one picture.
    const res = await chat(a).sendForm(id, { message_type: 'IMAGE', content: 'The dent' }, [file, { ...file, field: 'image' }]);
    expect(res.statusCode).toBe(201);
    const message = res.json() as ChatMessage;
    expect(message).toMatchObject({ message_type: 'IMAGE', content: 'The dent', image: { width: 600, height: 400 } });
    expect(message.attachment).toBe(message.image!.url);
    const stored = await ctx.deps.storage.get(message.image!.url.replace(/^\/static\//, ''));
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: message.image!.thumb_url })).statusCode).toBe(200);

    // An image alone is fine; a file that is not a picture is not, whatever it claims.
    const alone = await chat(b).sendForm(id, {}, [{ field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() }]);
    expect(alone.statusCode).toBe(201);
    expect(alone.json()).toMatchObject({ message_type: 'IMAGE', content: '' });
    const files = allStoredFiles(ctx);
    const count = (await chat(a).page(id)).messages.length;
    for (const data of [Buffer.from('<script>alert(1)</script>'), TEXT_AS_JPEG]) {
      const fake = await chat(a).sendForm(id, { message_type: 'IMAGE', content: 'look' }, [
        { field: 'file', filename: 'evil.jpg', contentType: 'image/jpeg', data },
      ]);
      expect(fake.statusCode).toBe(422);
      expect(JSON.stringify(fake.json())).toContain('Only image files are allowed.');
    }
    expect((await chat(a).page(id)).messages.length).toBe(count);
    expect(allStoredFiles(ctx)).toEqual(files);

    // One picture per message; over 10 MB is refused before it is decoded. Nothing is stored.
    const before = (await chat(a).page(id)).messages.length;
    const two = await chat(a).sendForm(id, {}, [
      { field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() },
      { field: 'image', filename: 'b.jpg', contentType: 'image/jpeg', data: withExif },
    ]);
    expect(two.statusCode).toBe(422);
    expect(JSON.stringify(two.json())).toContain('Send one image per message.');
    const huge = await chat(a).sendForm(id, { message_type: 'IMAGE' }, [
      { field: 'file', filename: 'huge.jpg', contentType: 'image/jpeg', data: Buffer.concat([withExif, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ detail: 'The image is too large (at most 10 MB).' });
    expect((await chat(a).page(id)).messages).toHaveLength(before);
  });

  it('lists conversations most recently updated first, with unread counts', async () => {
    const me = await createUser(ctx, { userType: 'CUSTOMER', name: 'Akosua' });
    const [p1, p2, p3] = await Promise.all(['One', 'Two', 'Three'].map((name) => createUser(ctx, { userType: 'CUSTOMER', name })));
    const ids: number[] = [];
    for (const person of [p1!, p2!, p3!]) ids.push(((await chat(me).start(person.id)).json() as Conversation).id);
    await chat(p2!).send(ids[1]!, 'first');
    await chat(p2!).send(ids[1]!, 'second');
    await chat(p1!).send(ids[0]!, 'hello');
    await chat(me).send(ids[2]!, 'my own');

    const list = await chat(me).list();
    expect(list.conversations.map((conversation) => conversation.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(list.conversations.map((conversation) => conversation.unread_count)).toEqual([0, 1, 2]);
    expect(list.unread_total).toBe(3);
    expect(await chat(me).unread()).toBe(3);
    expect(list.conversations[1]!.lastMessage).toMatchObject({ content: 'hello', senderName: 'One' });
    expect(list.conversations[1]!.other_user).toMatchObject({ id: p1!.id, name: 'One', online: false, last_seen: null });

    // Reading marks the other side's messages read and moves nothing.
    const page = await chat(me).page(ids[1]!, '?mark_read=true');
    expect(page.messages.map((message) => message.is_read)).toEqual([true, true]);
    expect(page.unread_total).toBe(1);
    const after = await chat(me).list();
    expect(after.conversations.map((conversation) => conversation.unread_count)).toEqual([0, 1, 0]);
    // The sender sees them read too.
    const theirs = await chat(p2!).page(ids[1]!);
    expect(theirs.messages.every((message) => message.is_read && message.read_at)).toBe(true);
    // mark_read=false (the default) leaves them unread; POST .../read marks them.
    await chat(me).page(ids[0]!);
    expect(await chat(me).unread()).toBe(1);
    const read = await chat(me).read(ids[0]!);
    expect(read.json()).toMatchObject({ conversation_id: ids[0], marked: 1, unread_total: 0 });
    expect((await chat(me).read(ids[0]!)).json()).toMatchObject({ marked: 0, read_at: null });
    // My own messages never count as unread for me, nor get marked by my reading.
    expect((await chat(p3!).page(ids[2]!)).messages[0]!.is_read).toBe(false);
  });

  it('pages from the newest, with a cursor for older messages', async () => {
    const { a, b, id } = await freshConversation();
    for (let n = 1; n <= 7; n += 1) await chat(n % 2 ? a : b).send(id, `message ${n}`);
    const first = await chat(a).page(id, '?limit=3');
    expect(first.messages.map((message) => message.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(first.next_cursor).toBeTruthy();
    const second = await chat(a).page(id, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.messages.map((message) => message.content)).toEqual(['message 2', 'message 3', 'message 4']);
    const third = await chat(a).page(id, `?limit=3&cursor=${second.next_cursor}`);
    expect(third.messages.map((message) => message.content)).toEqual(['message 1']);
    expect(third.next_cursor).toBeNull();
    expect((await chat(a).messages(id, '?cursor=nonsense')).statusCode).toBe(422);
    expect((await chat(a).messages(id, '?limit=0')).statusCode).toBe(422);
    expect((await chat(a).messages(id, '?limit=101')).statusCode).toBe(422);
  });

  it('limits how fast one person sends', async () => {
    const limited = await createTestApp({ config: { chatSendLimit: { limit: 2, windowMs: 60_000 } } });
    try {
      const [a, b] = await Promise.all([createUser(limited, { userType: 'CUSTOMER' }), createUser(limited, { userType: 'CUSTOMER' })]);
      const { id } = await createConversation(limited, { between: [a, b] });
      const send = () =>
        limited.app.inject({ method: 'POST', url: `/api/v1/chat/${id}/send`, headers: a.auth, payload: { content: 'hi' } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().detail).toMatch(/too fast/);
    } finally {
      await limited.close();
    }
  });
});

describe('private answers', () => {
  it('are never stored by the browser or a cache on the way (no-store), the errors included', async () => {
    const { a, id } = await freshConversation(['Adjoa', 'Kojo']);
    expect((await chat(a).send(id, 'Meet me at the Makola gate')).statusCode).toBe(201);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: a.auth }),
      chat(a).messages(id),
      ctx.app.inject({ method: 'GET', url: `/api/v1/chat/conversations/${id}`, headers: a.auth }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/chat/unread', headers: a.auth }),
      chat(a).messages(999999),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('only the two participants', () => {
  it('a third person cannot read, send to, mark, react in or list a conversation, and learns nothing', async () => {
    const { a, id } = await freshConversation();
    const sent = (await chat(a).send(id, 'private')).json() as ChatMessage;
    const missing = 999999;
    for (const [res, unknown] of [
      [await chat(stranger).messages(id), await chat(stranger).messages(missing)],
      [await chat(stranger).send(id, 'let me in'), await chat(stranger).send(missing, 'let me in')],
      [await chat(stranger).read(id), await chat(stranger).read(missing)],
    ] as const) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const react = await chat(stranger).react(sent.id, '👍');
    expect(react.statusCode).toBe(404);
    expect(react.json()).toEqual((await chat(stranger).react(missing, '👍')).json());
    expect((await chat(stranger).list()).conversations.map((conversation) => conversation.id)).not.toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/${id}/messages` })).statusCode).toBe(401);
    // Nothing was stored.
    expect((await chat(a).page(id)).messages.map((message) => message.content)).toEqual(['private']);
  });
});

describe('reactions', () => {
  it('stores one reaction per person per message; changing and removing persist', async () => {
    const { a, b, id } = await freshConversation();
    const message = (await chat(a).send(id, 'Deal?')).json() as ChatMessage;
    const set = await chat(b).react(message.id, '👍');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message_id: message.id, conversation_id: id, reactions: [{ user_id: b.id, emoji: '👍' }] });
    await chat(b).react(message.id, '❤️');
    await chat(a).react(message.id, '😂');
    const stored = (await chat(a).page(id)).messages[0]!;
    expect(stored.reactions).toEqual(
      expect.arrayContaining([
        { user_id: b.id, emoji: '❤️' },
        { user_id: a.id, emoji: '😂' },
      ]),
    );
    expect(stored.reactions).toHaveLength(2);
    const removed = await chat(b).react(message.id, null);
    expect(removed.json().reactions).toEqual([{ user_id: a.id, emoji: '😂' }]);
    expect((await chat(b).react(message.id, '🍕')).statusCode).toBe(422);
    expect((await chat(b).react(message.id, 'x'.repeat(5))).statusCode).toBe(422);
  });
});

describe('live over the WebSocket', () => {
  let second: TestApp;
  let url: string;
  let secondUrl: string;

  beforeAll(async () => {
    url = await listenUrl(ctx.app);
    // Another API process on the same database.
    second = await buildApp(ctx.deps);
    secondUrl = await listenUrl(second);
  });
  afterAll(() => second?.close());

  it('delivers a message sent over HTTP, the unread count, the read receipt and reactions to both people', async () => {
    const { a, b, id } = await freshConversation();
    const aSocket = await connectWs(url, { token: a.token });
    const bSocket = await connectWs(url, { token: b.token });
    const bOtherTab = await connectWs(url, { token: b.token });
    const strangerSocket = await connectWs(url, { token: stranger.token });

    const sent = (await chat(a).send(id, 'Are you there?')).json() as ChatMessage;
    const arrived = await bSocket.next('message');
    expect(arrived).toEqual({ type: 'message', conversation_id: id, message: sent });
    await bOtherTab.next('message');
    await aSocket.next('message'); // the sender's other tabs stay in step
    expect(await bSocket.next('unread')).toEqual({ type: 'unread', total: 1 });

    await chat(b).page(id, '?mark_read=true');
    const receipt = await aSocket.next('read');
    expect(receipt).toMatchObject({ type: 'read', conversation_id: id, reader_id: b.id });
    expect(await bSocket.next('unread')).toEqual({ type: 'unread', total: 0 });

    await chat(b).react(sent.id, '😮');
    expect(await aSocket.next('reaction')).toEqual({
      type: 'reaction',
      conversation_id: id,
      message_id: sent.id,
      reactions: [{ user_id: b.id, emoji: '😮' }],
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerSocket.frames.filter((frame) => frame.type !== 'ready' && frame.type !== 'presence')).toEqual([]);
    await Promise.all([aSocket.close(), bSocket.close(), bOtherTab.close(), strangerSocket.close()]);
  });

  it('relays typing to the other participant only, and only from a participant', async () => {
    const { a, b, id } = await freshConversation();
    const aSocket = await connectWs(url, { token: a.token });
    const bSocket = await connectWs(secondUrl, { token: b.token });
    const strangerSocket = await connectWs(url, { token: stranger.token });
    strangerSocket.send({ type: 'typing', conversation_id: id, is_typing: true });
    // An id no table can hold is not a frame at all: ignored before any query, the socket stays open.
    strangerSocket.send({ type: 'typing', conversation_id: 99_999_999_999, is_typing: true });
    strangerSocket.send({ type: 'ping' });
    await strangerSocket.next('pong');
    aSocket.send({ type: 'typing', conversation_id: id, is_typing: true });
    expect(await bSocket.next('typing')).toEqual({ type: 'typing', conversation_id: id, user_id: a.id, is_typing: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bSocket.frames.filter((frame) => frame.type === 'typing')).toHaveLength(1);
    expect(aSocket.frames.some((frame) => frame.type === 'typing')).toBe(false);
    await Promise.all([aSocket.close(), bSocket.close(), strangerSocket.close()]);
  });

  it('crosses processes: a message sent to one app reaches a socket held by the other (LISTEN/NOTIFY)', async () => {
    const { a, b, id } = await freshConversation();
    const bSocket = await connectWs(secondUrl, { token: b.token });
    const sent = (await chat(a).send(id, 'From the other side')).json() as ChatMessage;
    expect((await bSocket.next('message')).message).toEqual(sent);
    // And the other way: sent through the second app, received on the first.
    const aSocket = await connectWs(url, { token: a.token });
    const reply = await second.inject({ method: 'POST', url: `/api/v1/chat/${id}/send`, headers: b.auth, payload: { content: 'Got it' } });
    expect(reply.statusCode).toBe(201);
    expect((await aSocket.next('message')).message.content).toBe('Got it');
    await Promise.all([aSocket.close(), bSocket.close()]);
  });

  it('shows the partner online while they have a socket open, and tells partners (not someone who only opened an empty chat)', async () => {
    const { a, b, id } = await freshConversation();
    await chat(b).send(id, 'Hello');
    const nosy = await createUser(ctx, { userType: 'CUSTOMER', name: 'Nosy' });
    expect((await chat(nosy).start(b.id)).statusCode).toBe(201);
    const nosySocket = await connectWs(url, { token: nosy.token });
    const aSocket = await connectWs(url, { token: a.token });
    const bSocket = await connectWs(secondUrl, { token: b.token });
    expect(await aSocket.next('presence', (frame) => frame.user_id === b.id)).toMatchObject({ online: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(nosySocket.frames.some((frame) => frame.type === 'presence')).toBe(false);
    await nosySocket.close();
    const conversation = (await chat(a).list()).conversations.find((item) => item.id === id)!;
    expect(conversation.other_user).toMatchObject({ id: b.id, online: true, last_seen: null });
    await bSocket.close();
    const offline = await aSocket.next('presence', (frame) => frame.user_id === b.id && !frame.online);
    expect(offline.last_seen).toBeTruthy();
    const later = (await chat(a).list()).conversations.find((item) => item.id === id)!;
    expect(later.other_user.online).toBe(false);
    expect(later.other_user.last_seen).toBe(offline.last_seen);
    await aSocket.close();
  });
});

describe('bad input', () => {
  it('is never a 500', async () => {
    const { a, id } = await freshConversation();
    const cases = [
      ctx.app.inject({ method: 'POST', url: `/api/v1/chat/${id}/send`, headers: a.auth, payload: { content: 123 } }),
      ctx.app.inject({ method: 'POST', url: `/api/v1/chat/${id}/send`, headers: a.auth, payload: { content: ['a'], message_type: {} } }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/chat/${id}/send`,
        headers: { ...a.auth, 'content-type': 'application/json' },
        payload: '[1,2]',
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/chat/${id}/send`,
        headers: { ...a.auth, 'content-type': 'application/json' },
        payload: '{bad',
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/chat/${id}/send`,
        headers: { ...a.auth, 'content-type': 'multipart/form-data; boundary=x' },
        payload: 'garbage',
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/chat/${id}/send`,
        headers: { ...a.auth, 'content-type': 'text/plain' },
        payload: 'hi',
      }),
      ctx.app.inject({ method: 'POST', url: `/api/v1/chat/start/${a.id + 100000}`, headers: a.auth, payload: { listing_id: {} } }),
      ctx.app.inject({ method: 'POST', url: '/api/v1/chat/start/99999999999', headers: a.auth, payload: {} }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/chat/${id}/messages?limit=abc&mark_read[]=1`, headers: a.auth }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/chat/${id}/messages?cursor=${'%00'.repeat(10)}`, headers: a.auth }),
      ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/messages/1/reaction', headers: a.auth }),
      ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/messages/0/reaction', headers: a.auth, payload: { emoji: '👍' } }),
      ctx.app.inject({ method: 'GET', url: '/api/v1/chat/ws' }),
    ];
    for (const [index, res] of (await Promise.all(cases)).entries()) {
      expect(res.statusCode, `${index}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${index}: ${res.body}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('detail');
    }
  });
});

describe('API docs', () => {
  it('documents every chat path', async () => {
    await expectDocumented(ctx.app, [
      '/api/v1/chat/start/{otherUserId}',
      '/api/v1/chat/conversations',
      '/api/v1/chat/unread',
      '/api/v1/chat/{conversationId}/messages',
      '/api/v1/chat/{conversationId}/read',
      '/api/v1/chat/{conversationId}/send',
      '/api/v1/chat/messages/{messageId}/reaction',
      '/api/v1/chat/ws',
    ]);
  });
});
