import type { Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { actOnOrder, addToCart, checkout, emptyCart, postShopListing, removeShopListing, setBusinessAddress } from './fixtures/orders';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Discounts & Promos (issue 13): a seller makes a promo code on the page, a buyer's checkout (through
// the API, as the checkout page sends it) uses it, and the promo's page shows the use. Customers
// learn that promos are for sellers.

const uniqueCode = () => `E2E${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

async function darkToo(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test.describe('discounts and promos', () => {
  test('a seller creates an order promo, a buyer’s checkout uses it, and its page shows the use; pause, resume, edit and delete', async ({
    request,
    customer,
    seller,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const code = uniqueCode();
    const page = await pageAs(seller);
    await page.goto('/discounts-promos');
    await expect(page.getByRole('heading', { level: 1, name: 'Discounts & Promos' })).toBeVisible();
    const orderPromos = page.getByRole('region', { name: 'Order promo' });
    await expect(page.getByRole('region', { name: 'Delivery promo' })).toBeVisible();
    await orderPromos.getByRole('link', { name: /Create promo/ }).click();

    await expect(page.getByRole('heading', { name: 'Create promo' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Promo' });
    await expect(form.getByLabel('Order promo')).toBeChecked();
    // The shared schema's rules, before anything is sent.
    await form.getByLabel('Code').fill('AB');
    await form.getByRole('button', { name: 'Create promo' }).click();
    await expect(form.getByText('Codes are 3 to 20 letters or digits.')).toBeVisible();
    await expect(form.getByText('Enter a percentage from 1 to 100.')).toBeVisible();
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent off').fill('10');
    await form.getByLabel('Minimum order (GHC)').fill('50');
    await form.getByLabel('Maximum uses').fill('5');
    await form.getByLabel('Uses per buyer').fill('1');
    await form.getByRole('button', { name: 'Create promo' }).click();

    // Saved: its page, in capitals, not used yet.
    await expect(page.getByRole('heading', { level: 2, name: code })).toBeVisible();
    await expect(page.getByText('Order promo: 10% off the order')).toBeVisible();
    await expect(page.getByTestId('promo-uses')).toHaveText('0 of 5 uses');
    await expect(page.getByText('Nobody has used this code yet.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A buyer's checkout uses it: 10% off GHC 200.
    await setBusinessAddress(request, seller);
    const listing = await postShopListing(request, seller, { label: 'Batik dress', price: '200' });
    await emptyCart(request, customer);
    await addToCart(request, customer, listing.id);
    const { orders } = await checkout(request, customer, { promoCodes: [code.toLowerCase()] });
    const order = orders[0]!;
    expect(order.discount).toBe(20);
    expect(order.promo_codes).toEqual([code]);

    await page.reload();
    await expect(page.getByTestId('promo-uses')).toHaveText('1 of 5 uses');
    await expect(page.getByTestId('promo-discount-given')).toHaveText('GHC 20.00');
    const redemptions = page.getByRole('list', { name: 'Redemptions' });
    await expect(redemptions.getByRole('link', { name: `Order ${order.number}` })).toHaveAttribute('href', `/orders/${order.id}`);
    await expect(redemptions).toContainText(customer.name);
    await expect(redemptions).toContainText('GHC 20.00');

    // Pause and resume.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    // Edit: 15% off, no minimum.
    await page.getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Promo' });
    await expect(edit.getByLabel('Code')).toHaveValue(code);
    await edit.getByLabel('Percent off').fill('15');
    await edit.getByLabel('Minimum order (GHC)').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Order promo: 15% off the order')).toBeVisible();
    await expect(page.getByText('Any order amount')).toBeVisible();

    // Back to the list, where it shows; then delete it.
    await page.getByRole('link', { name: 'Back to Order promo' }).click();
    await expect(page.getByRole('listitem', { name: `Promo ${code}` })).toBeVisible();
    await page
      .getByRole('listitem', { name: `Promo ${code}` })
      .getByRole('link', { name: code })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${code}?` })
      .getByRole('button', { name: 'Delete promo' })
      .click();
    await expect(page).toHaveURL(/\/discounts-promos\?view=order$/);
    await expect(page.getByRole('listitem', { name: `Promo ${code}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Discounts & Promos' })).toBeVisible();

    await actOnOrder(request, seller, order.id, 'cancel', 'End-to-end journey clean-up');
    await removeShopListing(request, seller, listing.id);
  });

  test("a new seller's promos say 'No promos yet'; the page and the form pass axe in light and dark on a 360 px phone", async ({
    request,
    admin,
    pageAs,
  }) => {
    const fresh = await newSeller(request, admin, { name: 'Yaw Darko', phone: '0261234567' });
    const page = await pageAs(fresh, { viewport: { width: 360, height: 740 } });
    await page.goto('/discounts-promos');
    for (const kind of ['Order promo', 'Delivery promo'])
      await expect(page.getByRole('region', { name: kind })).toContainText('No promos yet');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await darkToo(page);
    await expect(page.getByRole('region', { name: 'Delivery promo' })).toContainText('No promos yet');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The kind's own view: Create promo and a back link.
    await page.getByRole('link', { name: 'Delivery promo', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Back to Discounts & Promos' })).toBeVisible();
    await page.getByRole('link', { name: /Create promo/ }).click();
    const form = page.getByRole('form', { name: 'Promo' });
    await expect(form.getByLabel('Delivery promo')).toBeChecked();
    await form.getByLabel('Fixed amount').check();
    await form.getByLabel('Code').fill('FREE');
    await form.getByRole('button', { name: 'Create promo' }).click();
    await expect(form.getByText('Enter an amount in cedis, like 5 or 12.50.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
  });

  test('a customer learns that promos are for sellers', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/discounts-promos');
    await expect(page.getByRole('heading', { name: 'Promos are for sellers' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
