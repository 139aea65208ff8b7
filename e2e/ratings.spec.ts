import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { postListing } from './fixtures/listings';
import { actOnOrder, placeOrder, setBusinessAddress } from './fixtures/orders';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Seller scores on Explore (issue 32, ADR 067): a buyer reviews the seller of a delivered order on
// the order page; that seller's card on Explore then shows the smoothed score and the count (read out
// as a sentence), a seller without reviews shows none; the seller rating filter keeps and drops the
// right listings and the rating sort puts the rated seller first, both kept in the URL. On a phone,
// in the dark theme.

const results = (page: Page) => page.getByRole('list', { name: 'Listings' });
const cards = (page: Page) => results(page).getByRole('article');
const card = (page: Page, label: string) => cards(page).filter({ has: page.getByRole('heading', { name: new RegExp(label) }) });

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

async function applyFilters(page: Page, choose: { rating?: string; sort?: string }) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  if (choose.rating) await page.getByLabel('Seller rating').selectOption({ label: choose.rating });
  if (choose.sort) await page.getByLabel('Sort by').selectOption({ label: choose.sort });
  await page.getByRole('button', { name: 'Apply Filters' }).click();
}

test.describe('seller ratings on Explore', () => {
  test('a reviewed seller’s card shows the score; the rating filter and sort keep, drop and order the right listings', async ({
    request,
    admin,
    customer,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    // A word only this run's listings have, so the search shows them alone.
    const word = `Rattan${Date.now().toString(36)}`;
    const rated = await newSeller(request, admin, { name: 'Adwoa Baskets', phone: '0551234567' });
    const unrated = await newSeller(request, admin, { name: 'Yaw Mats', phone: '0241234567' });
    await setBusinessAddress(request, rated, 'Stall 3, Bolga Market');
    const { order } = await placeOrder(request, customer, rated, {
      label: `${word} tray`,
      price: '80',
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    });
    await actOnOrder(request, rated, order.id, 'accept');
    await actOnOrder(request, rated, order.id, 'ship');
    await actOnOrder(request, customer, order.id, 'confirm');
    // Posted last: the newest, yet the last under 'Highest rated sellers'.
    await postListing(request, unrated, { label: `${word} mat` });

    // The buyer reviews the delivered order, on a phone.
    const buyer = await pageAs(customer, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    await buyer.addInitScript(() => localStorage.setItem('classifieds_tour_seen', 'true'));
    await buyer.goto(`/orders/${order.id}`);
    const ask = buyer.getByRole('region', { name: 'Review the seller' });
    await expect(ask).toBeVisible({ timeout: 15_000 });
    await ask.getByRole('radio', { name: '5 stars' }).check();
    await ask.getByLabel('Your review').fill('Strong basket, well made.');
    await ask.getByRole('button', { name: 'Post review' }).click();
    await expect(buyer.getByRole('region', { name: 'Your review of the seller' })).toContainText('Strong basket, well made.');

    // Explore: the rated seller's card shows the smoothed score of one 5-star review, (10 x 4 + 5) / 11 = 4.1.
    await buyer.goto(`/listings?q=${word}`);
    await expect(cards(buyer)).toHaveCount(2, { timeout: 15_000 });
    const ratedCard = card(buyer, `${word} tray`);
    await expect(ratedCard.getByTestId('card-seller-score')).toContainText('4.1 (1)');
    await expect(ratedCard.getByText('Rated 4.1 out of 5 from 1 review')).toBeAttached();
    await expect(card(buyer, `${word} mat`).getByTestId('card-seller-score')).toHaveCount(0);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await noHorizontalScroll(buyer);

    // 4 stars & up: the unrated seller's listing leaves; the filter is in the URL and survives a reload.
    await applyFilters(buyer, { rating: '4 stars & up' });
    await expect(buyer).toHaveURL(/min_rating=4(&|$)/);
    await expect(cards(buyer)).toHaveCount(1);
    await expect(card(buyer, `${word} tray`)).toBeVisible();
    await buyer.reload();
    await expect(cards(buyer)).toHaveCount(1, { timeout: 15_000 });
    await expect(buyer.getByLabel('Seller rating')).toHaveCount(0); // the panel is closed after a reload
    await buyer.getByRole('button', { name: /^Filter/ }).click();
    await expect(buyer.getByLabel('Seller rating')).toHaveValue('4');
    await buyer.getByRole('button', { name: /^Filter/ }).click();

    // 4.5 stars & up: nobody this run reaches it.
    await applyFilters(buyer, { rating: '4.5 stars & up' });
    await expect(buyer).toHaveURL(/min_rating=4\.5/);
    await expect(buyer.getByRole('status').filter({ hasText: 'No listings found' })).toBeVisible();
    await expect(cards(buyer)).toHaveCount(0);

    // Any rating, highest rated sellers first: the rated seller's older listing leads.
    await applyFilters(buyer, { rating: 'Any rating', sort: 'Highest rated sellers' });
    await expect(buyer).toHaveURL(/sort=rating/);
    await expect(buyer).not.toHaveURL(/min_rating/);
    await expect(cards(buyer)).toHaveCount(2);
    await expect(cards(buyer).nth(0)).toContainText(`${word} tray`);
    await expect(cards(buyer).nth(1)).toContainText(`${word} mat`);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await noHorizontalScroll(buyer);
  });
});
