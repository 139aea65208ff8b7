import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newAdmin } from './fixtures/admins';
import { seriousA11yViolations } from './fixtures/browser';
import { listingPhoto as photo, removeListing } from './fixtures/listings';
import { bearer, type Person } from './fixtures/people';
import { expect, test } from './fixtures/test';

// The admin console's moderation, content rules and delivery support (issue 14). The seeded content
// rules hold a listing whose text has a Ghana phone number or asks for Western Union, so the
// seller's posts wait in the queue; each journey's admin is a new person the demo admin promotes.
// Other journeys may put listings in the same queues at the same time: everything here is found by
// its own unique title or id, never by its place.

const PHONE_NOTICE = "Waiting for a moderator's review: a phone number in the text.";

/** A page's first content after a navigation: the console's chunks load then, slowly on a busy machine. */
const READY = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

async function listingStatus(
  request: APIRequestContext,
  owner: Person,
  id: number,
): Promise<{ status: string; moderation_reason?: string | null }> {
  const answer = await request.get(`/api/v1/classifieds/${id}`, { headers: bearer(owner) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { status: string; moderation_reason?: string | null };
}

/** The seller posts through the form, as a seller would; the listing's id. */
async function postThroughForm(page: Page, title: string, description: string): Promise<number> {
  await page.goto('/post-listing');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Price (GHC)').fill('240');
  await page.getByLabel('Category', { exact: true }).selectOption('Home & Garden');
  await page.getByLabel('Sub-category').selectOption('Furniture');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([await photo('stool.jpg', '#92400e', 'Stool')]);
  await page.getByRole('button', { name: 'Preview Listing' }).click();
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByRole('heading', { name: 'Listing posted successfully!' })).toBeVisible({ timeout: 30_000 });
  const id = (await page.getByRole('link', { name: 'View your listing' }).getAttribute('href'))?.match(/\/listing\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();
  return Number(id);
}

/** The names of the queue's items, in order. */
const queueTitles = (list: Locator) =>
  list.getByRole('article').evaluateAll((items) => items.map((item) => item.querySelector('h3')?.textContent ?? ''));

test.describe('moderation', () => {
  test('an admin approves one held listing from the keyboard and rejects another with a reason the seller then reads', async ({
    request,
    admin,
    seller,
    newListing,
    pageAs,
  }) => {
    test.setTimeout(150_000);
    const moderator = await newAdmin(request, admin, { name: 'Efua Moderator' });

    // The seller posts a stool with a phone number in it: held, and told why.
    const sellerPage = await pageAs(seller);
    const stoolTitle = `E2E Carved stool ${unique()}`;
    const stoolId = await postThroughForm(sellerPage, stoolTitle, 'A carved Ashanti stool. Call me on 0241234567 to arrange pickup.');
    const lamp = await newListing(seller, { label: 'Brass lamp', description: 'A brass lamp. Pay by western union and I will post it.' });
    try {
      await expect(sellerPage.getByText(`“${stoolTitle}” is waiting for review by a moderator`)).toBeVisible();
      await expect(sellerPage.getByText(PHONE_NOTICE)).toBeVisible();
      expect((await listingStatus(request, seller, lamp.id)).status).toBe('pending');

      const page = await pageAs(moderator);
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Moderation' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible(READY);
      const queue = page.getByRole('list', { name: 'Listings waiting for review' });
      const stool = queue.getByRole('article', { name: stoolTitle });
      const lampItem = queue.getByRole('article', { name: lamp.title });
      await expect(stool).toBeVisible(READY);
      // Who posted it, why it waits, and the text the rule caught, marked.
      await expect(stool).toContainText(`By ${seller.name}`);
      await expect(stool).toContainText('Matched a content rule');
      await expect(stool.getByText('Pattern rule “A phone number in the text” matched “0241234567”')).toBeVisible();
      await expect(stool.locator('mark')).toHaveText('0241234567');
      await expect(lampItem.getByText('Word rule “Asks for a money transfer” matched “western union”')).toBeVisible();
      // With a keyboard at hand, the queue says its keys.
      await expect(page.getByText(/^Keys: j or ↓ next/)).toBeVisible();

      // Approve from the keyboard: the item after it (or before it, when it was last) gets focus.
      const titles = await queueTitles(queue);
      const at = titles.indexOf(stoolTitle);
      const expectedNext = titles[at + 1] ?? titles[at - 1];
      await stool.focus();
      await page.keyboard.press('a');
      await expect(page.getByRole('status').filter({ hasText: `Approved “${stoolTitle}”. It is live now.` })).toBeVisible();
      await expect(stool).toHaveCount(0);
      await expect(queue.getByRole('article', { name: expectedNext })).toBeFocused();
      expect((await listingStatus(request, seller, stoolId)).status).toBe('active');

      // j/k walk to the lamp; r asks for the reason; the reason is required.
      const now = await queueTitles(queue);
      const lampAt = now.indexOf(lamp.title);
      const focusedAt = now.indexOf(expectedNext ?? '');
      for (let i = focusedAt; i < lampAt; i++) await page.keyboard.press('j');
      for (let i = focusedAt; i > lampAt; i--) await page.keyboard.press('k');
      await expect(lampItem).toBeFocused();
      await page.keyboard.press('r');
      const dialog = page.getByRole('dialog', { name: 'Reject listing' });
      const reason = dialog.getByLabel('Reason the seller will see');
      await expect(reason).toBeFocused();
      await expect(reason).toHaveValue('');
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await expect(dialog.getByText('Give the seller a reason.')).toBeVisible();
      const refusal = 'Payment by money transfer is not allowed on Dwa. Offer Mobile Money or cash on delivery instead.';
      await reason.fill(refusal);
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: `Rejected “${lamp.title}”. The seller will see your reason.` }),
      ).toBeVisible();
      await expect(lampItem).toHaveCount(0);
      await expect(page.locator(':focus')).toHaveCount(1);
      expect(await listingStatus(request, seller, lamp.id)).toMatchObject({ status: 'inactive', moderation_reason: refusal });

      // The seller reads the reason on My listings.
      await sellerPage.goto('/manage-listings');
      await expect(sellerPage.getByText(`Moderator’s reason: ${refusal}`).first()).toBeVisible(READY);
      await expect(sellerPage.getByRole('link', { name: lamp.title }).first()).toBeVisible();
    } finally {
      await removeListing(request, seller, stoolId);
    }
  });

  test('the reported tab shows every report of a listing and dismisses them', async ({
    request,
    admin,
    seller,
    customer,
    newListing,
    pageAs,
  }) => {
    const moderator = await newAdmin(request, admin, { name: 'Kwesi Moderator' });
    const listing = await newListing(seller, { label: 'Kente cloth' });
    const reported = await request.post('/api/v1/classifieds/report', {
      headers: bearer(customer),
      data: { listing_id: listing.id, title: 'spam', comment: 'Posted three times today.' },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    const page = await pageAs(moderator);
    await page.goto('/admin/moderation?tab=reported');
    await expect(page.getByRole('tab', { name: 'Reported', exact: true, selected: true })).toBeVisible(READY);
    const item = page.getByRole('list', { name: 'Reported listings' }).getByRole('article', { name: listing.title });
    await expect(item).toContainText('1 open report', READY);
    const reports = item.getByRole('list', { name: `Reports of ${listing.title}` });
    await expect(reports.getByRole('listitem')).toHaveCount(1);
    await expect(reports).toContainText('Spam');
    await expect(reports).toContainText(`by ${customer.name}`);
    await expect(reports).toContainText('Posted three times today.');

    await item.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Dismissed the reports of “${listing.title}”.` })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await listingStatus(request, seller, listing.id)).status).toBe('active');

    // Under Resolved it stays, with no decision left to take.
    await page.getByLabel('Resolved').check();
    const resolved = page.getByRole('list', { name: 'Resolved reports' }).getByRole('article', { name: listing.title });
    await expect(resolved).toBeVisible();
    await expect(resolved.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  });
});

test.describe('content rules', () => {
  test('an admin adds a rule, which then holds a matching listing, and deletes it', async ({
    request,
    admin,
    seller,
    newListing,
    pageAs,
  }) => {
    const moderator = await newAdmin(request, admin, { name: 'Yaw Rules' });
    const word = `zobolo${unique()}`;
    const label = `E2E banned word ${word}`;
    const page = await pageAs(moderator);
    await page.goto('/admin/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Content rules' })).toBeVisible(READY);
    const rules = page.getByRole('list', { name: 'Content rules' });
    await expect(rules).toContainText('A phone number in the text', READY);
    const form = page.getByRole('form', { name: 'Add a rule' });

    // The server's word under the field: the seeded rule exists already.
    await form.getByRole('textbox', { name: 'Word or phrase' }).fill('western union');
    await form.getByLabel('Label').fill('A duplicate');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(form.getByText('This rule already exists.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Word or phrase' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Word or phrase' }).fill(word);
    await form.getByLabel('Label').fill(label);
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added the rule “${label}”.` })).toBeVisible();
    await expect(rules.getByText(label)).toBeVisible();
    await expect(form.getByText('This rule already exists.')).toHaveCount(0);

    // The rule works at once: a listing with the word waits for review.
    const held = await newListing(seller, { label: 'Basket', description: `A woven basket, ask for ${word}.` });
    expect((await listingStatus(request, seller, held.id)).status).toBe('pending');

    await page.getByRole('button', { name: `Delete rule “${label}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rule' });
    await confirm.getByRole('button', { name: 'Delete rule' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Deleted the rule “${label}”.` })).toBeVisible();
    await expect(rules.getByText(label)).toHaveCount(0);
    const listed = (await (await request.get('/api/v1/admin/content-rules', { headers: bearer(moderator) })).json()) as {
      results: { label: string }[];
    };
    expect(listed.results.map((rule) => rule.label)).not.toContain(label);
  });
});

/** `customer` asks for a delivery that `courier` carries to the door, then enters wrong codes until it locks; its id. */
async function lockedDelivery(request: APIRequestContext, customer: Person, courier: Person): Promise<{ id: number; code: string }> {
  const created = await request.post('/api/v1/delivery/requests', {
    headers: bearer(customer),
    data: {
      item_description: 'E2E parcel of shea butter',
      item_size: 'small',
      urgency: 'standard',
      pickup_address: 'Oxford Street, Osu, Accra',
      delivery_address: 'Boundary Road, East Legon, Accra',
      recipient_name: 'Ama Mensah',
      recipient_phone: '0245551234',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const delivery = (await created.json()) as { id: number; handover_code: string };
  expect((await request.put('/api/v1/delivery/courier/status', { headers: bearer(courier), data: { online: true } })).ok()).toBe(true);
  const accepted = await request.post(`/api/v1/delivery/jobs/${delivery.id}/accept`, { headers: bearer(courier) });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  for (const status of ['picked_up', 'in_transit', 'nearby'] as const) {
    const advanced = await request.post(`/api/v1/delivery/requests/${delivery.id}/status`, { headers: bearer(courier), data: { status } });
    expect(advanced.ok(), await advanced.text()).toBe(true);
  }
  const wrong = delivery.handover_code === '0000' ? '1111' : '0000';
  for (let i = 0; i < 5; i++) {
    const tried = await request.post(`/api/v1/delivery/requests/${delivery.id}/status`, {
      headers: bearer(courier),
      data: { status: 'delivered', handover_code: wrong },
    });
    expect([422, 429], await tried.text()).toContain(tried.status());
  }
  return { id: delivery.id, code: delivery.handover_code };
}

test.describe('delivery support', () => {
  test('an admin resolves a ticket and lets the courier retry a locked handover', async ({ request, admin, customer, courier, pageAs }) => {
    test.setTimeout(120_000);
    const moderator = await newAdmin(request, admin, { name: 'Esi Support' });
    const delivery = await lockedDelivery(request, customer, courier);
    const filed = await request.post(`/api/v1/delivery/requests/${delivery.id}/issues`, {
      headers: bearer(customer),
      data: { category: 'late', message: `E2E the courier says the code is wrong (delivery ${delivery.id}).` },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id: ticketId } = (await filed.json()) as { id: number };

    const page = await pageAs(moderator);
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery support' })).toBeVisible(READY);
    const ticket = page.getByRole('article', { name: `Ticket #${ticketId}: Late` });
    await expect(ticket).toContainText(`From ${customer.name} · delivery #${delivery.id}`, READY);
    await ticket.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Ticket #${ticketId} resolved.` })).toBeVisible();
    await expect(ticket).toHaveCount(0);

    await page.getByRole('tab', { name: 'Locked deliveries' }).click();
    const locked = page.getByRole('article', { name: new RegExp(`^Delivery #${delivery.id} `) });
    await expect(locked).toContainText(`${courier.name}`);
    await expect(locked).toContainText('after 5 wrong codes');
    await locked.getByRole('button', { name: 'Let the courier retry' }).click();
    await page.getByRole('dialog', { name: 'Let the courier retry' }).getByRole('button', { name: 'Unlock' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Delivery #${delivery.id} unlocked: the courier can enter the code again.` }),
    ).toBeVisible();
    await expect(locked).toHaveCount(0);

    // The courier hands it over with the right code now.
    const delivered = await request.post(`/api/v1/delivery/requests/${delivery.id}/status`, {
      headers: bearer(courier),
      data: { status: 'delivered', handover_code: delivery.code },
    });
    expect(delivered.ok(), await delivered.text()).toBe(true);
  });
});

test.describe('accessibility', () => {
  test('moderation, rules and support have no serious violations in light and dark at 360 px', async ({
    request,
    admin,
    seller,
    customer,
    newListing,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const moderator = await newAdmin(request, admin, { name: 'Akua Checks' });
    // Something in each list: a held listing, a reported one.
    const held = await newListing(seller, { label: 'Radio', description: 'An old radio. Call 0501234567.' });
    const listing = await newListing(seller, { label: 'Fan' });
    const reported = await request.post('/api/v1/classifieds/report', {
      headers: bearer(customer),
      data: { listing_id: listing.id, title: 'duplicate', comment: 'Same fan as yesterday.' },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    const page = await pageAs(moderator, { viewport: { width: 360, height: 740 } });
    const check = async (label: string) => {
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page), label).toEqual([]);
    };
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/admin/moderation');
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      const item = page.getByRole('article', { name: held.title });
      await expect(item).toBeVisible(READY);
      // A phone has no keys to press: the queue does not offer them.
      await expect(page.getByText(/^Keys: j or ↓ next/)).toBeHidden();
      await check(`pending queue (${scheme})`);
      await item.getByRole('button', { name: 'Reject…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject listing' });
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await expect(dialog.getByText('Give the seller a reason.')).toBeVisible();
      await check(`reject dialog (${scheme})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Reported', exact: true }).click();
      await expect(page.getByRole('article', { name: listing.title })).toBeVisible(READY);
      await check(`reported (${scheme})`);

      // The reported reviews (ADR 074): the queue, or its empty state.
      await page.getByRole('tab', { name: 'Reported reviews' }).click();
      await expect(
        page.getByText('No reported reviews', { exact: true }).or(page.getByRole('list', { name: 'Reported reviews' })),
      ).toBeVisible(READY);
      await check(`reported reviews (${scheme})`);

      await page.goto('/admin/rules');
      await expect(page.getByRole('list', { name: 'Content rules' })).toBeVisible(READY);
      await page.getByRole('form', { name: 'Add a rule' }).getByRole('button', { name: 'Add rule' }).click();
      await expect(page.getByText('Enter the word or pattern.')).toBeVisible();
      await check(`rules (${scheme})`);

      await page.goto('/admin/support');
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery support' })).toBeVisible(READY);
      await expect(page.getByRole('list', { name: 'Support tickets' }).or(page.getByText('No open tickets'))).toBeVisible(READY);
      await check(`support tickets (${scheme})`);
      await page.getByRole('tab', { name: 'Locked deliveries' }).click();
      await expect(page.getByRole('list', { name: 'Locked deliveries' }).or(page.getByText('No locked deliveries'))).toBeVisible(READY);
      await check(`locked deliveries (${scheme})`);
    }
  });
});
