import type { APIRequestContext } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { bearer, newSeller, type Person } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Verified ID without a provider (ADR 069): this spec runs in the 'manual-approval' project, against
// the second server started with ID_VERIFICATION_PROVIDER=manual (playwright.config.ts). A seller's
// request waits in the console's queue; the admin sees the selfie and the card photo, rejects with
// a reason the seller reads, then approves the second try, and the badge appears.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UWGDFTEMLQkAQfNfAVTFtrMAAAAASUVORK5CYII=', 'base64');

async function requestCheck(request: APIRequestContext, seller: Person, cardNumber: string) {
  const sent = await request.post('/api/v1/verification', {
    headers: bearer(seller),
    multipart: {
      card_number: cardNumber,
      selfie: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
      card_photo: { name: 'card.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test.describe('verified ID: the admin queue', () => {
  test('an admin rejects a check with a reason, then approves the second try, and the badge appears', async ({
    request,
    admin,
    pageAs,
    page,
  }) => {
    // Two browser windows and a server shared with the other manual-approval journeys: generous.
    test.setTimeout(240_000);
    const seller = await newSeller(request, admin, { name: 'Yaw Boateng' });
    await requestCheck(request, seller, 'GHA-712345678-3');

    const queue = await pageAs(admin, { viewport: { width: 360, height: 740 } });
    await queue.goto('/admin/verifications');
    await expect(queue.getByRole('heading', { level: 1, name: 'ID checks' })).toBeVisible({ timeout: 15_000 });
    const card = queue.getByTestId('id-check').filter({ hasText: 'Yaw Boateng' });
    await expect(card).toContainText('Ghana Card ending in 6783');
    await expect(card.getByRole('img', { name: 'Selfie of Yaw Boateng' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Ghana Card photo of Yaw Boateng' })).toBeVisible();
    expect(await seriousA11yViolations(queue)).toEqual([]);

    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = queue.getByRole('dialog', { name: 'Reject this ID check?' });
    await dialog.getByLabel('Reason (the seller sees it)').fill('The selfie is too dark to compare.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(card).toHaveCount(0);

    const mine = await pageAs(seller);
    await mine.goto('/account/verification');
    await expect(mine.getByText('Reason: The selfie is too dark to compare.')).toBeVisible({ timeout: 15_000 });

    await requestCheck(request, seller, 'GHA-712345678-3');
    await queue.reload();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toHaveCount(0);

    await page.goto(`/seller/${seller.id}`);
    await expect(page.getByTestId('id-verified')).toContainText('ID verified', { timeout: 15_000 });
  });
});
