import type { Page } from '@playwright/test';
import { newAdmin } from './fixtures/admins';
import { signIn } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect as baseExpect, test } from './fixtures/test';

// The console's pages load several lazy chunks after the session: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// Seller applications decided by an admin (issue 14). This spec runs in the 'manual-approval'
// project, against the second server started with SELLER_APPROVAL=manual (playwright.config.ts):
// an application waits there until an admin decides it in the admin console.

/** Fills and sends the application at /become-a-seller; the page then says it is being reviewed. */
async function apply(page: Page, businessName: string) {
  await page.goto('/become-a-seller');
  const form = page.getByRole('form', { name: 'Seller application' });
  await form.getByLabel('Business or trading name').fill(businessName);
  await form.getByLabel('Region').selectOption('Ashanti');
  await form.getByLabel('About your business').fill('Kente and adinkra cloth, woven in Bonwire.');
  await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
  await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
}

/** The applicant comes back to the tab: the app asks again while an application is pending. */
async function backToTab(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

test.describe('seller applications decided in the admin console', () => {
  test('a new customer applies, an admin approves from the console, and the applicant sees it at once', async ({
    page,
    request,
    admin,
    newCustomer,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const applicant = await newCustomer({ name: 'Esi Boateng', phone: '0241234567' });
    const businessName = `Esi Kente ${Date.now()}`;
    await signIn(page, applicant);
    await apply(page, businessName);
    const mine = await request.get('/api/v1/seller-applications/me', { headers: bearer(applicant) });
    expect(await mine.json()).toMatchObject({ is_seller: false, application: { status: 'pending' } });

    const adminPage = await pageAs(await newAdmin(request, admin));
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const count = adminPage.getByRole('link', { name: /^Seller applications/ });
    await expect(count).not.toHaveText(/\D0$/);
    await count.click();
    await expect(adminPage).toHaveURL(/\/admin\/applications\?tab=sellers&status=pending$/);
    await expect(adminPage.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');

    const card = adminPage.getByRole('article', { name: businessName });
    await expect(card).toContainText('Esi Boateng');
    await expect(card).toContainText('Email verified');
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Approve this seller?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText('Esi Boateng can now sell on Dwa.')).toBeVisible();
    await expect(card).toHaveCount(0);

    // The applicant's page, still open, shows the answer when they come back to it; no new sign-in.
    await backToTab(page);
    await expect(page.getByRole('heading', { name: 'You can now sell on Dwa' })).toBeVisible();
    await expect(page.getByText(`Your application for ${businessName} was approved.`, { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Post your first listing' }).click();
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();

    // The decision is in the audit log, by this admin.
    await adminPage.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit' }).click();
    await adminPage.getByLabel('Action').fill('seller_application.approve');
    await adminPage.getByRole('button', { name: 'Apply filters' }).click();
    await expect(adminPage).toHaveURL(/action=seller_application\.approve/);
    const entry = adminPage.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
    await expect(entry).toContainText('seller_application.approve');
    await expect(entry).toContainText(/Admin #\d+ on seller application #\d+/);
    await expect(entry).toContainText('status: pending → approved');
  });

  test('an admin refuses with a reason, and the applicant reads it and may apply again', async ({
    page,
    request,
    admin,
    newCustomer,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const applicant = await newCustomer({ name: 'Kojo Mensah' });
    const businessName = `Kojo Stools ${Date.now()}`;
    await signIn(page, applicant);
    await apply(page, businessName);

    const adminPage = await pageAs(await newAdmin(request, admin));
    await adminPage.goto('/admin/applications');
    const card = adminPage.getByRole('article', { name: businessName });
    await card.getByRole('button', { name: 'Refuse' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Refuse this application?' });
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    const reason = 'The business address is incomplete: add the street and the nearest landmark.';
    await dialog.getByLabel('Reason the applicant sees').fill(reason);
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    // Under Refused, with the reason.
    await adminPage.getByRole('link', { name: 'Refused' }).click();
    await expect(adminPage.getByRole('article', { name: businessName })).toContainText(`Refused: ${reason}`);

    await backToTab(page);
    await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Again' })).toBeVisible();
  });
});
