import { seriousA11yViolations, signIn } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Ads that expire and renew (issue 33, ADR 066): an ad reaches its expiry (the development
// endpoint runs the expiry schedule at once); a visitor to its address is told it is no longer
// available (HTTP 410 from the server renderer) and offered similar listings; its owner still sees
// it in Manage Listings, marked Expired, and renews it with one tap.

test.describe('ads that expire and renew', () => {
  test('a visitor sees no longer available with similar listings; the owner renews', async ({ page, request, seller, newListing }) => {
    test.setTimeout(120_000);
    const gone = await newListing(seller, { label: 'Garden hoe', category: 'Home & Garden', sub_category: 'Tools' });
    const similar = await newListing(seller, { label: 'Garden rake', category: 'Home & Garden', sub_category: 'Tools' });
    const expired = await request.post(`/api/v1/dev/classifieds/${gone.id}/expire`, { headers: bearer(seller) });
    expect(expired.status(), await expired.text()).toBe(200);
    expect(((await expired.json()) as { status: string }).status).toBe('expired');

    // The server answers its address with 410, and the page says so, with similar listings.
    const document = await request.get(`/listing/${gone.id}`);
    expect(document.status()).toBe(410);
    const html = await document.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('This listing is no longer available');
    await page.goto(`/listing/${gone.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Similar listings' });
    await expect(list.getByRole('link', { name: new RegExp(similar.title) })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(gone.title) })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The owner still has it, expired, and renews it.
    await signIn(page, seller);
    await page.goto(`/manage-listings?q=${encodeURIComponent(gone.title)}`);
    const table = page.getByRole('table', { name: 'Your listings' });
    const row = table.getByRole('row').filter({ hasText: gone.title });
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    await expect(row.getByText('Free renewals left: 3 of 3')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Renew ${gone.title}` }).click();
    await expect(page.getByText('Listing renewed: it is back in search.')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('Free renewals left: 2 of 3')).toBeVisible();

    // Back for everyone.
    const again = await request.get(`/api/v1/classifieds/${gone.id}`);
    expect(again.status()).toBe(200);
  });
});
