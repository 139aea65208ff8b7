import type { ConsoleMessage, Page } from '@playwright/test';
import {
  asReturningVisitor,
  expectDrawnOnTheWayDown,
  isDrawn,
  phoneVisitor,
  reloadUntilVisible,
  signIn,
  touchToStart,
} from './fixtures/browser';
import { buyNow } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// The public pages arrive rendered by the server and hydrate without a complaint from React; a
// listing reads without JavaScript; a signed-in person's own view takes over after hydration (issue 15).

/** Errors and warnings the page logs (a hydration mismatch is a console error), minus the document's own 404. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    // Playwright's own notice: the journeys block service workers (playwright.config.ts), and the
    // app registers one after load; e2e/offline.spec.ts checks the worker with it allowed.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('each hydrates with no console errors or warnings, light and dark, on a phone', async ({ browser, newListing, seller }) => {
    const listing = await newListing(seller, { label: 'Hydrated lamp' });
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: scheme });
      await asReturningVisitor(context);
      const page = await context.newPage();
      const problems = consoleProblems(page);
      for (const path of [
        '/',
        '/classifieds',
        '/listings',
        `/listings?q=${encodeURIComponent(listing.title)}`,
        `/listing/${listing.id}`,
        '/delivery',
        `/seller/${seller.id}`,
        '/ecommerce',
        '/listing/999999999',
      ]) {
        const response = await page.goto(path);
        expect(response?.headers()['content-type'], path).toContain('text/html');
        // Most start their app at the first touch (ADR 099); / and /classifieds have started already.
        await touchToStart(page);
        await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
      }
      // After hydration the page is the app: a click navigates without a new document.
      await page.goto(`/listing/${listing.id}`);
      await touchToStart(page);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Listings' }).click();
      await expect(page).toHaveURL(/\/listings$/);
      expect(problems, scheme).toEqual([]);
      await context.close();
    }
  });

  test('paints before its code loads (ADR 088): the code is asked for after the first paint, then the page hydrates and a tap works', async ({
    browser,
    newListing,
    seller,
  }) => {
    const listing = await newListing(seller, { label: 'Painted first gourd' });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await asReturningVisitor(context);
    // When the first frame after the document was parsed began (a frame's callbacks run before its
    // paint; this one is asked for before the page's own scripts ask for theirs).
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame((at) => Object.assign(window, { firstFrameAt: at })));
    });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    for (const path of ['/classifieds', `/listing/${listing.id}`]) {
      await page.goto(path);
      // The app starts at the first touch (ADR 099, 100), its code fetched after the load event.
      await touchToStart(page);
      await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
      const timing = await page.evaluate(() => {
        const boot = JSON.parse(document.getElementById('dwa-boot')?.textContent ?? '{}') as { preload?: string[]; entry?: string };
        const resources = performance.getEntriesByType('resource');
        const requestedAt = (file: string) => resources.find((entry) => new URL(entry.name).pathname === file)?.startTime ?? -1;
        return {
          frame: (window as { firstFrameAt?: number }).firstFrameAt ?? null,
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          files: [...(boot.preload ?? []), ...(boot.entry ? [boot.entry] : [])].map((file) => ({ file, at: requestedAt(file) })),
          // The islands' script aside (ADR 100: the classifieds' carousels turn before the app runs).
          entryInHead: [...document.head.querySelectorAll('script[type="module"]:not([src*="/islands-"])')].map((script) =>
            script.getAttribute('src'),
          ),
        };
      });
      expect(timing.paint, path).not.toBeNull();
      expect(timing.frame, path).not.toBeNull();
      expect(timing.files.length, path).toBeGreaterThan(2);
      // Every file of the page's code was asked for after the parsed page's first frame. (Not
      // against the first paint's own time: that is when the frame reached the screen, which on a
      // loaded machine comes some milliseconds after the frame has been drawn.)
      for (const { file, at } of timing.files) expect(at, `${path}: ${file}`).toBeGreaterThanOrEqual(timing.frame!);
      expect(timing.entryInHead, path).toEqual([timing.files.at(-1)?.file]);
    }
    // The page is the app: its menu opens.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#main-menu').getByRole('link', { name: 'Classifieds' }).click();
    await expect(page).toHaveURL(/\/classifieds$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a listing reads without JavaScript: photo, title, price, description and seller', async ({ browser, newListing, seller }) => {
    const listing = await newListing(seller, { label: 'No-script stool', description: 'Carved from one piece of odum.', price: '240' });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/listing/${listing.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByText('GHC 240.00').first()).toBeVisible();
    await expect(page.getByText('Carved from one piece of odum.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /photo 1 of 1 in full screen/ }).locator('img')).toBeVisible();
    await expect(page.getByText(seller.name).first()).toBeVisible();
    expect(await page.title()).toContain(listing.title);
    // The search box is a plain form: without JavaScript it still finds things.
    await page.goto('/listings?q=odum');
    await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
    await context.close();
  });

  test('every public page works without JavaScript: its content, its links and the search form (issue 34)', async ({
    browser,
    newListing,
    seller,
  }) => {
    // Ten pages, each with its links asked for and a search: longer than one page's journey.
    test.setTimeout(220_000);
    const listing = await newListing(seller, { label: 'No-script calabash' });
    const word = listing.title.split(' ').at(-1)!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = [
      '/',
      '/classifieds',
      '/listings',
      `/listings?q=${word}`,
      `/listing/${listing.id}`,
      '/delivery',
      `/seller/${seller.id}`,
      '/ecommerce',
      '/terms',
      '/privacy',
    ];
    const checked = new Set<string>();
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Content: the page's heading and more than a shell's worth of words.
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(100);
      if (path.includes('?q=')) await expect(page.getByRole('heading', { name: listing.title }), path).toBeVisible();
      // Links: real addresses the server answers (the first few of each page not seen yet).
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length, path).toBeGreaterThan(3);
      for (const href of [...new Set(hrefs)].filter((href) => !checked.has(href)).slice(0, 8)) {
        checked.add(href);
        const answer = await page.request.get(href);
        // A listing another journey removed since the page's copy was rendered (the server keeps a
        // page 10 s) answers 404 or 410, rightly; any other link, or a listing still there, must work.
        const removed = /^\/listing\/\d+$/.test(href) && [404, 410].includes(answer.status());
        if (removed)
          expect((await page.request.get(`/api/v1${href.replace('/listing/', '/classifieds/')}`)).status(), href).toBe(answer.status());
        else expect(answer.status(), `${path} links to ${href}`).toBeLessThan(400);
      }
      // The header's search form sends the words to the server and the results come back as a page.
      await page.getByRole('search').first().getByRole('searchbox').fill(word);
      await page.getByRole('search').first().getByRole('searchbox').press('Enter');
      await expect(page, path).toHaveURL(new RegExp(`/listings\\?q=${word}$`));
      await expect(page.getByRole('heading', { name: listing.title }), path).toBeVisible();
    }
    // Explore's own search box too.
    await page.goto('/listings');
    await page.getByRole('search', { name: 'Marketplace' }).getByRole('searchbox').fill(word);
    await page.getByRole('search', { name: 'Marketplace' }).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/listings\\?q=${word}$`));
    await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
    // The shop's category chips are links: a category chosen without scripts is the server's page of it.
    await page.goto('/ecommerce');
    const chip = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link').nth(1);
    const category = (await chip.innerText()).replace(/\s*\(\d+\)$/, '');
    await chip.click();
    await expect(page).toHaveURL(/\/ecommerce\?category=/);
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // A link followed without scripts is a new page from the server.
    await page.goto('/classifieds');
    await page.getByRole('link', { name: 'Browse all ads' }).first().click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.close();
  });

  test("a photo that cannot load shows 'No Image' on a page whose app has not started", async ({ page, newListing, seller }) => {
    const product = await newListing(seller, buyNow('Unloadable gourd', '30', '4'));
    // Its photo's stored name, without the variant's width: '…/abc-640.webp' → 'abc'.
    const photo = (product.images[0] ?? '').replace(/^.*\//, '').replace(/-\d+\.webp$/, '');
    expect(photo).not.toBe('');
    await page.route(
      (url) => url.pathname.includes(photo),
      (route) => route.abort(),
    );
    await page.goto('/ecommerce');
    const card = page.getByRole('article', { name: product.title });
    await reloadUntilVisible(page, card);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('No Image')).toBeVisible();
    await expect(card.locator('img')).toBeHidden();
    // Nobody touched the page: its app never ran (ADR 099), and the placeholder did not need it.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  });

  test('an unknown listing answers 404 and says so, with noindex', async ({ page }) => {
    const response = await page.goto('/listing/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('below the fold, a part loads its code only when it comes near, and a click made early still counts', async ({ browser }) => {
    const { context, page } = await phoneVisitor(browser);
    const problems = consoleProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const loaded = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
    await page.goto('/classifieds');
    await touchToStart(page);
    await page.waitForLoadState('networkidle');
    // The server's HTML is there, its code is not (ADR 050).
    await expect(page.getByRole('heading', { name: 'Recent Ads' })).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Browse all ads' })).toBeAttached();
    expect(loaded('classifieds-below-fold'), 'Recent Ads and below').toBe(false);
    expect(loaded('classifieds-footer'), 'the footer').toBe(false);
    // Scrolling brings a part in as it comes near: Recent Ads, not yet the footer further down.
    await page.getByRole('heading', { name: 'Recent Ads' }).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded('classifieds-below-fold')).toBe(true);
    await expect(
      page
        .getByRole('button', { name: 'Show less' })
        .or(page.getByRole('button', { name: 'Show more' }))
        .first(),
    ).toBeVisible();
    expect(loaded('classifieds-footer'), 'the footer, further down').toBe(false);
    // A link in the footer clicked as it arrives: followed inside the app, in the same document.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Browse all ads' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    expect(loaded('classifieds-footer')).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the first tap on 'Next testimonial', made before its part has hydrated, shows the next one (the tap lands on the icon)", async ({
    browser,
  }) => {
    // Reduced motion: the carousel does not advance by itself, so only the tap can move it.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    // The part's code arrives only after the tap: the tap is held, then made again (ADR 050).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/landing-below-fold-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'Testimonials' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await next.scrollIntoViewIfNeeded();
    // A person's tap lands where the chevron is drawn: on the SVG inside the button. It is the first
    // touch, so it starts the app too (ADR 099), and is held until its part has hydrated.
    await next.locator('svg').click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => asked).toBe(true);
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    release();
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    expect(problems).toEqual([]);
    await context.close();
  });

  test("Explore's cards past the first few hydrate one by one as they come near, and a tap on one still counts", async ({ browser }) => {
    const { context, page } = await phoneVisitor(browser);
    const problems = consoleProblems(page);
    await page.goto('/listings');
    // Explore's app starts at the first touch (ADR 099).
    await touchToStart(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const cards = page.getByRole('list', { name: 'Listings' }).getByRole('article');
    await expect(cards).toHaveCount(24);
    // React marks the elements it has hydrated; the server's HTML of a card still waiting has no mark.
    const hydrated = (index: number) =>
      cards.nth(index).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated(0), 'the first card').toBe(true);
    expect(await hydrated(12), 'a card far below').toBe(false);
    expect(await hydrated(20), 'a card further still').toBe(false);
    // Scrolled near, it hydrates; the ones further down still wait.
    await cards.nth(12).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(12)).toBe(true);
    expect(await hydrated(20)).toBe(false);
    // A flag tapped on a card that has not hydrated yet opens the confirmation once it has.
    const far = cards.nth(20);
    await far.evaluate((element) => element.querySelector<HTMLButtonElement>('button[aria-label^="Flag listing"]')!.click());
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await hydrated(20)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Explore draws the cards past the first two only as they come near; scrolling through them moves nothing on screen', async ({
    browser,
  }) => {
    const { context, page } = await phoneVisitor(browser);
    await page.goto('/listings');
    // Explore's app starts at the first touch (ADR 099).
    await touchToStart(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const cards = page.getByRole('list', { name: 'Listings' }).getByRole('article');
    await expect(cards).toHaveCount(24);
    const drawn = (index: number) => isDrawn(cards.nth(index));
    expect(await drawn(0), 'the first card').toBe(true);
    expect(await drawn(1), 'the second card').toBe(true);
    expect(await drawn(12), 'a card far below').toBe(false);
    expect(await drawn(23), 'the last card').toBe(false);
    // Still there for a screen reader and for search engines: skipped, not removed.
    await expect(cards.nth(23).getByRole('heading')).toHaveCount(1);
    await expectDrawnOnTheWayDown(page, cards, 2);
    await context.close();
  });

  test("a signed-in person's own view replaces the shared one once the page is live", async ({ browser, newListing, seller }) => {
    const listing = await newListing(seller, { label: 'Owner view kettle' });
    const context = await browser.newContext();
    await asReturningVisitor(context);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await signIn(page, seller);
    await page.goto(`/listing/${listing.id}`);
    // The server sent the anonymous page (Like and Report, Sign In in the header); once live, the
    // owner's own read takes over: no Like or Report on one's own listing, and the account menu.
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
