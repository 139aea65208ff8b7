import type { Page } from '@playwright/test';
import { newAdmin } from './fixtures/admins';
import { seriousA11yViolations } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect as baseExpect, test } from './fixtures/test';

// The console's pages load several lazy chunks after the session: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// The admin console's pages (issue 14) at 360 px, in light and dark: no serious axe violations and
// nothing wider than the screen, with their lists filled and a decision's dialog open.

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

async function check(page: Page, label: string) {
  await noHorizontalScroll(page);
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

test.describe('accessibility', () => {
  test('the console has no serious violations in light and dark at 360 px', async ({ request, admin, newCustomer, pageAs }) => {
    test.setTimeout(300_000);
    // Something in each list: a courier application waiting, a user with a sign-in, audit entries.
    const applicant = await newCustomer({ name: 'Adwoa Sarpong', phone: '0551234567' });
    const applied = await request.post('/api/v1/delivery/courier/applications', {
      headers: bearer(applicant),
      data: { name: applicant.name, phone: applicant.phone, vehicle_type: 'bicycle', region: 'Central' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const adminPerson = await newAdmin(request, admin);
    const verified = await request.post(`/api/v1/admin/users/${applicant.id}/verify`, { headers: bearer(adminPerson) });
    expect(verified.ok(), await verified.text()).toBe(true);

    const page = await pageAs(adminPerson, { viewport: { width: 360, height: 740 } });
    const pages: [string, () => Promise<void>][] = [
      ['/admin', () => expect(page.getByRole('heading', { name: 'Needs a decision' })).toBeVisible()],
      [
        `/admin/users?q=${encodeURIComponent(applicant.email)}`,
        () => expect(page.getByRole('list', { name: 'Users found' })).toBeVisible(),
      ],
      [`/admin/users/${applicant.id}`, () => expect(page.getByRole('heading', { level: 1, name: 'Adwoa Sarpong' })).toBeVisible()],
      [
        '/admin/applications?tab=sellers&status=all',
        () =>
          expect(page.getByRole('list', { name: 'Seller applications' }).or(page.getByText('No seller applications here'))).toBeVisible(),
      ],
      ['/admin/applications?tab=couriers&status=pending', () => expect(page.getByRole('article', { name: 'Adwoa Sarpong' })).toBeVisible()],
      ['/admin/audit', () => expect(page.getByRole('list', { name: 'Audit entries' })).toBeVisible()],
      ['/admin/jobs', () => expect(page.getByRole('region', { name: 'By kind and state' })).toBeVisible()],
      // Money (issue 31): lists that may be empty on a fresh server, and the ledger of someone without earnings.
      ['/admin/payouts', () => expect(page.getByRole('list', { name: 'Payouts' }).or(page.getByText('No payouts here'))).toBeVisible()],
      [
        '/admin/disputes?status=all',
        () => expect(page.getByRole('list', { name: 'Disputes' }).or(page.getByText('No disputes yet'))).toBeVisible(),
      ],
      [`/admin/users/${applicant.id}/ledger`, () => expect(page.getByRole('region', { name: 'Balances' })).toBeVisible()],
      ['/admin/commission', () => expect(page.getByRole('table', { name: 'Rates by category' })).toBeVisible()],
      [
        '/admin/reconciliation',
        () =>
          expect(
            page.getByText('No differences').or(page.getByRole('table', { name: 'Differences between the ledger and the provider' })),
          ).toBeVisible(),
      ],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [url, ready] of pages) {
        await page.goto(url);
        if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await ready();
        await check(page, `${url} (${scheme})`);
      }
      // A decision's dialog, with its error shown.
      await page.goto(`/admin/users/${applicant.id}`);
      await page.getByRole('button', { name: 'Deactivate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(dialog.getByText('Give a reason.')).toBeVisible();
      await check(page, `deactivate dialog (${scheme})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test('the 403 page has no serious violations in light and dark at 360 px', async ({ customer, pageAs }) => {
    test.setTimeout(120_000);
    const page = await pageAs(customer, { viewport: { width: 360, height: 740 } });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
      await check(page, `403 (${scheme})`);
    }
  });
});
