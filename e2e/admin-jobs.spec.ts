import type { Page } from '@playwright/test';
import { newAdmin } from './fixtures/admins';
import { seriousA11yViolations } from './fixtures/browser';
import { bearer, createAccount, mailedCode } from './fixtures/people';
import { expect as baseExpect, test } from './fixtures/test';

// The console's pages load several lazy chunks after the session: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// The admin console's Jobs page (issue 29, ADR 056): a mail the mail server refused until its last
// try shows as a failed job with its error; once the server answers again, the admin tries it again
// and the mail arrives. The e2e server gives mail 2 tries (MAIL_MAX_ATTEMPTS in playwright.config.ts).

/** What the journey reads of GET /api/v1/admin/jobs (its contract: packages/shared/src/jobs.ts). */
type AdminJob = { id: string; key: string | null; last_error: string | null };
type AdminJobs = { results: AdminJob[] };

async function check(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, `${label}: page wider than the screen`).toBeLessThanOrEqual(widths.view);
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

test.describe('jobs in the admin console', () => {
  test('an admin sees a mail that failed while the mail server was down, and tries it again once it answers', async ({
    request,
    admin,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const adminPerson = await newAdmin(request, admin);
    const account = await createAccount(request, { verified: false, name: 'Efua Boateng', phone: '0261234567' });
    const outage = async (down: boolean) => {
      const answer = await request.put('/api/v1/dev/mail-outage', { data: { to: account.email, down } });
      expect(answer.status(), await answer.text()).toBe(204);
    };

    // The mail server refuses their mail: the verification code's mail fails, is tried again, fails for good.
    await outage(true);
    let job: AdminJob | undefined;
    try {
      const sent = await request.post(`/api/v1/otp/send?user_id=${account.userId}`);
      expect(sent.ok(), await sent.text()).toBe(true);
      await expect
        .poll(
          async () => {
            const answer = await request.get('/api/v1/admin/jobs?state=failed&task=mail:send&limit=100', { headers: bearer(adminPerson) });
            expect(answer.ok(), await answer.text()).toBe(true);
            job = ((await answer.json()) as AdminJobs).results.find((item) => item.last_error?.includes(account.email));
            return job?.key ?? null;
          },
          { message: `a failed mail:send job for ${account.email}`, timeout: 30_000 },
        )
        .toMatch(/^mail:\d+$/);
      // Nothing reached them.
      expect(await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(account.email)}`)).json()).toEqual([]);

      // The console: Jobs in the nav, the counts, the failed mail with its error and tries.
      const page = await pageAs(adminPerson);
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Jobs' }).click();
      await expect(page).toHaveURL(/\/admin\/jobs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
      const counts = page.getByRole('region', { name: 'By kind and state' });
      await expect(counts.getByRole('row', { name: /^Mail mail:send/ })).toBeVisible();
      await expect(counts.getByRole('link', { name: /^Mail, Failed: \d+$/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Job state' }).getByRole('link', { name: 'Failed' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('mail:send');
      await expect(page).toHaveURL(/\/admin\/jobs\?task=mail%3Asend$/);

      const card = page.getByRole('article', { name: `Mail · job #${job!.id}` });
      await expect(card).toContainText(`${account.email} is not answering`);
      await expect(card).toContainText(job!.key!);
      await expect(card.getByText('2 of 2')).toBeVisible();
      await check(page, 'jobs (light, 1280 px)');

      // A phone, in the dark: the counts scroll inside their box, never the page.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(card).toBeVisible();
      await check(page, 'jobs (dark, 360 px)');
      await test.info().attach('jobs-dark-360', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await card.getByRole('button', { name: 'Discard' }).click();
      const dialog = page.getByRole('dialog', { name: `Discard job #${job!.id}?` });
      await expect(dialog).toContainText('The Mail job is removed for good');
      await check(page, 'discard dialog (dark, 360 px)');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 720 });

      // The mail server answers again; the admin tries the job again.
      await outage(false);
      await card.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText(`Job #${job!.id} will be tried again now.`)).toBeVisible();
      await expect(card).toBeHidden();
    } finally {
      await outage(false);
    }

    // The code arrives, and it verifies the account.
    const code = await mailedCode(request, account.email, 'verification');
    const verified = await request.post('/api/v1/otp/verify', { data: { user_id: account.userId, code } });
    expect(verified.ok(), await verified.text()).toBe(true);
    // The job ran and is gone; the retry is in the audit log.
    const failed = (await (
      await request.get('/api/v1/admin/jobs?state=failed&task=mail:send&limit=100', { headers: bearer(adminPerson) })
    ).json()) as AdminJobs;
    expect(failed.results.map((item) => item.id)).not.toContain(job!.id);
    const audit = await request.get(`/api/v1/admin/audit?action=job.retry&target_type=job&target_id=${job!.id}`, {
      headers: bearer(adminPerson),
    });
    expect(audit.ok(), await audit.text()).toBe(true);
    expect(((await audit.json()) as { results: { actor_id: number }[] }).results.map((entry) => entry.actor_id)).toEqual([adminPerson.id]);
  });
});
