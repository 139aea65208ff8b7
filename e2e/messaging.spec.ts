import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import type { Listing } from './fixtures/listings';
import { bearer, type Person } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Messaging (issue 7): a buyer and a seller in two browser contexts, live over the one WebSocket,
// against the real server. Each journey has its worker's own buyer and seller and listings of its
// own, so its conversations and unread counts are nobody else's.

// An 8x8 PNG: small enough to send instantly, real enough for the server to decode.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=', 'base64');

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The buyer asks the seller about a listing through the API; answers the conversation id. */
async function buyerAsksAbout(request: APIRequestContext, buyer: Person, seller: Person, listing: Listing): Promise<number> {
  const started = await request.post(`/api/v1/chat/start/${seller.id}`, { headers: bearer(buyer), data: { listing_id: listing.id } });
  expect(started.ok(), await started.text()).toBe(true);
  return ((await started.json()) as { id: number }).id;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Type a message' });
const chatLog = (page: Page) => page.getByRole('log');
const conversationAbout = (page: Page, title: string) => page.getByTestId('conversation').filter({ hasText: title });

async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unread count the header's messages link announces ('Messages, 3 unread'), 0 without one. */
async function unreadOf(badge: Locator): Promise<number> {
  const name = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\+? unread/.exec(name)?.[1] ?? 0);
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test('a buyer messages the seller from a listing and the chat is live both ways', async ({ page, request, customer: buyer, seller: sellerAccount, newListing, pageAs }) => {
  test.setTimeout(120_000);
  const listing = await newListing(sellerAccount, { label: 'Batakari smock' });
  await signIn(page, buyer);
  const seller = await pageAs(sellerAccount, DESKTOP);

  // The seller has their messages open on another chat (opened through the API, so it is not the
  // one the buyer is about to write in): the list and the header badge must update live.
  const busy = await newListing(sellerAccount, { label: 'Clay pot' });
  const busyChat = await buyerAsksAbout(request, buyer, sellerAccount, busy);
  await seller.goto(`/messages?conversation=${busyChat}`);
  await expect(seller.getByRole('region', { name: 'Chat' }).getByRole('link', { name: busy.title })).toBeVisible();
  const sellerBadge = seller.getByRole('link', { name: /^Messages/ }).first();
  await expect(sellerBadge).toBeVisible();
  // Opening that chat read its intro: wait until the badge has settled on what is left unread.
  await expect(seller.getByRole('region', { name: 'Chat' }).getByTestId('message').first()).toBeVisible();
  await expect(conversationAbout(seller, busy.title).getByTestId('conversation-unread')).toHaveCount(0);
  const unreadBefore = await unreadOf(sellerBadge);

  // The buyer starts the chat from the listing's seller card and lands on the conversation.
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('region', { name: 'Seller information' }).getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(page.getByTestId('chat-with')).toHaveText(sellerAccount.name);
  // The seller has the app open in a tab: real presence, not a constant.
  await expect(page.getByTestId('presence')).toHaveText('Online now');
  await expect(page.getByRole('button', { name: /What's your best price/ })).toBeVisible();
  // The seller's number is on their listing already, so the buyer can call it from the chat.
  await expect(page.getByRole('link', { name: `Call ${sellerAccount.name}` })).toHaveAttribute('href', /^tel:\+233\d{9}$/);
  await page.getByRole('button', { name: 'Conversation info' }).click();
  await expect(page.getByRole('region', { name: 'Conversation info' }).getByRole('link', { name: new RegExp(`${escapeRegExp(listing.title)}.*View listing`) })).toBeVisible();
  await page.getByRole('button', { name: 'Conversation info' }).click();
  const question = `Is it still available? ${Date.now()}`;
  await send(page, question);
  const mine = chatLog(page).getByTestId('message').filter({ hasText: question });
  await expect(mine.getByTestId('sent-check')).toBeVisible();

  // Without a reload, the seller's badge counts it and the conversation shows it, unread.
  await expect.poll(() => unreadOf(sellerBadge)).toBeGreaterThan(unreadBefore);
  const row = conversationAbout(seller, listing.title);
  await expect(row).toContainText(question);
  await expect(row.getByTestId('conversation-unread')).toBeVisible();
  await expect(row).toContainText(buyer.name);

  // The seller reads it: the buyer's single check turns double, live.
  await row.click();
  await expect(chatLog(seller).getByText(question)).toBeVisible();
  await expect(mine.getByTestId('read-check')).toBeVisible();
  await expect(row.getByTestId('conversation-unread')).toHaveCount(0);

  // Typing shows on the other side, then the reply arrives.
  const reply = `Yes, it is ${Date.now()}`;
  await composer(seller).pressSequentially(reply, { delay: 30 });
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await seller.getByRole('button', { name: 'Send message' }).click();
  await expect(chatLog(page).getByText(reply)).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);

  // A text file renamed .jpg is not a picture: refused at once, with no preview to send.
  await page.getByTestId('chat-image-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByText('Only image files are allowed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image to send' })).toHaveCount(0);

  // An image, with its preview before sending, shown on both sides.
  await page.getByTestId('chat-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image to send' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  const sellerImage = chatLog(seller).getByRole('img', { name: 'Sent image' }).last();
  await expect(sellerImage).toBeVisible();
  await expect.poll(() => sellerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(chatLog(page).getByRole('img', { name: 'Sent image' }).last()).toBeVisible();

  // A reaction (double-click) is saved: it is there after a reload, and the buyer sees it live.
  await chatLog(seller).getByTestId('message').filter({ hasText: question }).locator('div').first().dblclick();
  await seller.getByRole('toolbar', { name: 'React to this message' }).getByRole('button', { name: 'Heart' }).click();
  await expect(mine.getByTestId('reaction')).toHaveText('❤️');
  await seller.reload();
  await expect(chatLog(seller).getByTestId('message').filter({ hasText: question }).getByTestId('reaction')).toHaveText('❤️');

  // The seller closes the app: the buyer sees when they were last seen instead.
  await seller.context().close();
  await expect(page.getByTestId('presence')).toHaveText(/^Last seen/, { timeout: 15_000 });
});

test('messages pass axe in light and dark, and are two screens on a 360 px phone', async ({ page, request, customer: buyer, seller, newListing, pageAs }) => {
  test.setTimeout(90_000);
  const listing = await newListing(seller, { label: 'Brass padlock' });
  const conversation = { id: await buyerAsksAbout(request, buyer, seller, listing) };
  const long = `Here are the photos you asked for: https://example.com/photos/${Date.now()} and a few more words so that this message runs well past the limit of one hundred and twenty characters.`;
  const sent = await request.post(`/api/v1/chat/${conversation.id}/send`, {
    headers: bearer(buyer),
    multipart: { message_type: 'TEXT', content: long },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await signIn(page, seller);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(`/messages?conversation=${conversation.id}`);
    await expect(page.getByTestId('chat-with')).toHaveText(buyer.name);
    const longMessage = chatLog(page).getByTestId('message').filter({ hasText: long.slice(35, 75) });
    await expect(longMessage.getByRole('button', { name: 'Show more' })).toBeVisible();
    await expect(longMessage.getByRole('link', { name: /example\.com/ })).toBeVisible();
    await page.getByRole('button', { name: 'Conversation info' }).click();
    await expect(page.getByRole('region', { name: 'Conversation info' })).toContainText('Phone numbers stay private');
    expect(await seriousA11yViolations(page), `${theme} theme`).toEqual([]);
  }
  // The messaging state is kept for this account only.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('messaging_state') ?? '{}') as { userId?: string; activeConversation?: number }))
    .toMatchObject({ userId: String(seller.id), activeConversation: conversation.id });

  // A phone: the list first, the chat as its own screen with a back button, nothing wider than the screen.
  const phone = await pageAs(seller, { viewport: { width: 360, height: 740 } });
  await phone.goto('/messages');
  const row = conversationAbout(phone, listing.title);
  await expect(row).toBeVisible();
  await expect(phone.getByText(/^\d+ conversation\(s\)$/)).toBeVisible();
  await expect(composer(phone)).toBeHidden();
  await expect.poll(() => rightEdge(phone.getByRole('button', { name: 'Refresh conversations' }))).toBeLessThanOrEqual(360);
  await row.click();
  await expect(phone).toHaveURL(new RegExp(`conversation=${conversation.id}`));
  await expect(composer(phone)).toBeVisible();
  await expect(row).toBeHidden();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Nothing of the chat pushed off the side of the screen (panes clip their overflow).
  await expect.poll(() => rightEdge(phone.getByRole('button', { name: 'Send message' }))).toBeLessThanOrEqual(360);
  await expect.poll(() => rightEdge(phone.getByRole('button', { name: 'Search messages' }))).toBeLessThanOrEqual(360);
  // The Info panel: its text keeps a readable width; the listing goes below it, not on top.
  await phone.getByRole('button', { name: 'Conversation info' }).click();
  const privacy = phone.getByRole('region', { name: 'Conversation info' }).getByText(/^Phone numbers stay private/);
  await expect.poll(async () => (await privacy.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.getByRole('button', { name: 'Conversation info' }).click();
  expect(await seriousA11yViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(row).toBeVisible();
  await expect(composer(phone)).toBeHidden();
  await phone.context().close();
});

test('a deep link opens the conversation; messaging yourself is refused', async ({ page, seller, newListing }) => {
  const listing = await newListing(seller);
  await signIn(page, seller);
  await page.goto(`/messages?to=${seller.id}&listing=${listing.id}`);
  await expect(page.getByRole('alert')).toHaveText(/You cannot message yourself/);
  await expect(page).not.toHaveURL(/to=/);
  // The banner goes after 5 seconds.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 8_000 });
  // A link to a conversation that is not theirs (or no longer there) says so.
  await page.goto('/messages?conversation=999999');
  await expect(page.getByText('Conversation not found')).toBeVisible();
});

test('a visitor is asked to sign in first and comes back to the messages', async ({ page }) => {
  await page.goto('/messages?to=1&listing=1');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fmessages%3Fto%3D1%26listing%3D1/);
});

test("Explore's message button starts the chat with that listing's seller", async ({ page, customer, seller, newListing }) => {
  // A listing of this journey's own seller, found on Explore by its title: whoever else posts meanwhile.
  const listing = await newListing(seller, { label: 'Carved drum' });
  await signIn(page, customer);
  await page.goto(`/listings?q=${encodeURIComponent(listing.title)}`);
  const message = page.getByRole('link', { name: /^Message the seller about / }).first();
  const title = ((await message.textContent()) ?? '').replace(/^Message the seller about /, '');
  await message.click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(page.getByTestId('chat-with')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chat' }).getByRole('link', { name: title })).toBeVisible();
  expect(title).toBe(listing.title);
  await expect(page.getByTestId('chat-with')).toHaveText(seller.name);
});

test('with the socket down the chat falls back to polling while the client keeps retrying', async ({ page, request, customer: buyer, seller, newListing }) => {
  test.setTimeout(90_000);
  const listing = await newListing(seller, { label: 'Cane basket' });
  await signIn(page, buyer);
  const conversation = { id: await buyerAsksAbout(request, buyer, seller, listing) };

  // Every socket the page opens is refused at once: the network between the phone and the server.
  let socketsTried = 0;
  await page.routeWebSocket('**/api/v1/chat/ws', (ws) => {
    socketsTried += 1;
    ws.close({ code: 1006 });
  });
  await page.goto(`/messages?conversation=${conversation.id}`);
  await expect(page.getByTestId('chat-with')).toHaveText(seller.name);

  const polled = `Sent while your socket was down ${Date.now()}`;
  const sent = await request.post(`/api/v1/chat/${conversation.id}/send`, {
    headers: bearer(seller),
    multipart: { message_type: 'TEXT', content: polled },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  // Polling every 10 s brings it in without a reload; the client kept retrying the socket with backoff.
  await expect(chatLog(page).getByText(polled)).toBeVisible({ timeout: 15_000 });
  expect(socketsTried).toBeGreaterThan(1);
});

test("someone with Dwa open on the landing page is 'Online now' to the people they talk with", async ({ page, request, customer: abena, newCustomer, pageAs }) => {
  // Someone who has never signed in anywhere else, so nobody else's tabs make them look online.
  const kojo = await newCustomer({ name: 'Kojo Appiah' });
  await signIn(page, abena);
  const started = await request.post(`/api/v1/chat/start/${kojo.id}`, { headers: bearer(abena), data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  const hello = await request.post(`/api/v1/chat/${id}/send`, { headers: bearer(abena), multipart: { message_type: 'TEXT', content: 'Akwaaba!' } });
  expect(hello.ok(), await hello.text()).toBe(true);

  await page.goto(`/messages?conversation=${id}`);
  await expect(page.getByTestId('chat-with')).toHaveText(kojo.name);
  await expect(page.getByText('Online now')).toHaveCount(0);
  const other = await pageAs(kojo, DESKTOP);
  await other.goto('/');
  await expect(page.getByTestId('presence')).toHaveText('Online now');
  await other.context().close();
  await expect(page.getByTestId('presence')).toHaveText(/^Last seen/, { timeout: 15_000 });
});
