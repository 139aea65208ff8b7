import type { Locator, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import {
  actOnOrder,
  addToCart,
  checkout,
  courierMoves,
  courierTakes,
  emptyCart,
  getOrder,
  placeOrder,
  postShopListing,
  removeShopListing,
  setBusinessAddress,
  type ApiOrder,
} from './fixtures/orders';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Orders (issue 13) from both sides, against the real server: the buyer's My purchases and order
// page, the seller's My sales, the courier's handover with the code the buyer reads on the order
// page. Orders are made through the API (cart, checkout) as the shop's pages would make them; the
// changes reach the other side's open page live.

const card = (page: Page, order: Pick<ApiOrder, 'number'>) => page.getByRole('listitem', { name: `Order ${order.number}` });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const statusBadge = (page: Page) => page.locator('h1 + span [data-status]');
/** The order progress list's latest step, and the steps still to come. */
const latestStep = (progress: Locator) => progress.locator('li[data-state="current"]');
const upcomingSteps = (progress: Locator) => progress.locator('li[data-state="upcoming"]');

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** Presses `button` on the order's card in My sales, under `tabName`; answers the card. */
async function sellerActs(page: Page, order: Pick<ApiOrder, 'number'>, tabName: string, button: string): Promise<Locator> {
  await openTab(page, tabName);
  const item = card(page, order);
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.getByRole('button', { name: button }).click();
  return item;
}

async function darkToo(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

test.describe('orders', () => {
  test('two sellers accept and ship their orders of one checkout, the courier delivers each with the code on the order page, and the buyer confirms and finds them under Completed', async ({
    request,
    admin,
    customer,
    seller,
    courier,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const otherSeller = await newSeller(request, admin, { name: 'Abena Boateng', phone: '0271234567' });
    await setBusinessAddress(request, seller);
    await setBusinessAddress(request, otherSeller, 'Stall 3, Kejetia Market, Kumasi');
    const scarf = await postShopListing(request, seller, { label: 'Kente scarf', price: '120' });
    const butter = await postShopListing(request, otherSeller, { label: 'Shea butter', price: '45' });
    await emptyCart(request, customer);
    await addToCart(request, customer, scarf.id, 2);
    await addToCart(request, customer, butter.id, 1);
    const { orders } = await checkout(request, customer, { deliveryMethod: 'courier', paymentMethod: 'cash' });
    expect(orders).toHaveLength(2);

    // The buyer's My purchases has both under In Progress (cash on delivery: placed at once).
    const buyer = await pageAs(customer);
    await buyer.goto('/purchases');
    await openTab(buyer, 'In Progress');
    for (const order of orders) await expect(card(buyer, order)).toBeVisible();
    await expect(
      card(
        buyer,
        orders.find((order) => order.seller.id === seller.id)!,
      ),
    ).toContainText(`${scarf.title}`);

    // Each seller accepts and ships their own order from My sales: nobody has it yet, so it waits for a courier.
    const salesPages = new Map<number, Page>();
    for (const person of [seller, otherSeller]) {
      const order = orders.find((item) => item.seller.id === person.id)!;
      const sales = await pageAs(person);
      salesPages.set(order.id, sales);
      await sales.goto('/my-sales');
      await sellerActs(sales, order, 'To start', 'Accept order');
      await expect(card(sales, order)).toHaveCount(0, { timeout: 15_000 });
      const shipped = await sellerActs(sales, order, 'In Progress', 'Ship with courier');
      await expect(shipped.locator('[data-status]')).toHaveText('Waiting for a courier', { timeout: 15_000 });
    }

    // On each order's page the buyer sees the courier job and the code, and follows the courier's real steps live.
    for (const order of orders) {
      await buyer.goto(`/orders/${order.id}`);
      await expect(buyer.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
      await expect(statusBadge(buyer)).toHaveText('Waiting for a courier');
      await expect(buyer.getByTestId('delivery-status')).toContainText('Requested');
      const progress = buyer.getByRole('list', { name: 'Order progress' });
      await expect(latestStep(progress)).toContainText('Courier requested');
      await expect(upcomingSteps(progress)).toContainText([
        'A courier is on the way to collect',
        'Handed to a courier',
        'Delivered',
        'Completed',
      ]);
      await expect(buyer.getByRole('link', { name: 'Track delivery' })).toHaveAttribute('href', /\/delivery-request\?tab=track&id=\d+/);
      const code = (await buyer.getByTestId('handover-code').innerText()).trim();
      expect(code).toMatch(/^\d{4}$/);
      const { delivery } = await getOrder(request, customer, order.id);

      // A courier takes the job: on its way to collect, on the buyer's page and the seller's My sales, without a reload.
      await courierTakes(request, courier, delivery!.id);
      await expect(statusBadge(buyer)).toHaveText('Courier on the way to collect', { timeout: 15_000 });
      await expect(latestStep(progress)).toContainText('A courier is on the way to collect');
      await expect(latestStep(progress)).toContainText(courier.name);
      await expect(card(salesPages.get(order.id)!, order).locator('[data-status]')).toHaveText('Courier on the way to collect', {
        timeout: 15_000,
      });

      // The courier collects it from the seller: now it is with the courier.
      await courierMoves(request, courier, delivery!.id, ['picked_up']);
      await expect(statusBadge(buyer)).toHaveText('With the courier', { timeout: 15_000 });
      await expect(latestStep(progress)).toContainText('Handed to a courier');
      await expect(card(salesPages.get(order.id)!, order).locator('[data-status]')).toHaveText('With the courier', { timeout: 15_000 });
      await courierMoves(request, courier, delivery!.id, ['in_transit', 'nearby', 'delivered'], code);

      // Live: delivered without a reload; the buyer confirms all is well.
      await expect(statusBadge(buyer)).toHaveText('Delivered', { timeout: 15_000 });
      await expect(buyer.getByTestId('handover-code')).toHaveCount(0);
      await expect(buyer.getByTestId('delivery-status')).toContainText('Delivered');
      await buyer.getByRole('button', { name: 'Confirm received' }).click();
      await expect(statusBadge(buyer)).toHaveText('Completed');
      for (const step of [
        'Order placed (cash on delivery)',
        'Accepted by the seller',
        'Courier requested',
        'A courier is on the way to collect',
        'Handed to a courier',
        'Delivered',
        'Completed',
      ]) {
        await expect(progress).toContainText(step);
      }
      await expect(upcomingSteps(progress)).toHaveCount(0);
      await expect(buyer.getByRole('region', { name: 'Payment' })).toContainText('Paid');
    }

    await buyer.goto('/purchases');
    await openTab(buyer, 'Completed');
    for (const order of orders) await expect(card(buyer, order)).toBeVisible();
    await removeShopListing(request, seller, scarf.id);
    await removeShopListing(request, otherSeller, butter.id);
  });

  test('a cash on delivery pickup order: the seller starts it from the batch delivery status, the buyer confirms the pickup and all is well; the receipt has it all', async ({
    request,
    customer,
    seller,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    await setBusinessAddress(request, seller, 'Shop 7, Makola Market, Accra');
    const { order, listing } = await placeOrder(request, customer, seller, {
      label: 'Woven basket',
      price: '80',
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    expect(order.delivery_fee).toBe(0);

    // View batch delivery status: every open sale, where it is, and its buttons.
    const sales = await pageAs(seller);
    await sales.goto('/my-sales');
    await sales.getByRole('link', { name: 'View batch delivery status' }).click();
    await expect(sales.getByRole('heading', { level: 1, name: 'Batch delivery status' })).toBeVisible();
    const row = card(sales, order);
    await expect(row.getByTestId('fulfilment-status')).toHaveText('Being prepared for pickup');
    await row.getByRole('button', { name: 'Accept order' }).click();
    await row.getByRole('button', { name: 'Ready for pickup' }).click();
    await expect(row.getByTestId('fulfilment-status')).toHaveText('Ready for pickup');
    await expect(row.getByRole('button')).toHaveCount(0);

    const buyer = await pageAs(customer);
    await buyer.goto(`/orders/${order.id}`);
    await expect(statusBadge(buyer)).toHaveText('Ready for pickup');
    const pickup = buyer.getByRole('region', { name: 'Pickup' });
    await expect(pickup).toContainText('Shop 7, Makola Market, Accra');
    const payment = buyer.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Cash on delivery (not yet paid)');
    await expect(payment).toContainText('GHC 80.00');
    await buyer.getByRole('button', { name: 'Confirm pickup' }).click();
    await expect(statusBadge(buyer)).toHaveText('Delivered');
    await expect(payment).toContainText('Paid');
    await buyer.getByRole('button', { name: 'Confirm received' }).click();
    await expect(statusBadge(buyer)).toHaveText('Completed');
    // The seller's open page follows.
    await expect(row).toHaveCount(0, { timeout: 15_000 });

    // The receipt: the order number, both sides, the items, the totals and the payment.
    await buyer.getByRole('link', { name: 'Receipt' }).click();
    const receipt = buyer.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(`Order ${order.number}`);
    await expect(receipt).toContainText(listing.title);
    await expect(receipt).toContainText(customer.name);
    await expect(receipt).toContainText('Cash on delivery');
    await expect(receipt).toContainText('GHC 80.00');
    await expect(buyer.getByRole('button', { name: 'Print receipt' })).toBeVisible();

    await buyer.goto('/purchases?tab=completed');
    await expect(card(buyer, order)).toBeVisible();
    await removeShopListing(request, seller, listing.id);
  });

  test('the buyer cancels a paid order before the seller accepts, with a reason; it shows under Cancelled on both sides', async ({
    request,
    customer,
    seller,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    await setBusinessAddress(request, seller);
    // Mobile Money: the sandbox approves the prompt after a few seconds and the order is placed.
    const { order, listing } = await placeOrder(request, customer, seller, { label: 'Brass bangle', price: '60', paymentMethod: 'momo' });
    const sales = await pageAs(seller);
    await sales.goto('/my-sales');
    await expect(card(sales, order)).toBeVisible();

    const buyer = await pageAs(customer);
    await buyer.goto('/purchases');
    await openTab(buyer, 'In Progress');
    await card(buyer, order)
      .getByRole('link', { name: `Order ${order.number}` })
      .click();
    await expect(buyer).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(buyer.getByRole('list', { name: 'Order progress' })).toContainText('Paid with Mobile Money');
    await expect(buyer.getByRole('region', { name: 'Payment' })).toContainText('Mobile Money');
    await buyer.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByLabel('Reason').fill('Found one closer to home');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(statusBadge(buyer)).toHaveText('Cancelled');
    await expect(buyer.getByText('Found one closer to home').first()).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // Live on the seller's open My sales: gone from To start, there under Cancelled.
    await expect(card(sales, order)).toHaveCount(0, { timeout: 15_000 });
    await openTab(sales, 'Cancelled');
    await expect(card(sales, order)).toBeVisible();

    await buyer.getByRole('main').getByRole('link', { name: 'My purchases' }).click();
    await expect(tab(buyer, 'Cancelled')).toHaveAttribute('aria-selected', 'true');
    await expect(card(buyer, order)).toBeVisible();
    await removeShopListing(request, seller, listing.id);
  });

  test('To Pay: a Mobile Money order waiting for approval shows Pay now and the time left; a stranger finds no such order', async ({
    request,
    customer,
    seller,
    courier,
    pageAs,
  }) => {
    await setBusinessAddress(request, seller);
    // The sandbox's number that never answers keeps the order To Pay.
    const listing = await postShopListing(request, seller, { label: 'Beaded necklace', price: '35' });
    await emptyCart(request, customer);
    await addToCart(request, customer, listing.id);
    const { orders, payment } = await checkout(request, customer, { paymentMethod: 'momo', momoNumber: '0240000002' });
    const order = orders[0]!;
    expect(order.status).toBe('pending_payment');

    const buyer = await pageAs(customer);
    await buyer.goto('/purchases');
    await expect(tab(buyer, 'To Pay')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(buyer, 'To Pay')).toHaveAccessibleName(/To Pay, \d+ orders?/);
    const item = card(buyer, order);
    await expect(item.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/checkout/pay/${payment!.id}`);
    await expect(item).toContainText(/\d+ min left/);
    await expect(item).toContainText(listing.title);

    // The seller never sees an order waiting for payment; nobody else sees it at all.
    const stranger = await pageAs(courier);
    await stranger.goto(`/orders/${order.id}`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();

    await actOnOrder(request, customer, order.id, 'cancel');
    await removeShopListing(request, seller, listing.id);
  });

  test('My purchases and My sales open where the newest order is, and an empty tab points to the tab that has orders', async ({
    request,
    admin,
    newCustomer,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    // People of this test alone: their orders are exactly the one made here.
    const buyerAccount = await newCustomer({ name: 'Efua Owusu' });
    const shop = await newSeller(request, admin, { name: 'Akosua Darko' });
    await setBusinessAddress(request, shop);
    const { order, listing } = await placeOrder(request, buyerAccount, shop, { label: 'Bolga basket', price: '90' });

    // Cash on delivery: placed at once, so My purchases opens on In Progress, not on an empty To Pay.
    const buyer = await pageAs(buyerAccount, { viewport: { width: 360, height: 740 } });
    await buyer.goto('/purchases');
    await expect(tab(buyer, 'In Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(card(buyer, order)).toBeVisible();
    await expect(buyer.getByText('No active orders')).toHaveCount(0);

    // To Pay has nothing: it says so, never 'No active orders', and opens the tab with the order.
    await openTab(buyer, 'To Pay');
    await expect(buyer.getByText('Nothing under To Pay')).toBeVisible();
    await expect(buyer.getByText('No active orders')).toHaveCount(0);
    await noHorizontalScroll(buyer);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'See your order under In Progress' }).click();
    await expect(tab(buyer, 'In Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(card(buyer, order)).toBeVisible();

    // A tab named in the address is the one shown.
    await buyer.goto('/purchases?tab=completed');
    await expect(tab(buyer, 'Completed')).toHaveAttribute('aria-selected', 'true');
    await expect(buyer.getByText('Nothing under Completed')).toBeVisible();
    await darkToo(buyer);
    await expect(buyer.getByRole('button', { name: 'See your order under In Progress' })).toBeVisible();
    expect(await seriousA11yViolations(buyer)).toEqual([]);

    // The seller accepted it: My sales opens on In Progress; To start points there.
    await actOnOrder(request, shop, order.id, 'accept');
    const sales = await pageAs(shop);
    await sales.goto('/my-sales');
    await expect(tab(sales, 'In Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(card(sales, order)).toBeVisible();
    await openTab(sales, 'To start');
    await expect(sales.getByText('Nothing under To start')).toBeVisible();
    await expect(sales.getByText('No active orders')).toHaveCount(0);
    await sales.getByRole('button', { name: 'See your order under In Progress' }).click();
    await expect(tab(sales, 'In Progress')).toHaveAttribute('aria-selected', 'true');
    await expect(card(sales, order)).toBeVisible();

    await actOnOrder(request, shop, order.id, 'cancel', 'End-to-end journey clean-up');
    await removeShopListing(request, shop, listing.id);
  });

  test('My sales: search, filters and the sales records export (a CSV of the chosen days)', async ({
    request,
    customer,
    seller,
    pageAs,
  }) => {
    await setBusinessAddress(request, seller);
    const courierOrder = await placeOrder(request, customer, seller, { label: 'Clay pot', price: '55' });
    const pickupOrder = await placeOrder(request, customer, seller, { label: 'Straw hat', price: '30', deliveryMethod: 'pickup' });
    const sales = await pageAs(seller);
    await sales.goto('/my-sales');
    await expect(card(sales, courierOrder.order)).toBeVisible();
    await expect(card(sales, pickupOrder.order)).toBeVisible();

    // Search by order number.
    const search = sales.getByRole('searchbox', { name: 'Search sales' });
    await search.fill(courierOrder.order.number);
    await search.press('Enter');
    await expect(sales).toHaveURL(/q=DWA-/);
    await expect(card(sales, courierOrder.order)).toBeVisible();
    await expect(card(sales, pickupOrder.order)).toHaveCount(0);
    await sales.getByRole('button', { name: 'Clear search' }).click();
    await expect(card(sales, pickupOrder.order)).toBeVisible();

    // Filters: pickup only.
    await sales.getByRole('button', { name: 'Filters' }).click();
    const filters = sales.getByRole('dialog', { name: 'Filters' });
    await filters.getByLabel('Delivery method').selectOption('pickup');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(sales.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
    await expect(card(sales, pickupOrder.order)).toBeVisible();
    await expect(card(sales, courierOrder.order)).toHaveCount(0);

    // Export sales records for today: the file names both orders, one row per item.
    const today = new Date().toISOString().slice(0, 10);
    await sales.getByRole('button', { name: 'Export sales records' }).click();
    const exporting = sales.getByRole('dialog', { name: 'Export sales records' });
    await exporting.getByLabel('From').fill(today);
    await exporting.getByLabel('To').fill(today);
    const downloading = sales.waitForEvent('download');
    await exporting.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dwa-sales-.*\.csv$/);
    const text = (
      await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      })
    ).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Order number');
    expect(lines[0]).toContain('Order total (GHS)');
    const row = lines.find((line) => line.startsWith(courierOrder.order.number));
    expect(row).toContain(courierOrder.listing.title);
    expect(row).toContain('courier');
    expect(lines.some((line) => line.startsWith(pickupOrder.order.number) && line.includes('pickup'))).toBe(true);

    for (const { order, listing } of [courierOrder, pickupOrder]) {
      await actOnOrder(request, seller, order.id, 'cancel', 'End-to-end journey clean-up');
      await removeShopListing(request, seller, listing.id);
    }
  });

  test('My purchases, an order page and My sales pass axe in light and dark and fit a 360 px phone', async ({
    request,
    customer,
    seller,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    await setBusinessAddress(request, seller);
    const { order, listing } = await placeOrder(request, customer, seller, { label: 'Adinkra print', price: '95' });
    await actOnOrder(request, seller, order.id, 'accept');
    const buyer = await pageAs(customer, { viewport: { width: 360, height: 740 } });
    const sales = await pageAs(seller, { viewport: { width: 360, height: 740 } });
    const pages: [Page, string, RegExp | string][] = [
      [buyer, '/purchases?tab=in_progress', `Order ${order.number}`],
      [buyer, `/orders/${order.id}`, `Order ${order.number}`],
      [sales, '/my-sales?tab=in_progress', `Order ${order.number}`],
      [sales, '/my-sales?view=batch', `Order ${order.number}`],
    ];
    for (const [page, path, text] of pages) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page), `${path} (light)`).toEqual([]);
      await darkToo(page);
      await expect(page.getByText(text).first()).toBeVisible();
      expect(await seriousA11yViolations(page), `${path} (dark)`).toEqual([]);
    }
    // The reason dialog too.
    await buyer.emulateMedia({ colorScheme: 'light' });
    await buyer.goto(`/orders/${order.id}`);
    await sales.goto(`/orders/${order.id}`);
    await sales.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = sales.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(sales)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(statusBadge(sales)).toHaveText('Cancelled');
    await expect(statusBadge(buyer)).toHaveText('Cancelled', { timeout: 15_000 });
    await removeShopListing(request, seller, listing.id);
  });
});
