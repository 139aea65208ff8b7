import type { APIRequestContext } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { uniqueEmail } from './fixtures/people';
import { expect, test } from './fixtures/test';

// The footer's newsletter (the spec's form had no submit behaviour): double opt-in through a
// mailed link, and an unsubscribe link that works at any time.

type Mail = { subject: string; text: string };

/** The confirm and unsubscribe links of the newest newsletter mail to `email` (the dev outbox). */
async function mailedLinks(request: APIRequestContext, email: string): Promise<{ confirm: string; unsubscribe: string }> {
  let links = { confirm: '', unsubscribe: '' };
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        const mail = ((await answer.json()) as Mail[]).find((each) => each.subject.includes('newsletter'));
        links = {
          confirm: /(\/newsletter\?confirm=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '',
          unsubscribe: /(\/newsletter\?unsubscribe=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '',
        };
        return links.confirm;
      },
      { message: `a newsletter mail to ${email}` },
    )
    .toMatch(/^\/newsletter\?confirm=/);
  return links;
}

test.describe('newsletter', () => {
  test('a visitor subscribes from the footer, confirms from the mail, and later unsubscribes', async ({ page, request }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/delivery');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Get deals and news in your inbox.' }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Almost done: check your inbox and follow the link we sent to confirm your subscription.')).toBeVisible();
    await expect(footer.getByRole('textbox', { name: 'Get deals and news in your inbox.' })).toHaveValue('');

    const links = await mailedLinks(request, email);
    await page.goto(links.confirm);
    await expect(page).toHaveTitle('Newsletter | Dwa');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status')).toHaveText('You are subscribed. Deals and news from Dwa will come to your inbox.');

    // The link works once.
    await page.goto(links.confirm);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid or has expired. Subscribe again from the form at the bottom of any page.',
    );

    await page.goto(links.unsubscribe);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed. You will get no more newsletters from Dwa.');
  });

  test("the form shows the server's refusal, and /newsletter without a link says how to subscribe; both pass axe in light and dark at 360 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'The Dwa newsletter' })).toBeVisible();
    await expect(page.getByText('To subscribe, enter your email in the form at the bottom of the page')).toBeVisible();

    // The browser checks the address's shape; the server's words show for what it refuses.
    await page.route('**/api/v1/newsletter/subscriptions', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Too many attempts. Try again in 12 minutes.' }),
      }),
    );
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Get deals and news in your inbox.' }).fill('ama@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Too many attempts. Try again in 12 minutes.');
    await expect(footer.getByRole('textbox', { name: 'Get deals and news in your inbox.' })).toHaveValue('ama@example.com');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/newsletter?unsubscribe=abc');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is not valid or has expired.');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
