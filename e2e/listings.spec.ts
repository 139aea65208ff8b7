import type { APIRequestContext } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { listingPhoto as photo } from './fixtures/listings';
import { expect, test } from './fixtures/test';

// The seller's side of classifieds (issue 4): post with photos, manage, view, edit, pause, delete;
// the listing detail page with its gallery; the seller-only guard. The seller is the worker's own,
// never the demo seller; the detail page's journeys only read the demo catalogue.

/** An active seeded listing with at least `count` photos. */
async function listingWithPhotos(request: APIRequestContext, count: number): Promise<{ id: number; title: string; images: string[] }> {
  const response = await request.get('/api/v1/classifieds/?limit=100');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { id: number; title: string; images: string[] }[] };
  // The oldest match: a seeded listing, never one another journey is posting and deleting meanwhile.
  const listing = results.filter((item) => item.images.length >= count && !item.title.startsWith('E2E')).sort((a, b) => a.id - b.id)[0];
  if (!listing) throw new Error(`No seeded listing has ${count} photos`);
  return listing;
}

test.describe('posting and managing a listing', () => {
  test('a seller posts with two photos, finds, opens, edits, pauses, reactivates and deletes it', async ({
    page,
    request,
    seller,
    newListing,
  }) => {
    test.setTimeout(120_000);
    // Another ad of theirs, so the manage page's search has listings to narrow down to none at the end.
    await newListing(seller);
    await signIn(page, seller);
    // A phone no search of the discovery journeys looks for ('samsung', 'iphone'), so they never meet it.
    const title = `E2E Tecno Spark 20 ${Date.now()}`;

    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('128 GB, awesome black, with charger and box. Can be seen at Osu.');
    await page.getByLabel('Price (GHC)').fill('1250.50');
    await page.getByLabel('Category', { exact: true }).selectOption('Electronics');
    await page.getByLabel('Sub-category').selectOption('Phones');
    await page.getByLabel('Brand').fill('Tecno');
    await page.getByLabel('Condition').selectOption('Like New');
    await page.getByLabel('Region').selectOption('Greater Accra');
    await page.getByLabel('Town').fill('Osu');
    await page
      .getByLabel('Photos', { exact: true })
      .setInputFiles([await photo('front.jpg', '#047857', 'Front'), await photo('back.jpg', '#b45309', 'Back')]);
    await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(2);
    // Downscaled in the browser before upload: a 1800 px photo goes up as 1600 px.
    const previewWidth = await page
      .getByRole('img', { name: /^Preview of / })
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(previewWidth).toBe(1600);

    await page.getByRole('button', { name: 'Preview Listing' }).click();
    await expect(page.getByRole('heading', { name: 'Preview your listing' })).toBeVisible();
    await expect(page.getByText('GHC 1,250.50')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Photo \d: / })).toHaveCount(2);

    // Hold the upload's answer a moment, so the progress bar can be seen while it is under way.
    await page.route('**/api/v1/classifieds/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listing posted successfully!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Post Another Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Recent Ads' })).toBeVisible();
    const href = await page.getByRole('link', { name: 'View your listing' }).getAttribute('href');
    const id = href?.match(/\/listing\/(\d+)$/)?.[1];
    expect(id).toBeTruthy();

    // The manage page finds it.
    await page.getByRole('link', { name: 'Manage My Listings' }).click();
    await expect(page).toHaveURL(/\/manage-listings$/);
    await page.getByLabel('Search your listings').fill(title);
    await expect(page.getByText(/^Showing 1 of \d+ listings$/)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('GHC 1,250.50')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // Opened from the manage page: Edit Listing and Back to Listings.
    await row.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show photo 2 of 2' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Listing' }).click();

    // Edit the price; the page goes back to the listing after 1.5 s.
    await expect(page).toHaveURL(new RegExp(`/listing/${id}/edit$`));
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'Current photo 2' })).toBeVisible();
    await page.getByLabel('Price (GHC)').fill('999');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Listing updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/listing/${id}$`), { timeout: 5_000 });
    await expect(page.getByText('GHC 999.00')).toBeVisible();

    // Deactivate, reactivate, delete.
    await page.getByRole('link', { name: 'Back to Listings' }).click();
    await page.getByLabel('Search your listings').fill(title);
    const editedRow = page.getByRole('row').filter({ hasText: title });
    await editedRow.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(page.getByText('Listing deactivated.')).toBeVisible();
    await expect(editedRow.getByText('Inactive', { exact: true })).toBeVisible();
    await editedRow.getByRole('button', { name: `Activate ${title}` }).click();
    await expect(page.getByText('Listing activated.')).toBeVisible();
    await expect(editedRow.getByText('Active', { exact: true })).toBeVisible();

    await editedRow.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete listing' });
    await expect(dialog.getByText('You are about to delete:')).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Listing removed successfully.')).toBeVisible();
    await expect(page.getByText('No listings match your search criteria.')).toBeVisible();
    expect((await request.get(`/api/v1/classifieds/${id}`)).status()).toBe(404);
  });

  test('a seller offers a listing in the shop with its stock, then changes the stock', async ({ page, request, seller }) => {
    await signIn(page, seller);
    const title = `E2E Shop Kettle ${Date.now()}`;
    await page.goto('/post-listing');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Electric kettle, 1.7 litres, boils in three minutes.');
    await page.getByLabel('Price (GHC)').fill('180');
    await page.getByLabel('Category', { exact: true }).selectOption('Home & Garden');
    await page.getByLabel('Sub-category').selectOption('Appliances');
    await expect(page.getByLabel('Quantity in stock')).toHaveCount(0);
    await page.getByLabel('Offer it for direct purchase (Buy Now and Add to Cart)').check();
    await page.getByLabel('Quantity in stock').fill('4');
    await page.getByLabel('Photos', { exact: true }).setInputFiles([await photo('kettle.jpg', '#0369a1', 'Kettle')]);
    await page.getByRole('button', { name: 'Preview Listing' }).click();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page.getByRole('heading', { name: 'Listing posted successfully!' })).toBeVisible({ timeout: 30_000 });
    const id = (await page.getByRole('link', { name: 'View your listing' }).getAttribute('href'))?.match(/\/listing\/(\d+)$/)?.[1];

    const read = async () =>
      (await (await request.get(`/api/v1/classifieds/${id}`)).json()) as { buy_now: boolean; quantity: number; in_stock: boolean };
    expect(await read()).toMatchObject({ buy_now: true, quantity: 4, in_stock: true });
    const shop = (await (await request.get(`/api/v1/classifieds/?buy_now=true&q=${encodeURIComponent(title)}`)).json()) as {
      results: { id: number }[];
    };
    expect(shop.results.map((listing) => String(listing.id))).toContain(id);

    await page.goto(`/listing/${id}/edit`);
    await expect(page.getByLabel('Offer it for direct purchase (Buy Now and Add to Cart)')).toBeChecked();
    await expect(page.getByLabel('Quantity in stock')).toHaveValue('4');
    await page.getByLabel('Quantity in stock').fill('0');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Listing updated successfully!')).toBeVisible();
    expect(await read()).toMatchObject({ buy_now: true, quantity: 0, in_stock: false });
  });

  test('the post form shows the spec messages, in order', async ({ page, seller }) => {
    await signIn(page, seller);
    await page.goto('/post-listing');
    const form = page.getByRole('form', { name: 'New listing' });
    await form.getByRole('button', { name: 'Preview Listing' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Title is required.',
      'Description is required.',
      'Price is required.',
      'Category is required.',
      'Sub-category is required.',
      'At least one image is required.',
    ]);
    await expect(page.getByRole('heading', { name: 'Preview your listing' })).toHaveCount(0);

    // Checked on every change.
    await page.getByLabel('Title').fill('ab');
    await expect(form.getByText('Title must be at least 3 characters.')).toBeVisible();
    await page.getByLabel('Description').fill('too short');
    await expect(form.getByText('Description must be at least 10 characters.')).toBeVisible();
    await page.getByLabel('Price (GHC)').fill('0');
    await expect(form.getByText('Price must be greater than 0.')).toBeVisible();

    // Sub-category waits for a category, and a new category clears it.
    await expect(page.getByLabel('Sub-category')).toBeDisabled();
    await page.getByLabel('Category', { exact: true }).selectOption('Vehicles');
    await expect(page.getByLabel('Make')).toBeVisible();
    await expect(page.getByLabel('Model')).toBeVisible();
    await page.getByLabel('Sub-category').selectOption('Cars');
    await page.getByLabel('Category', { exact: true }).selectOption('Jobs');
    await expect(page.getByLabel('Sub-category')).toHaveValue('');
    await expect(page.getByLabel('Company')).toBeVisible();
    await expect(page.getByLabel('Job Type')).toBeVisible();

    // A text file renamed .jpg is not a photo, whatever its name and type say: refused at once, no tile.
    await page
      .getByLabel('Photos', { exact: true })
      .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
    await expect(page.getByText('"holiday.jpg": Only image files are allowed (JPEG, PNG, WebP or HEIC).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove holiday.jpg' })).toHaveCount(0);
    await expect(form.getByText('At least one image is required.')).toBeVisible();

    // Photos: image files only, the first 5 kept.
    const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`, '#1d4ed8', `P${i}`)));
    await page.getByLabel('Photos', { exact: true }).setInputFiles(photos);
    await expect(page.getByText('Maximum 5 images allowed.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Move p0.jpg right' })).toBeEnabled();

    // A template fills the form; Reset Form clears everything.
    await page.getByRole('button', { name: 'Room for rent' }).click();
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Property');
    await expect(page.getByLabel('Sub-category')).toHaveValue('For Rent');
    await page.getByRole('button', { name: 'Reset Form' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(0);
  });

  test('Preview with errors takes focus to the first one, in form order, every time (360 px)', async ({ page, seller }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, seller);
    await page.goto('/post-listing');
    const form = page.getByRole('form', { name: 'New listing' });
    const preview = form.getByRole('button', { name: 'Preview Listing' });
    // Everything right but the description and the photos: the description's error is far above.
    await page.getByLabel('Title').fill('Canon EOS 2000D camera');
    await page.getByLabel('Price (GHC)').fill('2400');
    await page.getByLabel('Category', { exact: true }).selectOption('Electronics');
    await page.getByLabel('Sub-category').selectOption('Cameras');
    await preview.click();
    await expect(form.getByText('At least one image is required.')).toBeVisible();
    await expect(page.getByLabel('Description')).toBeFocused();
    await expect(page.getByLabel('Description')).toBeInViewport();

    // Pressed a second time, from the bottom of the page: the same again.
    await page.getByLabel('Town').focus();
    await preview.scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Description')).not.toBeInViewport();
    await preview.click();
    await expect(page.getByLabel('Description')).toBeFocused();
    await expect(page.getByLabel('Description')).toBeInViewport();

    // Only the photos missing: focus goes to the button that adds them.
    await page.getByLabel('Description').fill('Kit lens, two batteries and a bag. Seen at Osu.');
    await page.getByLabel('Title').focus();
    await preview.click();
    const addPhotos = form.getByRole('button', { name: 'Add photos' });
    await expect(addPhotos).toBeFocused();
    await expect(addPhotos).toBeInViewport();
    await expect(addPhotos).toHaveAccessibleDescription(/At least one image is required\./);
  });

  test('a customer opening /post-listing sees Seller Access Required', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Seller Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Seller' })).toHaveAttribute('href', '/become-a-seller');
  });

  test('the manage page shows cards instead of the table on a phone', async ({ page, seller, newListing }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Something to show: the seller's other listings come and go with the other journeys.
    await newListing(seller);
    await signIn(page, seller);
    await page.goto('/manage-listings');
    await expect(page.getByText(/^Showing \d+ of \d+ listings$/)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your listings' })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
  });
});

test.describe('listing detail', () => {
  test('the gallery wraps and its lightbox works with the keyboard', async ({ page, request }) => {
    const listing = await listingWithPhotos(request, 2);
    const count = listing.images.length;
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    // Previous from the first photo goes to the last one.
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page.getByRole('button', { name: `Show photo ${count} of ${count}` })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('button', { name: `Show photo 1 of ${count}` })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: /in full screen$/ }).click();
    const lightbox = page.getByRole('dialog', { name: `${listing.title}: photos` });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`2 / ${count}`)).toBeVisible();
    await expect(lightbox.getByRole('img', { name: `${listing.title}, photo 2 of ${count}` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`${count} / ${count}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    // The page follows the photo the lightbox ended on.
    await expect(page.getByRole('button', { name: `Show photo ${count} of ${count}` })).toHaveAttribute('aria-current', 'true');
  });

  test('a visitor sees the seller card; messaging and the wishlist ask to sign in', async ({ page, request }) => {
    const listing = await listingWithPhotos(request, 1);
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Listings' })).toBeVisible();
    const seller = page.getByRole('region', { name: 'Seller information' });
    await expect(seller.getByText('Verified Seller')).toBeVisible();
    await expect(seller.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
    await expect(seller.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    // WhatsApp, the way Ghana shares: the ad to any chat, and a first message to the seller; both
    // carry this page's full address once the page is live.
    const origin = new URL(page.url()).origin;
    const textOf = async (name: string) =>
      new URL((await page.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '').searchParams.get('text');
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect
      .poll(() => textOf('Share on WhatsApp'))
      .toMatch(new RegExp(`^${listing.title}\nGHC [\\d,]+\\.\\d{2} on Dwa\n${origin}/listing/${listing.id}$`));
    await expect(seller.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/233\d{9}\?text=/);
    await expect(seller.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');
    expect(await textOf('WhatsApp')).toBe(
      `Hello, I saw your ad "${listing.title}" on Dwa. Is it still available?\n${origin}/listing/${listing.id}`,
    );
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveCount(0);
    // After signing in the visitor lands in the chat with the seller, not back here.
    await seller.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fmessages%3Fto%3D\\d+%26listing%3D${listing.id}$`));
  });

  test('the owner sees Edit Listing, not Add to Wishlist or Request delivery, on their listing and their card (issue 16)', async ({
    page,
    seller,
    newListing,
  }) => {
    const listing = await newListing(seller, { label: 'Owner view' });
    // A visitor (and the server's render) has both.
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request delivery' })).toBeVisible();

    await signIn(page, seller);
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute('href', `/listing/${listing.id}/edit`);
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request delivery' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    // Explore's card of their own ad: no flag, no message to themselves.
    await page.addInitScript(() => localStorage.setItem('classifieds_tour_seen', 'true'));
    await page.goto(`/listings?q=${encodeURIComponent(listing.title)}`);
    const card = page.getByRole('list', { name: 'Listings' }).getByRole('article').filter({ hasText: listing.title }).first();
    await expect(card.getByRole('link', { name: /^View Details/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Flag listing/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /^Message/ })).toHaveCount(0);
  });

  test("a missing listing says 'Listing Not Found'", async ({ page }) => {
    await page.goto('/listing/99999999');
    await expect(page.getByRole('heading', { name: 'Listing Not Found' })).toBeVisible();
    await expect(page.getByText("The listing you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Listings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the listing detail page has no serious violations, in light and dark', async ({ page, request }) => {
    const listing = await listingWithPhotos(request, 2);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the manage and post pages have no serious violations, in light and dark', async ({ page, seller, newListing }) => {
    await newListing(seller);
    await signIn(page, seller);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/manage-listings');
      await expect(page.getByText(/^Showing \d+ of \d+ listings$/)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto('/post-listing');
      await page.getByRole('button', { name: 'Preview Listing' }).click();
      await expect(page.getByText('Title is required.')).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });
});
