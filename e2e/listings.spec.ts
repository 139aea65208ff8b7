import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInWithApi, test } from './fixtures';

// The seller's side of classifieds (issue 4): post with photos, manage, view, edit, pause, delete;
// the listing detail page with its gallery; the seller-only guard.

const SELLER = 'seller@demo.gh';
const CUSTOMER = 'buyer@demo.gh';

async function signIn(page: Page, request: APIRequestContext, email: string) {
  return (await signInWithApi(page, request, email)).token;
}

/** A real JPEG photo (a coloured card with a label), as a phone would upload it. */
async function photo(name: string, colour: string, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

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
  test('the demo seller posts with two photos, finds, opens, edits, pauses, reactivates and deletes it', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, request, SELLER);
    const title = `E2E Samsung Galaxy A54 ${Date.now()}`;

    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('128 GB, awesome black, with charger and box. Can be seen at Osu.');
    await page.getByLabel('Price (GHC)').fill('1250.50');
    await page.getByLabel('Category', { exact: true }).selectOption('Electronics');
    await page.getByLabel('Sub-category').selectOption('Phones');
    await page.getByLabel('Brand').fill('Samsung');
    await page.getByLabel('Condition').selectOption('Like New');
    await page.getByLabel('Region').selectOption('Greater Accra');
    await page.getByLabel('Town').fill('Osu');
    await page.getByLabel('Photos', { exact: true }).setInputFiles([await photo('front.jpg', '#047857', 'Front'), await photo('back.jpg', '#b45309', 'Back')]);
    await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(2);
    // Downscaled in the browser before upload: a 1800 px photo goes up as 1600 px.
    const previewWidth = await page.getByRole('img', { name: /^Preview of / }).first().evaluate((img: HTMLImageElement) => img.naturalWidth);
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

  test('the post form shows the spec messages, in order', async ({ page, request }) => {
    await signIn(page, request, SELLER);
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

  test('a customer opening /post-listing sees Seller Access Required', async ({ page, request }) => {
    await signIn(page, request, CUSTOMER);
    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Seller Access Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Seller' })).toHaveAttribute('href', '/profile');
  });

  test('the manage page shows cards instead of the table on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request, SELLER);
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
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveCount(0);
    // After signing in the visitor lands in the chat with the seller, not back here.
    await seller.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fmessages%3Fto%3D\\d+%26listing%3D${listing.id}$`));
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

  test('the manage and post pages have no serious violations, in light and dark', async ({ page, request }) => {
    await signIn(page, request, SELLER);
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
