import type { Locator, Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { buyerAsksAbout } from './fixtures/chat';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Messaging (issue 7): a buyer and a seller in two browser contexts, live over the one WebSocket,
// against the real server. Each journey has its worker's own buyer and seller and listings of its
// own, so its conversations and unread counts are nobody else's.

// An 8x8 PNG: small enough to send instantly, real enough for the server to decode.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=', 'base64');

const DESKTOP = { viewport: { width: 1280, height: 800 } };

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

test('a buyer messages the seller from a listing and the chat is live both ways', async ({
  page,
  request,
  customer: buyer,
  seller: sellerAccount,
  newListing,
  pageAs,
}) => {
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
  await expect(
    page
      .getByRole('region', { name: 'Conversation info' })
      .getByRole('link', { name: new RegExp(`${escapeRegExp(listing.title)}.*View listing`) }),
  ).toBeVisible();
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
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
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

test('messages pass axe in light and dark, and are two screens on a 360 px phone', async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
  pageAs,
}) => {
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
    const longMessage = chatLog(page)
      .getByTestId('message')
      .filter({ hasText: long.slice(35, 75) });
    await expect(longMessage.getByRole('button', { name: 'Show more' })).toBeVisible();
    await expect(longMessage.getByRole('link', { name: /example\.com/ })).toBeVisible();
    await page.getByRole('button', { name: 'Conversation info' }).click();
    await expect(page.getByRole('region', { name: 'Conversation info' })).toContainText('Phone numbers stay private');
    expect(await seriousA11yViolations(page), `${theme} theme`).toEqual([]);
  }
  // The messaging state is kept for this account only.
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('messaging_state') ?? '{}') as { userId?: string; activeConversation?: number }),
    )
    .toMatchObject({ userId: String(seller.id), activeConversation: conversation.id });

  // A phone: the list first, the chat as its own screen with a back button, nothing wider than the screen.
  const phone = await pageAs(seller, { viewport: { width: 360, height: 740 } });
  await phone.goto('/messages');
  const row = conversationAbout(phone, listing.title);
  await expect(row).toBeVisible();
  await expect(phone.getByText(/^\d+ conversations?$/)).toBeVisible();
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

test("without 'Remember me' the chat is kept for the browser session only, and signing out clears it", async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
}) => {
  const listing = await newListing(seller, { label: 'Kente stole' });
  const conversation = await buyerAsksAbout(request, buyer, seller, listing);
  // A chat that an earlier session (or an older build) left in localStorage goes when the app starts.
  await page.goto('/signin');
  await page.evaluate(() =>
    localStorage.setItem('messaging_state', JSON.stringify({ userId: '0', conversations: [], note: 'someone else' })),
  );
  await page.goto(`/messages?conversation=${conversation}`);
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('messaging_state'))).toBeNull();

  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversation=${conversation}$`));
  await expect(page.getByTestId('chat-with')).toHaveText(seller.name);
  const secret = `My house is behind the Adum post office ${Date.now()}`;
  await send(page, secret);
  await expect(chatLog(page).getByTestId('message').filter({ hasText: secret }).getByTestId('sent-check')).toBeVisible();

  // The chat is kept for this browser session, beside the token...
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('messaging_state') ?? '')).toContain(secret);
  const kept = await page.evaluate(() => sessionStorage.getItem('messaging_state') ?? '');
  expect(kept).toContain(seller.name);
  // ...and nothing private in localStorage, which outlives the browser: no text, no names, no phone.
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  for (const privateText of [secret, seller.name, seller.phone.slice(1), buyer.name, 'messaging_state', 'auth_token'])
    expect(local).not.toContain(privateText);

  await page.getByRole('button', { name: new RegExp(`Account: ${escapeRegExp(buyer.name)}`) }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('messaging_state'))).toBeNull();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(secret);
});

test('Message on a listing opens the chat with a first line ready to edit; nothing reaches the seller until it is sent', async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
}) => {
  const listing = await newListing(seller, { label: 'Kente stole' });
  await signIn(page, buyer);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('region', { name: 'Seller information' }).getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('conversation'));
  await expect(page.getByTestId('chat-with')).toHaveText(seller.name);
  const draft = `Hi! I'm interested in your listing "${listing.title}". Is it still available?`;
  await expect(composer(page)).toHaveValue(draft);
  await expect(composer(page)).toBeFocused();
  await expect(composer(page)).toBeInViewport();
  // Nothing sent: no message in the chat, and the seller has no conversation, message or notice.
  await expect(chatLog(page).getByTestId('message')).toHaveCount(0);
  const sellersChats = async () =>
    (
      (await (await request.get('/api/v1/chat/conversations', { headers: bearer(seller) })).json()) as {
        conversations: { id: number; lastMessage: { content: string } | null }[];
      }
    ).conversations;
  expect((await sellersChats()).map((chat) => chat.id)).not.toContain(id);

  // The buyer makes it their own, then sends it: that is the first message.
  await composer(page).press('End');
  await composer(page).pressSequentially(' Does it come in blue?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = `${draft} Does it come in blue?`;
  await expect(chatLog(page).getByTestId('message').filter({ hasText: 'Does it come in blue?' })).toHaveCount(1);
  await expect(composer(page)).toHaveValue('');
  await expect.poll(async () => (await sellersChats()).find((chat) => chat.id === id)?.lastMessage?.content).toBe(sent);
  // Opened again, the chat has what was said, and no second draft.
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('region', { name: 'Seller information' }).getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversation=${id}$`));
  await expect(chatLog(page).getByTestId('message')).toHaveCount(1);
  await expect(composer(page)).toHaveValue('');
});

test('a deep link opens the conversation; messaging yourself is refused and opens nothing else', async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
}) => {
  const listing = await newListing(seller);
  // The seller has a conversation, which a wide screen would open by itself on a plain /messages.
  await buyerAsksAbout(request, buyer, seller, listing);
  await signIn(page, seller);
  await page.goto(`/messages?to=${seller.id}&listing=${listing.id}`);
  await expect(page.getByRole('alert')).toHaveText(/You cannot message yourself/);
  await expect(page).not.toHaveURL(/to=/);
  // The list is there as it was, with no conversation chosen: not some other chat opened instead.
  await expect(conversationAbout(page, listing.title).first()).toBeVisible();
  await expect(page.getByText('Select a conversation')).toBeVisible();
  await expect(page.getByTestId('chat-with')).toHaveCount(0);
  await expect(page).not.toHaveURL(/conversation=/);
  await expect(page.getByRole('alert')).toHaveText(/You cannot message yourself/);
  // The banner goes after 5 seconds.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 8_000 });
  // A link to a conversation that is not theirs (or no longer there) says so.
  await page.goto('/messages?conversation=999999');
  await expect(page.getByText('Conversation not found')).toBeVisible();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box as Box;
}
/** Where a message's bubble sits in its row (the row spans the list's width; the bubble does not). */
const BUBBLE = ':scope > div > div';
const bubbleOf = (message: Locator) => message.locator(BUBBLE).first();
/**
 * The open reaction picker's box, the bubbles of the messages holding `texts` and the list's, read in
 * one frame: the list can still scroll (to the newest message, on a busy machine) between separate reads.
 */
async function boxesAtOnce(log: Locator, texts: readonly string[]): Promise<{ picker: Box; bubbles: Box[]; list: Box }> {
  return log.evaluate(
    (list, { wanted, bubble }) => {
      const boxOfElement = (element: Element | null | undefined) => {
        if (!element) throw new Error('not on the page');
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const messages = [...list.querySelectorAll('[data-testid="message"]')];
      return {
        picker: boxOfElement(list.querySelector('[role="toolbar"]')),
        bubbles: wanted.map((text) => boxOfElement(messages.find((message) => message.textContent?.includes(text))?.querySelector(bubble))),
        list: boxOfElement(list),
      };
    },
    { wanted: texts, bubble: BUBBLE },
  );
}

test('the chat at 360 and 1280 px: the length counter, the banner beside the header, a reaction picker that hides no message, every quick reply', async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const listing = await newListing(seller, { label: 'Wax print' });
  const id = await buyerAsksAbout(request, buyer, seller, listing);
  const stamp = Date.now();
  const lines = [
    [buyer, `Above ${stamp}`],
    [seller, `Mine ${stamp}`],
    [buyer, `Theirs ${stamp}`],
    [seller, `Below ${stamp}`],
    [buyer, `Last ${stamp}`],
  ] as const;
  for (const [from, content] of lines) {
    const sent = await request.post(`/api/v1/chat/${id}/send`, { headers: bearer(from), multipart: { message_type: 'TEXT', content } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  const phone = await pageAs(seller, { viewport: { width: 360, height: 740 } });
  await signIn(page, seller);

  for (const [screen, width] of [
    [phone, 360],
    [page, 1280],
  ] as const) {
    await screen.goto(`/messages?conversation=${id}`);
    await expect(screen.getByTestId('chat-with')).toHaveText(buyer.name);
    const log = chatLog(screen);
    const message = (text: string) => log.getByTestId('message').filter({ hasText: text });
    await expect(message(`Last ${stamp}`)).toBeVisible();

    // The reaction picker opens under the message, covering neither it nor its neighbours, inside the list.
    for (const [above, target, below] of [
      [`Above ${stamp}`, `Mine ${stamp}`, `Theirs ${stamp}`],
      [`Mine ${stamp}`, `Theirs ${stamp}`, `Below ${stamp}`],
    ] as const) {
      await bubbleOf(message(target)).dblclick();
      const picker = screen.getByRole('toolbar', { name: 'React to this message' });
      await expect(picker).toBeVisible();
      // It scrolls into view: measure once the list has come to rest, not mid-scroll.
      let previous = '';
      await expect
        .poll(
          async () => {
            const current = JSON.stringify(await picker.boundingBox());
            const still = current === previous;
            previous = current;
            return still;
          },
          { intervals: [150] },
        )
        .toBe(true);
      const { picker: box, bubbles, list } = await boxesAtOnce(log, [above, target, below]);
      [above, target, below].forEach((other, index) =>
        expect(overlaps(box, bubbles[index]!), `${width} px: the picker over '${other}'`).toBe(false),
      );
      expect(box.x).toBeGreaterThanOrEqual(list.x);
      expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width);
      await screen.keyboard.press('Escape');
      await expect(picker).toHaveCount(0);
      await expect(message(target).getByRole('button', { name: 'Add reaction' })).toBeFocused();
    }
    // Under the last message it comes into view rather than below the list's edge.
    await bubbleOf(message(`Last ${stamp}`)).dblclick();
    await expect(screen.getByRole('toolbar', { name: 'React to this message' })).toBeVisible();
    const { picker: last, bubbles: lastBubble, list } = await boxesAtOnce(log, [`Last ${stamp}`]);
    expect(last.y + last.height).toBeLessThanOrEqual(list.y + list.height + 1);
    expect(overlaps(last, lastBubble[0]!)).toBe(false);
    await screen.keyboard.press('Escape');

    // Every quick reply can be reached.
    const chips = screen.getByRole('list', { name: 'Quick replies' });
    const replies = chips.getByRole('button');
    await expect(replies).toHaveCount(7);
    if (width === 1280) {
      // Wrapped where there is room: every chip is whole on screen, inside the composer.
      const row = await boxOf(chips);
      for (const chip of await replies.all()) {
        const box = await boxOf(chip);
        expect(box.x).toBeGreaterThanOrEqual(row.x);
        expect(box.x + box.width, (await chip.textContent()) ?? '').toBeLessThanOrEqual(row.x + row.width);
        await chip.click({ trial: true });
      }
      expect(await chips.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    } else {
      // A row that scrolls sideways: with the mouse (a sideways wheel) and with Tab, which brings a chip into view.
      expect(
        await chips.evaluate(
          (list) =>
            list.scrollWidth > list.clientWidth &&
            getComputedStyle(list).overflowX === 'auto' &&
            getComputedStyle(list).scrollbarWidth !== 'none',
        ),
      ).toBe(true);
      await chips.hover();
      await screen.mouse.wheel(300, 0);
      await expect.poll(() => chips.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
      await replies.first().focus();
      for (let step = 1; step < 7; step += 1) await screen.keyboard.press('Tab');
      await expect(replies.last()).toBeFocused();
      const row = await boxOf(chips);
      const lastChip = await boxOf(replies.last());
      expect(lastChip.x + lastChip.width).toBeLessThanOrEqual(row.x + row.width + 1);
      expect(lastChip.x).toBeGreaterThanOrEqual(row.x - 1);
    }

    // Near the limit a counter shows (and is heard); at the limit and past it, words say so. Nothing is cut.
    const box = composer(screen);
    const counter = screen.getByTestId('message-length');
    const heard = screen.getByTestId('message-length-status');
    const sendButton = screen.getByRole('button', { name: 'Send message' });
    await box.fill('a'.repeat(3_499));
    await expect(counter).toHaveCount(0);
    await box.fill('a'.repeat(3_612));
    await expect(counter).toHaveText('3,612 / 4,000');
    await expect(box).toHaveAttribute('aria-describedby', (await counter.getAttribute('id')) ?? 'missing');
    await expect(heard).toHaveText('388 characters left');
    await expect(heard).toHaveAttribute('role', 'status');
    await expect(heard).toHaveAttribute('aria-live', 'polite');
    await box.fill('a'.repeat(4_000));
    await expect(counter).toContainText('Limit reached: a message can be at most 4,000 characters.');
    await expect(counter).toContainText('4,000 / 4,000');
    await expect(sendButton).toBeEnabled();
    await box.fill('a'.repeat(4_120));
    await expect(box).toHaveValue('a'.repeat(4_120));
    await expect(counter).toContainText('Remove 120 characters to send it.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(sendButton).toBeDisabled();
    await expect(heard).toHaveText(/Remove 120 characters/);
    expect(await seriousA11yViolations(screen), `${width} px, past the limit`).toEqual([]);
    await box.fill('');

    // An error shows above the chat, in the flow: the header (who, back, actions) stays visible and usable.
    await screen
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveText('Only image files are allowed.');
    const banner = await boxOf(alert);
    const header = screen.getByTestId('chat-with');
    await expect(header).toBeVisible();
    for (const part of [
      header,
      screen.getByRole('button', { name: 'Search messages' }),
      screen.getByRole('button', { name: 'Conversation info' }),
    ]) {
      expect(overlaps(banner, await boxOf(part))).toBe(false);
      await part.click({ trial: true });
    }
    if (width === 360) await screen.getByRole('button', { name: 'Back to conversations' }).click({ trial: true });
    // The box kept its height: the composer is still on the screen.
    const viewport = screen.viewportSize();
    expect((await boxOf(sendButton)).y + 44).toBeLessThanOrEqual(viewport?.height ?? 0);
  }
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

test('with the socket down the chat falls back to polling while the client keeps retrying', async ({
  page,
  request,
  customer: buyer,
  seller,
  newListing,
}) => {
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

test("someone with Dwa open on the landing page is 'Online now' to the people they talk with", async ({
  page,
  request,
  customer: abena,
  newCustomer,
  pageAs,
}) => {
  // Someone who has never signed in anywhere else, so nobody else's tabs make them look online.
  const kojo = await newCustomer({ name: 'Kojo Appiah' });
  await signIn(page, abena);
  const started = await request.post(`/api/v1/chat/start/${kojo.id}`, { headers: bearer(abena), data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  const hello = await request.post(`/api/v1/chat/${id}/send`, {
    headers: bearer(abena),
    multipart: { message_type: 'TEXT', content: 'Akwaaba!' },
  });
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
