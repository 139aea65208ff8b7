import type { Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { newSeller, type Person } from './fixtures/people';
import { addToCart, buyNow, buyerOrders, emptyCart, newPromo, setListingStatus } from './fixtures/shop';
import { clearBusinessProfile } from './fixtures/orders';
import { expect, test as base } from './fixtures/test';

// The shop's purchase journeys (issue 13) against the real server: a cart from two sellers paid
// with sandbox Mobile Money (it approves any ordinary number after SANDBOX_APPROVAL_MS, 4 s; +233240000001
// declines), a declined payment tried again, cash on delivery with a promo code, and a cart that
// changed under the checkout. The buyer is the worker's customer; its cart is emptied first.

const test = base.extend<object, { otherSeller: Person }>({
  // A second seller of the worker's own, so a cart holds two sellers' orders.
  otherSeller: [
    async ({ api, admin }, use) => use(await newSeller(api, admin, { name: 'Efua Boateng', phone: '0501234567' })),
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The header's cart icon ('Cart', 'Cart, 3 items'). */
const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart(, \d+\+? items?)?$/ });

async function fillDelivery(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form).toBeVisible();
  await form.getByLabel('Delivery address').fill('House 4, Ring Road, Adum');
  await form.getByLabel('Region').selectOption('Ashanti');
  return form;
}

test.describe('shop checkout', () => {
  // The seller is shown by name and has no pickup address, whatever an earlier journey of the worker set.
  test.beforeEach(async ({ api, seller }) => clearBusinessProfile(api, seller));

  test.describe.configure({ timeout: 120_000 });

  test('a buyer fills a cart from two sellers, pays with Mobile Money and sees it succeed live', async ({
    page,
    api,
    customer,
    seller,
    otherSeller,
    newListing,
  }) => {
    await emptyCart(api, customer);
    const scarf = await newListing(seller, buyNow('Kente scarf', '120', '8'));
    const lamp = await newListing(otherSeller, buyNow('Brass lamp', '80', '3'));
    await signIn(page, customer);

    // From the shop: one scarf.
    await page.goto('/ecommerce');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: scarf.title });
    await expect(card).toContainText('GHC 120.00');
    await expect(card).toContainText('8 in stock');
    await card.getByRole('button', { name: `Add to Cart: ${scarf.title}` }).click();
    await expect(page.getByText(`Added to your cart: ${scarf.title}`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // From the listing's page: two lamps (of three).
    await page.goto(`/listing/${lamp.id}`);
    const box = page.getByRole('region', { name: 'Buy in the shop' });
    await expect(box).toContainText('Only 3 left');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await box.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(box).toContainText('GHC 160.00');
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box).toContainText('2 in your cart: you can add 1 more.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    // The cart, by seller; a second scarf.
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const kwame = page.getByRole('region', { name: 'Sold by Kwame Mensah' });
    const efua = page.getByRole('region', { name: 'Sold by Efua Boateng' });
    await expect(kwame).toContainText(scarf.title);
    await expect(efua).toContainText(lamp.title);
    await expect(efua).toContainText('GHC 160.00');
    await kwame.getByRole('button', { name: `Increase quantity of ${scarf.title}` }).click();
    await expect(kwame.getByRole('spinbutton', { name: `Quantity of ${scarf.title}` })).toHaveValue('2');
    await expect(kwame).toContainText('Subtotal (2 items)GHC 240.00');
    await page.getByRole('link', { name: 'Checkout' }).click();

    // The checkout: courier (pickup is not offered: neither seller has a pickup address), MoMo.
    const form = await fillDelivery(page);
    await expect(form.getByRole('radio', { name: /^Pickup/ })).toBeDisabled();
    await expect(form).toContainText('Kwame Mensah has no pickup address yet.');
    await expect(form.getByLabel('Recipient name')).toHaveValue('Ama Owusu');
    await expect(form.getByLabel('Recipient phone')).toHaveValue(/1234567$/);
    await form.getByRole('radio', { name: /^Mobile Money/ }).check();
    await form.getByRole('radio', { name: 'MTN' }).check();
    await form.getByLabel('Mobile Money number').fill('0241234567');
    await expect(form.getByRole('region', { name: 'Order summary' })).toContainText('2 orders, one per seller.');
    await form.getByRole('button', { name: 'Place order' }).click();

    // The prompt, then the success, without a reload.
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/\d:\d\d/);
    await expect(page.getByText('+233 24 *** 4567')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
    const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('link');
    await expect(orders).toHaveCount(2);

    const placed = (await buyerOrders(api, customer)).slice(0, 2);
    expect(placed.map((order) => order.status)).toEqual(['placed', 'placed']);
    expect(placed.map((order) => order.seller.id).sort()).toEqual([seller.id, otherSeller.id].sort());
    const paid = placed.reduce((sum, order) => sum + Math.round(order.total * 100), 0) / 100;
    await expect(page.getByText(`You paid GHC ${paid.toFixed(2)}`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    await orders.first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
  });

  test('a declined Mobile Money payment is tried again with another number', async ({ page, api, customer, seller, newListing }) => {
    await emptyCart(api, customer);
    const mat = await newListing(seller, buyNow('Raffia mat', '45', '4'));
    await addToCart(api, customer, mat.id);
    await signIn(page, customer);
    await page.goto('/checkout');
    const form = await fillDelivery(page);
    await form.getByRole('radio', { name: /^Mobile Money/ }).check();
    await form.getByRole('radio', { name: 'Telecel' }).check();
    // The sandbox's number that declines.
    await form.getByLabel('Mobile Money number').fill('0240000001');
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { name: 'Approve the prompt on your phone' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const firstUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Declined by the payer (sandbox test number)')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const retry = page.getByRole('form', { name: 'Try the payment again' });
    await retry.getByRole('radio', { name: 'MTN' }).check();
    await retry.getByLabel('Mobile Money number').fill('0249876543');
    await retry.getByRole('button', { name: 'Try again' }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/\/checkout\/pay\/\d+$/);
    await expect(page.getByText('+233 24 *** 6543')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
    const [order] = await buyerOrders(api, customer);
    expect(order?.status).toBe('placed');
  });

  test('Buy Now, a promo code, and cash on delivery: that item alone is bought, the cart left as it was', async ({
    page,
    api,
    customer,
    seller,
    otherSeller,
    newListing,
  }) => {
    await emptyCart(api, customer);
    // The buyer is this worker's: earlier journeys may have ordered from either seller already.
    const earlier = new Set((await buyerOrders(api, customer)).map((placed) => placed.number));
    const basket = await newListing(seller, buyNow('Bolga basket', '200', '2'));
    // Another seller's item already waits in the cart: Buy Now must not buy it too.
    const lamp = await newListing(otherSeller, buyNow('Brass lamp', '160', '3'));
    await addToCart(api, customer, lamp.id);
    const code = await newPromo(api, seller, { prefix: 'TEN', percent_off: 10 });
    await signIn(page, customer);
    // The server renders the page as a visitor; the buyer's own read replaces it after hydration.
    const ownRead = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/v1/classifieds/${basket.id}` && response.request().headers().authorization !== undefined,
    );
    await page.goto(`/listing/${basket.id}`);
    expect((await ownRead).status()).toBe(200);
    await page.getByRole('region', { name: 'Buy in the shop' }).getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${basket.id}&quantity=1$`));

    const form = await fillDelivery(page);
    const summary = form.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(`${basket.title} × 1`);
    await expect(summary).not.toContainText('Brass lamp');
    await form.getByRole('textbox', { name: /^Promo code/ }).fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Apply' }).click();
    const applied = form.getByRole('list', { name: 'Applied promo codes' });
    await expect(applied).toContainText(code);
    await expect(applied).toContainText('Order promo for Kwame Mensah: GHC 20.00 off');
    await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await expect(form.getByLabel('Mobile Money number')).toHaveCount(0);
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/checkout\/done\?orders=\d+$/);
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    const [order] = await buyerOrders(api, customer);
    expect(order).toMatchObject({ status: 'placed', payment_method: 'cash' });
    await expect(page.getByText(`Pay GHC ${order!.total.toFixed(2)} in cash when it arrives.`)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Order ${order!.number}`) })).toBeVisible();
    expect(order!.seller.id).toBe(seller.id);
    // One order was placed, the basket's; the lamp is still in the cart, and was not ordered.
    const placedNow = (await buyerOrders(api, customer)).filter((placed) => !earlier.has(placed.number));
    expect(placedNow.map((placed) => placed.seller.id)).toEqual([seller.id]);
    expect(otherSeller.id).not.toBe(seller.id);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Back on the listing: one left.
    await page.goto(`/listing/${basket.id}`);
    await expect(page.getByRole('region', { name: 'Buy in the shop' })).toContainText('Only 1 left');
  });

  test('an item taken off sale during the checkout sends the buyer back to the cart', async ({
    page,
    api,
    customer,
    seller,
    newListing,
  }) => {
    await emptyCart(api, customer);
    const drum = await newListing(seller, buyNow('Talking drum', '300', '1'));
    await addToCart(api, customer, drum.id);
    await signIn(page, customer);
    await page.goto('/checkout');
    const form = await fillDelivery(page);
    await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await setListingStatus(api, seller, drum.id, 'inactive');
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText('Some items in your cart are no longer available.');
    await expect(page.getByRole('region', { name: 'Sold by Kwame Mensah' })).toContainText('No longer available');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await page.getByRole('button', { name: `Remove ${drum.title}` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
