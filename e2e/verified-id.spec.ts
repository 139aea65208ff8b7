import { seriousA11yViolations } from './fixtures/browser';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Verified ID (issue 32, ADR 069): a seller sends a Ghana Card number, a selfie and a photo of the
// card from their account, on a phone in the dark theme; the sandbox provider (the server's default
// outside production) checks the documented test number in the background (jobs), the page follows
// it to 'ID verified', and the public seller page shows the badge with what was checked.

// A small picture the server can read (checked by its bytes): 8 x 8 pixels, PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UWGDFTEMLQkAQfNfAVTFtrMAAAAASUVORK5CYII=', 'base64');

test.describe('verified ID', () => {
  test('a seller verifies a Ghana Card in the sandbox and gets the badge on their public page', async ({
    request,
    admin,
    pageAs,
    page,
  }) => {
    test.setTimeout(120_000);
    const seller = await newSeller(request, admin, { name: 'Abena Owusu' });

    const phone = await pageAs(seller, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    await phone.goto('/account/verification');
    await expect(phone.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible({ timeout: 15_000 });
    const status = phone.getByTestId('id-status');
    await expect(status).toContainText('Not started');

    // The form checks before sending.
    await phone.getByRole('button', { name: 'Send for checking' }).click();
    await expect(phone.getByText(/Enter your Ghana Card number as it is printed/)).toBeVisible();
    expect(await seriousA11yViolations(phone)).toEqual([]);

    await phone.getByLabel('Ghana Card number').fill('GHA-000000000-0');
    await phone.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await phone.getByLabel('Photo of the card (front)').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await phone.getByRole('button', { name: 'Send for checking' }).click();

    // Pending while the sandbox answers in the background, then verified; the page follows by itself.
    await expect(status).toHaveAttribute('data-status', /pending|verified/, { timeout: 15_000 });
    await expect(status).toHaveAttribute('data-status', 'verified', { timeout: 45_000 });
    await expect(status).toContainText('ending in 0000');
    await expect(phone.getByRole('button', { name: 'Send for checking' })).toHaveCount(0);
    const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // Anyone sees the badge on the seller's public page, with what it means; never the number.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/seller/${seller.id}`);
    const badge = page.getByTestId('id-verified');
    await expect(badge).toContainText('ID verified', { timeout: 15_000 });
    await expect(badge).toContainText("checked this seller's Ghana Card and a selfie");
    await expect(page.locator('body')).not.toContainText('GHA-000000000');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
