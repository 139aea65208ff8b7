import type { Browser, BrowserContext, Page } from '@playwright/test';
import { asReturningVisitor, seriousA11yViolations, signIn, touchToStart } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Issue 17: Dwa installs as an app and reads offline. The service worker registers after load;
// with the network cut, a listing viewed before opens again (the shell and the page as the server
// rendered it), a page never opened shows the offline page, and no private API answer is ever in
// the caches.

/** Until the service worker controls the page: its precache is complete by then (install waits for it). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null,
    undefined,
    {
      timeout: 30_000,
    },
  );
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** Every request URL the page's caches hold, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    return out;
  });
}

async function visitorContext(browser: Browser, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme, serviceWorkers: 'allow' });
  await asReturningVisitor(context);
  return context;
}

/** The browser's install offer, as Chromium sends it when the app is installable. */
function offerInstall(page: Page): Promise<void> {
  return page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(offer);
  });
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('installable and usable offline', () => {
  test('the manifest is served and valid, with PNG icons of the sizes it names', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Dwa', short_name: 'Dwa', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) {
      expect(
        manifest.icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')),
        size,
      ).toBe(true);
      expect(
        manifest.icons.some((icon) => icon.sizes === size && icon.purpose?.includes('maskable')),
        size,
      ).toBe(true);
    }
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
      const body = await png.body();
      // A real PNG: the signature, then the IHDR's width and height.
      expect(body.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    // Both themes colour the browser's bar.
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveCount(1);
  });

  test('the service worker registers; offline, a listing viewed before opens again and a page never opened shows the offline page', async ({
    browser,
    newListing,
    seller,
  }) => {
    const seen = await newListing(seller, { label: 'Offline radio' });
    const unseen = await newListing(seller, { label: 'Unseen kettle' });
    const context = await visitorContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await touchToStart(page);
    await controlledByWorker(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/$/);

    await page.goto(`/listing/${seen.id}`);
    await touchToStart(page);
    await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
    const cached = await cachedUrls(page);
    expect(Object.values(cached).flat()).toContain(`/listing/${seen.id}`);

    await context.setOffline(true);
    await page.reload();
    await touchToStart(page);
    await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
    // The shell: the site's bar is there around it.
    await expect(page.getByRole('banner').first()).toBeVisible();

    await page.goto(`/listing/${unseen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The network back: the same address opens the listing.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: unseen.title })).toBeVisible();
    await context.close();
  });

  test("offline, a listing's links to Explore and home open from the app's own files; Try again once a page's code cannot load", async ({
    browser,
    newListing,
    seller,
  }) => {
    const listing = await newListing(seller, { label: 'Offline lamp' });
    const context = await visitorContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await touchToStart(page);
    await controlledByWorker(page);
    await page.goto(`/listing/${listing.id}`);
    await touchToStart(page);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'All Listings' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Marketplace' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // The logo: home, from the precache.
    await page.getByRole('link', { name: 'Dwa', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and deliver across Ghana, all in one place' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

    // A page whose code was never fetched (the shop is not precached): it says so, with Try again.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#main-menu').getByRole('link', { name: 'E-Commerce' }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'You are offline' }) });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Check your internet connection, then try again.', { exact: false })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeVisible();
    // The connection back: the page comes (the notice tries again by itself; Try again would too).
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a second visit of the home page is the page the server rendered, with no splash over it', async ({ browser }) => {
    // A first visit in this browser (no splash seen yet), the tour already seen.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
    await context.addInitScript(() => localStorage.setItem('landing_tour_seen', 'true'));
    const page = await context.newPage();
    const splash = page.getByRole('status').filter({ hasText: 'Welcome to Dwa' });
    await page.goto('/');
    await touchToStart(page);
    await controlledByWorker(page);
    await expect(splash).toHaveCount(0);

    // Through the worker now: the server's page (its state is there), not the shell behind a splash.
    await page.goto('/');
    await touchToStart(page);
    await expect(page.locator('#dwa-state')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, sell and deliver across Ghana, all in one place' })).toBeVisible();
    await expect(splash).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip intro' })).toHaveCount(0);
    await context.close();
  });

  test('the offline page follows the dark theme and passes axe', async ({ browser }) => {
    const context = await visitorContext(browser, 'dark');
    const page = await context.newPage();
    await page.goto('/');
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  test('private API answers are never in the caches, for a signed-in person either', async ({ browser, customer, newListing, seller }) => {
    const listing = await newListing(seller, { label: 'Private check' });
    const context = await visitorContext(browser);
    const page = await context.newPage();
    await signIn(page, customer);
    await page.goto('/');
    await hydrated(page);
    await controlledByWorker(page);
    const privateAnswers: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/v1\/(users\/me|notifications|chat|orders|cart|wishlist)/.test(response.url())) privateAnswers.push(response.url());
    });
    // Pages that ask for the person's own data, through the worker.
    for (const path of [`/listing/${listing.id}`, '/messages', '/purchases', '/wishlist', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(privateAnswers.length).toBeGreaterThan(0);
    const cached = await cachedUrls(page);
    const all = Object.values(cached).flat();
    expect(all.filter((url) => url.startsWith('/api/') && !/^\/api\/v1\/classifieds\/\d+(\/comments)?(\?|$)/.test(url))).toEqual([]);
    // Asked for with the person's token: not kept either, even for a public listing.
    expect(all.filter((url) => url.startsWith(`/api/v1/classifieds/${listing.id}`))).toEqual([]);
    await context.close();
  });

  test("the 'Install Dwa' offer reads at full width on a phone, and never covers an open chat's composer", async ({
    browser,
    request,
    customer,
    seller,
    newListing,
  }) => {
    const listing = await newListing(seller, { label: 'Install check' });
    const started = await request.post(`/api/v1/chat/start/${seller.id}`, { headers: bearer(customer), data: { listing_id: listing.id } });
    expect(started.ok(), await started.text()).toBe(true);
    const conversation = ((await started.json()) as { id: number }).id;
    const context = await visitorContext(browser);
    const page = await context.newPage();
    await signIn(page, customer);

    await page.goto('/');
    await hydrated(page);
    await offerInstall(page);
    const offer = page.locator('section').filter({ has: page.getByText('Install Dwa', { exact: true }) });
    await expect(offer).toBeVisible();
    // Its words have a line of their own, not one or two words a line beside the buttons.
    const words = offer.getByText(/^Open it from your home screen/);
    await expect.poll(async () => (await words.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    expect((await offer.boundingBox())?.width ?? 0).toBeGreaterThan(330);

    // Into the chat (the router follows back/forward): the offer goes, the composer is free.
    await page.evaluate((id) => {
      window.history.pushState(null, '', `/messages?conversation=${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, conversation);
    const composer = page.getByRole('textbox', { name: 'Type a message' });
    await expect(composer).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Opened there directly, the browser's offer waits too.
    await page.goto(`/messages?conversation=${conversation}`);
    await hydrated(page);
    await expect(composer).toBeVisible();
    await offerInstall(page);
    await expect(page.locator('#dwa-app-prompts')).toBeAttached();
    await page.waitForTimeout(300);
    await expect(offer).toHaveCount(0);
    const prompts = await page.locator('#dwa-app-prompts section').all();
    const composerBox = await composer.boundingBox();
    const sendBox = await page.getByRole('button', { name: 'Send message' }).boundingBox();
    for (const section of prompts) {
      const box = await section.boundingBox();
      if (box && composerBox) expect(overlaps(box, composerBox)).toBe(false);
      if (box && sendBox) expect(overlaps(box, sendBox)).toBe(false);
    }
    await context.close();
  });
});
