import type { Browser, BrowserContext, Page } from '@playwright/test';
import { asReturningVisitor, signIn } from './fixtures/browser';
import { buyNow } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Issue 34, ADR 099: a server-rendered page with nothing that moves by itself (a listing, search
// results) is the server's HTML, links and forms until the visitor first taps a button, types or
// focuses something: no app code runs before that. Its code is fetched after the load event, and
// the service worker registered, so the first tap only waits for the code to run. That tap is held
// and made once the page is live. Signed in, the app starts after the first paint as before.
// ADR 100: what moves by itself (the carousels of the landing and the classifieds home, a first
// visit's tour) is run by the islands' script without the app, which takes each over where it was.

async function visitor(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers });
  await asReturningVisitor(context);
  return { context, page: await context.newPage() };
}

/** The page has loaded and the boot script has fetched the app's code without running it (the islands' script aside). */
async function codeFetchedNotRun(page: Page): Promise<void> {
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  expect(await page.locator('script[type="module"]:not([src*="/islands-"]), link[rel="modulepreload"]').count()).toBe(0);
  expect(await page.locator('html').getAttribute('data-app-started')).toBeNull();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
}

const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

test.describe('the app starts at the first touch on a page with nothing that moves', () => {
  test("a visitor reads a listing with no app code run; 'Add to Cart' then asks them to sign in", async ({
    browser,
    seller,
    newListing,
  }) => {
    const listing = await newListing(seller, buyNow('First touch gourd', '30'));
    const { context, page } = await visitor(browser);
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await codeFetchedNotRun(page);
    const add = page.getByRole('region', { name: 'Buy in the shop' }).getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(page).toHaveURL(/\/signin\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await context.close();
  });

  test('a visitor who scrolled down before the app started stays where they were when it starts', async ({
    browser,
    seller,
    newListing,
  }) => {
    const listing = await newListing(seller, { label: 'First touch stool' });
    const { context, page } = await visitor(browser);
    await page.goto(`/listing/${listing.id}`);
    await codeFetchedNotRun(page);
    await page.getByRole('region', { name: 'Like or report this listing' }).scrollIntoViewIfNeeded();
    const where = await page.evaluate(() => window.scrollY);
    expect(where).toBeGreaterThan(0);
    // A key is a first touch that goes nowhere: the app starts, and the page stays put.
    await page.keyboard.press('Shift');
    await live(page);
    await expect(page.getByRole('region', { name: 'Like or report this listing' }).getByRole('button', { name: /^Like/ })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(where);
    await context.close();
  });

  test('typing in the search box of the results starts the app, and the words typed are searched', async ({
    browser,
    seller,
    newListing,
  }) => {
    const listing = await newListing(seller, { label: 'First touch ladle' });
    const word = listing.title.split(' ').at(-1)!;
    const { context, page } = await visitor(browser);
    await page.goto('/listings?q=nothing-like-this');
    await codeFetchedNotRun(page);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(word);
    await live(page);
    await expect(box).toHaveValue(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/listings\\?q=${word}$`));
    await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
    await context.close();
  });

  test('a link followed before any touch opens the next page from the server', async ({ browser, seller, newListing }) => {
    const listing = await newListing(seller, { label: 'First touch basket' });
    const { context, page } = await visitor(browser);
    await page.goto(`/listings?q=${listing.title.split(' ').at(-1)!}`);
    await codeFetchedNotRun(page);
    await page.getByRole('link', { name: listing.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await codeFetchedNotRun(page);
    await context.close();
  });

  test('the service worker is registered without a touch, for the pages kept offline', async ({ browser, seller, newListing }) => {
    const listing = await newListing(seller, { label: 'First touch lantern' });
    const { context, page } = await visitor(browser, 'allow');
    await page.goto(`/listing/${listing.id}`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/$/);
    await codeFetchedNotRun(page);
    await context.close();
  });

  test('signed in, the listing comes alive by itself', async ({ browser, customer, seller, newListing }) => {
    const listing = await newListing(seller, { label: 'First touch mat' });
    const { context, page } = await visitor(browser);
    await signIn(page, customer);
    await page.goto(`/listing/${listing.id}`);
    await live(page);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    await context.close();
  });
});

test.describe('what moves by itself needs no app (the islands)', () => {
  test("a first visit to the classifieds: banners turn and the tour runs with no app; a tap on 'Next banner' hands both over", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/classifieds');
    const tour = page.getByRole('dialog', { name: 'Welcome to Dwa Classifieds' });
    await expect(tour).toBeVisible();
    await expect(tour).toContainText('Step 1 of 9');
    await expect(page.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');
    await page.clock.fastForward(6_500);
    await expect(page.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: /^2 of 5/ })).not.toHaveAttribute('aria-hidden', 'true');

    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Jump to what you want' })).toContainText('Step 2 of 9');
    expect(await page.evaluate(() => localStorage.getItem('classifieds_tour_step'))).toBe('1');
    await codeFetchedNotRun(page);

    // The first tap on the app's part starts it: the banners go on from the second, the tour from its step.
    await page.getByRole('button', { name: 'Next banner' }).click();
    await live(page);
    await expect(page.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Jump to what you want' })).toContainText('Step 2 of 9');
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('classifieds_tour_seen'))).toBe('true');
    await context.close();
  });

  test('a first visit to the landing: Skip ends the tour for good, and the page never needed its app', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    const tour = page.getByRole('dialog');
    await expect(tour).toContainText('Step 1 of 4');
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('landing_tour_seen'))).toBe('true');
    await codeFetchedNotRun(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await codeFetchedNotRun(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});
