import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { actOnOrder, placeOrder, setBusinessAddress } from './fixtures/orders';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Reviews and seller scores (issue 32, ADR 059): after a delivered order the buyer reviews the
// seller on the order page and edits it; the seller replies once from their order page; the public
// seller page and the listing's seller box show the smoothed score. The order is made and delivered
// through the API (a cash pickup order: accepted, ready, picked up), as orders.spec.ts does.

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

test.describe('reviews', () => {
  test('a buyer reviews the seller after delivery, the seller replies, and the seller page and the listing show the score', async ({
    request,
    admin,
    customer,
    pageAs,
    page,
  }) => {
    test.setTimeout(150_000);
    // A seller of this test alone, so their score is this test's review only.
    const seller = await newSeller(request, admin, { name: 'Efua Asante', phone: '0551234567' });
    await setBusinessAddress(request, seller, 'Stall 9, Makola Market, Accra');
    const { order, listing } = await placeOrder(request, customer, seller, {
      label: 'Kente stole',
      price: '150',
      quantity: 1,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    await actOnOrder(request, seller, order.id, 'accept');
    await actOnOrder(request, seller, order.id, 'ship');
    await actOnOrder(request, customer, order.id, 'confirm');

    // The buyer, on a phone: the order page asks for a review.
    const buyer = await pageAs(customer, { viewport: { width: 360, height: 740 } });
    await buyer.goto(`/orders/${order.id}`);
    const ask = buyer.getByRole('region', { name: 'Review the seller' });
    await expect(ask).toBeVisible({ timeout: 15_000 });
    await ask.getByRole('button', { name: 'Post review' }).click();
    await expect(ask.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await ask.getByRole('radio', { name: '4 stars' }).check();
    await ask.getByLabel('Your review').fill('Beautiful stole, ready on time.');
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await noHorizontalScroll(buyer);
    await ask.getByRole('button', { name: 'Post review' }).click();

    const mine = buyer.getByRole('region', { name: 'Your review of the seller' });
    await expect(mine).toContainText('Beautiful stole, ready on time.');
    await mine.getByRole('button', { name: 'Edit review' }).click();
    const edit = buyer.getByRole('region', { name: 'Edit review' });
    await edit.getByRole('radio', { name: '5 stars' }).check();
    await edit.getByLabel('Your review').fill('Beautiful stole, ready on time, and a kind seller.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(mine).toContainText('and a kind seller.');
    await expect(mine.getByText('5 stars')).toBeAttached();

    // The seller replies once from their order page, in the dark theme.
    const sellerPage = await pageAs(seller, { colorScheme: 'dark' });
    await sellerPage.goto(`/orders/${order.id}`);
    const theirs = sellerPage.getByRole('region', { name: "The buyer's review" });
    await expect(theirs).toContainText('and a kind seller.', { timeout: 15_000 });
    expect(await seriousA11yViolations(sellerPage)).toEqual([]);
    await theirs.getByLabel('Your public reply').fill('Thank you, come again!');
    await theirs.getByRole('button', { name: 'Post reply' }).click();
    await expect(theirs.getByText('Reply from the seller')).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

    // The buyer can no longer edit once the seller has replied.
    await buyer.reload();
    await expect(mine).toContainText('Thank you, come again!', { timeout: 15_000 });
    await expect(mine.getByRole('button', { name: 'Edit review' })).toHaveCount(0);

    // Anyone: the seller's page, with the smoothed score (one 5-star review: (10 x 4 + 5) / 11 = 4.1).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/seller/${seller.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Efua's Shop" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Efua Asante', { exact: true })).toBeVisible();
    await expect(page.getByTestId('seller-score')).toContainText('4.1 out of 5');
    await expect(page.getByTestId('seller-score')).toContainText('1 review');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Beautiful stole, ready on time, and a kind seller.');
    await expect(reviews).toContainText('Thank you, come again!');
    await expect(page.getByRole('region', { name: 'Active listings' }).getByRole('link', { name: /Kente stole/ })).toBeVisible();
    await page.getByLabel('Sort reviews').selectOption('lowest');
    await expect(reviews).toContainText('Beautiful stole');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await noHorizontalScroll(page);

    // The listing's seller box shows the score and leads to the seller's page.
    await page.goto(`/listing/${listing.id}`);
    const box = page.getByRole('region', { name: 'Seller information' });
    await expect(box.getByTestId('seller-score')).toHaveText('4.1 out of 5 · 1 review', { timeout: 15_000 });
    await box.getByRole('link', { name: "See the seller's page" }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${seller.id}$`));
  });
});
