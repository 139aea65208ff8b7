import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAdmin } from './fixtures/admins';
import { seriousA11yViolations } from './fixtures/browser';
import { listingPhoto } from './fixtures/listings';
import { actOnOrder, placeOrder, removeShopListing, setBusinessAddress } from './fixtures/orders';
import { bearer, newCustomer, newSeller, type Person } from './fixtures/people';
import { expect as baseExpect, test } from './fixtures/test';

// The console's pages load several lazy chunks after the session: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// Money in the admin console (issue 31, ADR 057): another buyer disputes a Mobile Money order and an
// admin refunds half of it through the dispute's page; an admin holds a payout the network could not
// send yet and releases it, reading the seller's ledger between; an admin sets a category's
// commission and clears it. People, orders, disputes and payouts are made through the API.

type Dispute = { id: number; status: string; refund: number | null; order_number: string; seller: { name: string } };
type Payout = { id: number; status: string; held: boolean; amount: number };

async function check(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${label}: page wider than the screen`).toBeLessThanOrEqual(widths.view);
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

async function phoneDark(page: Page, label: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await check(page, `${label} (dark, 360 px)`);
  await test.info().attach(`${label}-dark-360`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A Mobile Money pickup order of `price` cedis, paid, accepted, handed over: its money is held. */
async function pickedUp(request: APIRequestContext, buyer: Person, seller: Person, label: string, price: string) {
  const { order, listing } = await placeOrder(request, buyer, seller, { label, price, deliveryMethod: 'pickup', paymentMethod: 'momo' });
  await actOnOrder(request, seller, order.id, 'accept');
  await actOnOrder(request, seller, order.id, 'ship');
  await actOnOrder(request, buyer, order.id, 'confirm');
  return { order, listing };
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name });

test.describe('money in the admin console', () => {
  test('another buyer disputes a paid order with a photo, and an admin refunds half of it from the dispute’s page', async ({
    request,
    admin,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const adminPerson = await newAdmin(request, admin);
    const seller = await newSeller(request, admin, { name: 'Kofi Boateng', phone: '0241230001' });
    const buyer = await newCustomer(request, { name: 'Esi Mensah', phone: '0201230002' });
    await setBusinessAddress(request, seller);
    const { order, listing } = await pickedUp(request, buyer, seller, 'Clay bowl', '120');

    // The buyer disputes it with a photo; the seller answers.
    const photo = await listingPhoto('crack.jpg', '#7c2d12', 'Cracked', { width: 800, height: 600 });
    const opened = await request.post(`/api/v1/orders/${order.id}/disputes`, {
      headers: bearer(buyer),
      multipart: { reason: 'damaged', body: 'The bowl arrived cracked in two.', photos: photo },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const dispute = (await opened.json()) as Dispute;
    // The seller as the dispute names them: their business's name.
    const shop = dispute.seller.name;
    const replied = await request.post(`/api/v1/disputes/${dispute.id}/messages`, {
      headers: bearer(seller),
      data: { body: 'It left my stall whole and wrapped.' },
    });
    expect(replied.status(), await replied.text()).toBe(201);

    // The queue opens on the open disputes; this one is there.
    const page = await pageAs(adminPerson);
    await page.goto('/admin');
    await nav(page, 'Disputes').click();
    await expect(page).toHaveURL(/\/admin\/disputes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dispute status' }).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.getByRole('article', { name: `Order ${order.number}` });
    await expect(card).toContainText('Damaged');
    await expect(card).toContainText(`Esi Mensah (buyer) and ${shop} (seller)`);
    await expect(card).toContainText('GHC 120.00');
    await check(page, 'disputes queue (light, 1280 px)');

    // The dispute's page: both sides, the photo (fetched with the admin's session).
    await card.getByRole('link', { name: `Order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/disputes/${dispute.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Dispute on order ${order.number}` })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem', { name: 'Buyer: Esi Mensah' })).toContainText('The bowl arrived cracked in two.');
    await expect(messages.getByRole('listitem', { name: `Seller: ${shop}` })).toContainText('It left my stall whole and wrapped.');
    const picture = page.getByRole('img', { name: 'Photo 1 from Esi Mensah' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // An admin's word to both sides.
    await page.getByLabel('Message', { exact: true }).fill('We are looking at the photo. Please keep the pieces.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent to both sides.')).toBeVisible();
    // The parties see an admin's word as Dwa's (the API names no admin).
    await expect(messages.getByRole('listitem', { name: 'Dwa', exact: true })).toContainText('Please keep the pieces.');
    await check(page, 'dispute (light, 1280 px)');

    // Refund part: an amount that is the whole order is refused before anything is sent.
    await page.getByRole('radio', { name: /^Refund part/ }).check();
    const amount = page.getByLabel('Amount to refund (GHC)');
    await amount.fill('120');
    await page.getByLabel('Why', { exact: true }).fill('The photo shows it broke in transit; half back to the buyer.');
    await page.getByRole('button', { name: 'Review decision' }).click();
    await expect(page.getByText('Enter the amount to refund in cedis, more than 0 and less than the order total.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('60');
    await page.getByRole('button', { name: 'Review decision' }).click();
    const dialog = page.getByRole('dialog', { name: `Resolve the dispute on order ${order.number}?` });
    await expect(dialog).toContainText(`GHC 60.00 is refunded to Esi Mensah, and GHC 60.00 is released to ${shop}, less commission.`);
    await phoneDark(page, 'resolve dialog');
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(((await (await request.get(`/api/v1/disputes/${dispute.id}`, { headers: bearer(adminPerson) })).json()) as Dispute).status).toBe(
      'open',
    );

    await page.getByRole('button', { name: 'Review decision' }).click();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('The dispute is resolved; both sides are told.')).toBeVisible();
    await expect(page.getByText('Partly refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The order' })).toContainText('GHC 60.00');
    await expect(page.getByRole('heading', { name: 'Resolve', exact: true })).toHaveCount(0);
    await phoneDark(page, 'resolved dispute');

    // The API agrees: half refunded through the provider, audit-logged by this admin.
    const resolved = (await (await request.get(`/api/v1/disputes/${dispute.id}`, { headers: bearer(buyer) })).json()) as Dispute;
    expect(resolved).toMatchObject({ status: 'partly_refunded', refund: 60 });
    const audit = await request.get(`/api/v1/admin/audit?action=dispute.resolve&target_type=dispute&target_id=${dispute.id}`, {
      headers: bearer(adminPerson),
    });
    expect(((await audit.json()) as { results: { actor_id: number }[] }).results.map((entry) => entry.actor_id)).toEqual([adminPerson.id]);

    // Gone from the open queue, there under Partly refunded.
    await page.getByRole('link', { name: 'All disputes' }).click();
    await expect(page.getByRole('article', { name: `Order ${order.number}` })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Dispute status' }).getByRole('link', { name: 'Partly refunded' }).click();
    await expect(page.getByRole('article', { name: `Order ${order.number}` })).toBeVisible();
    await removeShopListing(request, seller, listing.id);
  });

  test('an admin holds a payout the network could not send, reads the seller’s ledger, and releases it', async ({
    request,
    admin,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const adminPerson = await newAdmin(request, admin);
    const seller = await newSeller(request, admin, { name: 'Akosua Darko', phone: '0241230003' });
    const buyer = await newCustomer(request, { name: 'Yaw Ofori', phone: '0201230004' });
    await setBusinessAddress(request, seller);
    const { order, listing } = await pickedUp(request, buyer, seller, 'Woven basket', '80');
    // The buyer says all is well: the money is released to the seller, less commission.
    await actOnOrder(request, buyer, order.id, 'confirm');
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/v1/earnings?wallet=seller', { headers: bearer(seller) })).json()) as { available: number })
            .available,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // A number of this run's own (the sandbox's test endings 0000, 0005 and 0006 do other things).
    const number = `024${String(Date.now()).slice(-5)}12`;
    const method = await request.put('/api/v1/payouts/method', {
      headers: bearer(seller),
      data: { kind: 'momo', network: 'MTN', number, password: seller.password },
    });
    expect(method.ok(), await method.text()).toBe(true);
    const outage = async (down: boolean) => {
      const answer = await request.put('/api/v1/dev/payout-outage', { data: { number, down } });
      expect(answer.status(), await answer.text()).toBe(204);
    };
    await outage(true);
    let payout: Payout;
    try {
      const asked = await request.post('/api/v1/payouts', {
        headers: { ...bearer(seller), 'Idempotency-Key': `e2e-${randomUUID()}` },
        data: { wallet: 'seller' },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      payout = (await asked.json()) as Payout;

      // Payouts in the nav; narrowed to the seller by their id.
      const page = await pageAs(adminPerson);
      await page.goto('/admin');
      await nav(page, 'Payouts').click();
      await expect(page).toHaveURL(/\/admin\/payouts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
      await page.getByLabel('Person’s user id').fill(String(seller.id));
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/payouts\\?user_id=${seller.id}$`));
      const card = page.getByRole('article', { name: new RegExp(`· payout #${payout.id}$`) });
      await expect(card).toContainText('Akosua Darko');
      await expect(card).toContainText('Pending');
      await expect(card).toContainText(`SANDBOX ACCOUNT ${number.slice(-4)}`);
      await check(page, 'payouts (light, 1280 px)');

      // Hold it, with a reason.
      await card.getByRole('button', { name: 'Hold' }).click();
      const hold = page.getByRole('dialog', { name: `Hold payout #${payout.id}?` });
      await hold.getByRole('button', { name: 'Hold' }).click();
      await expect(hold.getByText('Give a reason.')).toBeVisible();
      await hold.getByLabel('Reason').fill('The network is down; checking the number with the seller.');
      await hold.getByRole('button', { name: 'Hold' }).click();
      await expect(page.getByText(`Payout #${payout.id} is held.`)).toBeVisible();
      await expect(card).toContainText('Held');
      await expect(card).toContainText('checking the number with the seller');
      await expect(card.getByRole('button', { name: 'Release' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Payout status' }).getByRole('link', { name: 'Held' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/payouts\\?held=true&user_id=${seller.id}$`));
      await expect(card).toBeVisible();
      await phoneDark(page, 'held payout');

      // The seller's ledger: the sale paid to them, the payout on its way.
      await card.getByRole('link', { name: 'Akosua Darko’s ledger' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${seller.id}/ledger$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Akosua Darko’s ledger' })).toBeVisible();
      const balances = page.getByRole('region', { name: 'Balances' });
      await expect(balances).toContainText(new RegExp(`On the way\\s*GHC ${payout.amount.toFixed(2)}`));
      await expect(balances).toContainText(/Available\s*GHC 0\.00/);
      const movements = page.getByRole('table', { name: 'Movements' });
      await expect(movements.getByRole('row', { name: new RegExp(`Sale paid .*Order ${order.number}`) })).toBeVisible();
      await expect(movements.getByRole('row', { name: new RegExp(`Payout .*Payout #${payout.id}`) })).toBeVisible();
      await check(page, 'ledger (light, 1280 px)');
      await phoneDark(page, 'ledger');
      await page.goBack();

      // The network answers again; the admin releases it and it is sent.
      await outage(false);
      await card.getByRole('button', { name: 'Release' }).click();
      const release = page.getByRole('dialog', { name: `Release payout #${payout.id}?` });
      await expect(release).toContainText('Akosua Darko');
      await release.getByRole('button', { name: 'Release' }).click();
      await expect(page.getByText(`Payout #${payout.id} is released and on its way.`)).toBeVisible();
      // The seller's account page leads to the same wallet.
      await page.goto(`/admin/users/${seller.id}`);
      await page.getByRole('link', { name: 'Wallet and movements' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Akosua Darko’s ledger' })).toBeVisible();
    } finally {
      await outage(false);
    }
    await expect
      .poll(
        async () => ((await (await request.get(`/api/v1/payouts/${payout.id}`, { headers: bearer(seller) })).json()) as Payout).status,
        { timeout: 30_000 },
      )
      .not.toBe('pending');
    const audit = await request.get(`/api/v1/admin/audit?target_type=payout&target_id=${payout.id}`, { headers: bearer(adminPerson) });
    expect(
      ((await audit.json()) as { results: { action: string; actor_id: number }[] }).results
        .map((entry) => `${entry.action} ${entry.actor_id}`)
        .sort(),
    ).toEqual([`payout.hold ${adminPerson.id}`, `payout.release ${adminPerson.id}`]);
    await removeShopListing(request, seller, listing.id);
  });

  test('an admin sets a category’s commission, refused when out of range, and clears it again', async ({ request, admin, pageAs }) => {
    const adminPerson = await newAdmin(request, admin);
    const page = await pageAs(adminPerson);
    const clear = async () => {
      const answer = await request.put('/api/v1/admin/commission-rates/Community', {
        headers: bearer(adminPerson),
        data: { percent: null },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    try {
      await page.goto('/admin');
      await nav(page, 'Commission').click();
      await expect(page).toHaveURL(/\/admin\/commission$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Rates by category' });
      const row = table.getByRole('row', { name: /^Community/ });
      await expect(row).toContainText('The default');

      const form = page.getByRole('form', { name: 'Set a category’s rate' });
      await form.getByLabel('Category').selectOption('Community');
      await form.getByLabel('Commission (%)').fill('60');
      await form.getByRole('button', { name: 'Save rate' }).click();
      await expect(form.getByText('Enter a percent from 0 to 50.')).toBeVisible();
      await form.getByLabel('Commission (%)').fill('7,5');
      await form.getByRole('button', { name: 'Save rate' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved: Community now pays 7.5 %.' })).toBeVisible();
      await expect(row).toContainText('7.5 %');
      await expect(row).toContainText('Its own rate');
      const rates = (await (await request.get('/api/v1/admin/commission-rates', { headers: bearer(adminPerson) })).json()) as {
        rates: { category: string; percent: number }[];
      };
      expect(rates.rates).toContainEqual(expect.objectContaining({ category: 'Community', percent: 7.5 }));
      await check(page, 'commission (light, 1280 px)');
      await phoneDark(page, 'commission');

      await row.getByRole('button', { name: 'Clear the rate of Community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Clear the rate of Community?' });
      await dialog.getByRole('button', { name: 'Clear' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Community is back to the default' })).toBeVisible();
      await expect(row).toContainText('The default');
    } finally {
      await clear();
    }

    // Reconciliation: the differences, or the empty state; both checked for accessibility.
    await nav(page, 'Reconciliation').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
    await expect(
      page.getByText('No differences').or(page.getByRole('table', { name: 'Differences between the ledger and the provider' })),
    ).toBeVisible();
    await check(page, 'reconciliation (light, 1280 px)');
  });
  test('an admin gives a category its own ad lifetime, refused when out of range, and clears it (issue 33)', async ({
    request,
    admin,
    pageAs,
  }) => {
    const adminPerson = await newAdmin(request, admin);
    const page = await pageAs(adminPerson);
    const clear = async () => {
      const answer = await request.put('/api/v1/admin/listing-ttls/Community', { headers: bearer(adminPerson), data: { days: null } });
      expect(answer.ok(), await answer.text()).toBe(true);
    };
    try {
      await page.goto('/admin');
      await nav(page, 'Ad lifetimes').click();
      await expect(page).toHaveURL(/\/admin\/lifetimes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ad lifetimes' })).toBeVisible();
      const row = page.getByRole('table', { name: 'Lifetimes by category' }).getByRole('row', { name: /^Community/ });
      await expect(row).toBeVisible();

      const form = page.getByRole('form', { name: 'Set a category’s lifetime' });
      await form.getByLabel('Category').selectOption('Community');
      await form.getByLabel('Days').fill('400');
      await form.getByRole('button', { name: 'Save lifetime' }).click();
      await expect(form.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
      await form.getByLabel('Days').fill('14');
      await form.getByRole('button', { name: 'Save lifetime' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved: Community ads now last 14 days.' })).toBeVisible();
      await expect(row).toContainText('14 days');
      await check(page, 'ad lifetimes (light, 1280 px)');
      await phoneDark(page, 'ad lifetimes');

      await row.getByRole('button', { name: 'Clear the lifetime of Community' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Community is back to the default.' })).toBeVisible();
      await expect(row).not.toContainText('14 days');
    } finally {
      await clear();
    }
  });
});
