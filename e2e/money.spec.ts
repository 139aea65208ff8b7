import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { listingPhoto } from './fixtures/listings';
import { actOnOrder, courierMoves, courierTakes, getOrder, placeOrder, removeShopListing, setBusinessAddress } from './fixtures/orders';
import { DEMO_PASSWORD, bearer, newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Money that reaches people (issue 31), against the real server and the sandbox provider: a buyer
// pays by Mobile Money, the courier delivers, the buyer confirms, and the seller sees the money on
// the earnings page, adds a Mobile Money number (the name the network knows shown to confirm, the
// password asked again) and withdraws it until it is paid. And buyer protection: a buyer disputes an
// order from its page with a photo, and buyer and seller both write on the dispute. What is not the
// screen under test (orders, the courier's steps, the sandbox's settlement) goes through the API.

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

async function darkToo(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test.describe('money', () => {
  test('a Mobile Money sale: delivered, confirmed, available on the earnings page, paid out to a new MoMo number', async ({
    request,
    admin,
    customer,
    courier,
    pageAs,
  }) => {
    test.setTimeout(150_000);
    // A seller of this test alone: their first payout number is not a change, so nothing is held.
    const seller = await newSeller(request, admin, { name: 'Efua Quaye', phone: '0241234560' });
    await setBusinessAddress(request, seller);
    const { order, listing } = await placeOrder(request, customer, seller, { label: 'Kente cloth', price: '200', paymentMethod: 'momo' });

    // Before any sale the earnings page says where the money will come from.
    const sales = await pageAs(seller, { viewport: { width: 360, height: 800 } });
    await sales.goto('/account');
    await sales.getByRole('link', { name: /^Earnings/ }).click();
    await expect(sales).toHaveURL(/\/earnings$/);
    await expect(sales.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    // Held: the seller's own share (the GHC 200 item), not the courier's delivery fee (issue 31).
    expect(order.delivery_fee).toBeGreaterThan(0);
    await expect(sales.getByTestId('balance-held')).toContainText(`GHC ${(order.total - order.delivery_fee).toFixed(2)}`);
    await expect(sales.getByTestId('balance-held')).toContainText('not the delivery fee');
    await expect(sales.getByTestId('balance-available')).toContainText('GHC 0.00');
    await expect(sales.getByText('Nothing here yet')).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await noHorizontalScroll(sales);
    expect(await seriousA11yViolations(sales)).toEqual([]);

    // The seller ships it with a courier, who collects and hands it over with the buyer's code.
    await actOnOrder(request, seller, order.id, 'accept');
    await actOnOrder(request, seller, order.id, 'ship');
    const { delivery } = await getOrder(request, customer, order.id);
    await courierTakes(request, courier, delivery!.id);
    const code = (await getOrder(request, customer, order.id)).delivery!.handover_code!;
    await courierMoves(request, courier, delivery!.id, ['picked_up', 'in_transit', 'nearby', 'delivered'], code);

    // The buyer's order page says the money is held and how to dispute; the buyer confirms instead.
    const buyer = await pageAs(customer);
    await buyer.goto(`/orders/${order.id}`);
    const protection = buyer.getByRole('region', { name: 'Buyer protection' });
    await expect(protection).toContainText('Dwa holds your payment until you confirm delivery, or 3 days after delivery.');
    await expect(protection.getByRole('link', { name: 'Report a problem' })).toBeVisible();
    await buyer.getByRole('button', { name: 'Confirm received' }).click();
    await expect(buyer.locator('h1 + span [data-status]')).toHaveText('Completed');
    await expect(protection).toHaveCount(0);

    // The seller's earnings: the sale less 5 % commission is available, with its order.
    await sales.reload();
    await expect(sales.getByTestId('balance-available')).toContainText('GHC 190.00');
    await expect(sales.getByTestId('balance-held')).toContainText('GHC 0.00');
    const movement = sales.getByTestId('movement').first();
    await expect(movement).toContainText('Sale paid to you');
    await expect(movement).toContainText('+GHC 190.00');
    await expect(movement.getByRole('link', { name: `Order ${order.number}` })).toHaveAttribute('href', `/orders/${order.id}`);

    // Where to pay: a Mobile Money number, its holder's name shown to confirm, the password again.
    await sales.getByRole('link', { name: 'Add payout details' }).click();
    await expect(sales.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
    await expect(sales.getByText('payouts are held for 24 hours after any change')).toBeVisible();
    await sales.getByLabel('Network').selectOption('MTN');
    await sales.getByLabel('Mobile Money number').fill('024 123 4567');
    await sales.getByRole('button', { name: 'Check account' }).click();
    await expect(sales.getByTestId('resolved-name')).toHaveText('SANDBOX ACCOUNT 4567');
    expect(await seriousA11yViolations(sales)).toEqual([]);
    await sales.getByLabel('Your password').fill('not-my-password');
    await sales.getByRole('button', { name: 'Save payout details' }).click();
    await expect(sales.getByText('That password is not right.')).toBeVisible();
    await sales.getByLabel('Your password').fill(DEMO_PASSWORD);
    await sales.getByRole('button', { name: 'Save payout details' }).click();
    await expect(sales).toHaveURL(/\/earnings\?wallet=seller$/);
    await expect(sales.getByTestId('payout-method')).toContainText('MTN 024 *** 4567');
    await expect(sales.getByTestId('payout-method')).toContainText('SANDBOX ACCOUNT 4567');

    // Withdraw all that is available: on its way, then paid once the sandbox settles it.
    await sales.getByRole('button', { name: 'Withdraw' }).click();
    const progress = sales.getByTestId('payout-progress');
    await expect(progress).toContainText('GHC 190.00');
    const listed = await request.get('/api/v1/payouts', { headers: bearer(seller) });
    const payout = ((await listed.json()) as { results: { id: number }[] }).results[0]!;
    const settled = await request.post(`/api/v1/dev/payouts/${payout.id}/outcome`, { data: { status: 'succeeded' } });
    expect(settled.ok(), await settled.text()).toBe(true);
    await expect(progress).toContainText('Paid to MTN 024 *** 4567.', { timeout: 15_000 });
    await expect(sales.getByTestId('balance-available')).toContainText('GHC 0.00');
    await expect(sales.getByTestId('balance-paid-out')).toContainText('GHC 190.00');
    await expect(sales.getByTestId('payout').first()).toContainText('Paid');
    await expect(sales.getByTestId('movement').first()).toContainText('Payout');
    await noHorizontalScroll(sales);
    await darkToo(sales);
    await expect(sales.getByTestId('balance-paid-out')).toContainText('GHC 190.00');
    expect(await seriousA11yViolations(sales)).toEqual([]);

    // A change of payout details (a bank account this time) holds payouts for 24 hours.
    await sales.getByRole('link', { name: 'Change' }).click();
    await expect(sales.getByTestId('current-method')).toContainText('MTN 024 *** 4567');
    await sales.getByRole('radio', { name: 'Bank account' }).check();
    await sales.getByLabel('Bank', { exact: true }).selectOption({ label: 'GCB Bank' });
    await sales.getByLabel('Account number').fill('1234567890');
    await sales.getByRole('button', { name: 'Check account' }).click();
    await expect(sales.getByTestId('resolved-name')).toHaveText('SANDBOX ACCOUNT 7890');
    await sales.getByLabel('Your password').fill(DEMO_PASSWORD);
    await sales.getByRole('button', { name: 'Save payout details' }).click();
    await expect(sales.getByTestId('payout-method')).toContainText('GCB Bank ****7890');
    await expect(sales.getByRole('status').filter({ hasText: 'for your safety, payouts resume' })).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

    // The courier's delivery fee, less commission, is on the courier's own earnings.
    const rider = await pageAs(courier);
    await rider.goto('/earnings?wallet=courier');
    await expect(rider.getByRole('link', { name: 'Deliveries and rides' })).toHaveAttribute('aria-current', 'page');
    const fee = rider.getByTestId('movement').filter({ hasText: `Order ${order.number}` });
    await expect(fee).toContainText('Delivery fee');
    await expect(fee).toContainText('+GHC');
    await removeShopListing(request, seller, listing.id);
  });

  test('a buyer disputes a paid order with a photo; buyer and seller both write on it', async ({
    request,
    seller,
    newCustomer,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    await setBusinessAddress(request, seller);
    const customer = await newCustomer({ name: 'Yaw Darko', phone: '0501234567' });
    const { order, listing } = await placeOrder(request, customer, seller, {
      label: 'Leather sandals',
      price: '90',
      paymentMethod: 'momo',
    });

    // From the order page: Report a problem, a reason, what happened and a photo.
    const buyer = await pageAs(customer);
    await buyer.goto(`/orders/${order.id}`);
    await buyer.getByRole('region', { name: 'Buyer protection' }).getByRole('link', { name: 'Report a problem' }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: 'Report a problem with an order' })).toBeVisible();
    await buyer.getByRole('button', { name: 'Open dispute' }).click();
    await expect(buyer.getByText('Choose what went wrong.')).toBeVisible();
    await buyer.getByRole('radio', { name: /Not received/ }).check();
    await buyer.getByLabel('What happened').fill('The courier never came and the seller does not answer.');
    await buyer
      .getByTestId('dispute-photos')
      .setInputFiles(await listingPhoto('tracking.jpg', '#1d4ed8', 'No parcel', { width: 600, height: 400 }));
    await expect(buyer.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(1);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Open dispute' }).click();

    await expect(buyer).toHaveURL(/\/disputes\/\d+$/);
    await expect(buyer.getByRole('heading', { level: 1, name: `Dispute on order ${order.number}` })).toBeVisible();
    await expect(buyer.locator('[data-status="open"]')).toHaveText('Open');
    await expect(buyer.getByText('Dwa holds the payment until we decide')).toBeVisible();
    const first = buyer.getByTestId('dispute-message').first();
    await expect(first).toContainText('The courier never came');
    await expect(first.getByTestId('dispute-photo')).toBeVisible();
    expect(await seriousA11yViolations(buyer)).toEqual([]);

    // The seller finds it on the order and under Disputes, and answers with their side.
    const sales = await pageAs(seller, { viewport: { width: 360, height: 800 } });
    await sales.goto(`/orders/${order.id}`);
    await expect(sales.getByRole('region', { name: /This order is disputed/ })).toContainText('Not received');
    await sales.goto('/disputes');
    const item = sales.getByTestId('dispute-card').filter({ hasText: order.number });
    await expect(item).toContainText(`Your sale to ${customer.name}`);
    await item.getByRole('link', { name: `Dispute on order ${order.number}` }).click();
    await expect(sales.getByText('The buyer disputes this order')).toBeVisible();
    await expect(sales.getByTestId('dispute-message').first().getByTestId('dispute-photo')).toBeVisible();
    await sales.getByLabel('Your message').fill('I gave it to the courier on Monday; here is the receipt.');
    await sales.getByRole('button', { name: 'Send' }).click();
    await expect(sales.getByTestId('dispute-message')).toHaveCount(2);
    await expect(sales.getByTestId('dispute-message').last()).toContainText('You');
    await expect(sales.getByLabel('Your message')).toHaveValue('');
    await noHorizontalScroll(sales);
    await darkToo(sales);
    expect(await seriousA11yViolations(sales)).toEqual([]);

    // The buyer reads the seller's side and answers.
    await buyer.reload();
    await expect(buyer.getByTestId('dispute-message').last()).toContainText(`${seller.name} (seller)`);
    await buyer.getByLabel('Your message').fill('No parcel came to East Legon.');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(buyer.getByTestId('dispute-message')).toHaveCount(3);
    await removeShopListing(request, seller, listing.id);
  });
});
