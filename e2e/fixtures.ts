import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

// Every journey starts as a returning visitor (no splash, landing tour already seen) unless it
// asks for a first visit with `firstVisit: true`.

type Options = { firstVisit: boolean };

export const test = base.extend<Options>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('__e2e_init')) return;
        sessionStorage.setItem('__e2e_init', '1');
        localStorage.setItem('splash_seen', '1');
        localStorage.setItem('landing_tour_seen', 'true');
        localStorage.setItem('classifieds_tour_seen', 'true');
      });
    }
    await use(page);
  },
});

export { expect };

/** Serious and critical axe violations on the current page (WCAG 2.1 A and AA rules). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the API and puts the token where the app looks for it, before any page script runs. */
export async function signInWithApi(page: Page, request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token: token, user_id: userId } = (await response.json()) as { access_token: string; user_id: number };
  await page.addInitScript(
    ([value, id]) => {
      localStorage.setItem('auth_token', value);
      localStorage.setItem('auth_user_id', id);
    },
    [token, String(userId)] as const,
  );
  return { token, userId };
}

export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type Mail = { to: string; subject: string; text: string; created_at: string };

/** The code of the newest mail to `email` whose subject contains `kind`, once at least `count` of them arrived (the dev outbox). */
export async function mailedCode(request: APIRequestContext, email: string, kind: 'verification' | 'password reset', count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        const mails = ((await answer.json()) as Mail[]).filter((mail) => mail.subject.includes(kind));
        code = mails.length >= count ? (/\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '') : '';
        return code;
      },
      { message: `a ${kind} code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A new CUSTOMER account made through the API (register, mailed code, verify); verified unless asked otherwise. */
export async function createAccount(request: APIRequestContext, { verified = true, name = 'Kofi Mensah', password = DEMO_PASSWORD, phone = '0241234567' } = {}) {
  const email = uniqueEmail(verified ? 'user' : 'unverified');
  const created = await request.post('/api/v1/auth/register', { data: { name, email, phone, address: 'Adum, Kumasi', password, user_type: 'CUSTOMER' } });
  expect(created.status(), await created.text()).toBe(201);
  const { user_id: userId } = (await created.json()) as { user_id: number };
  if (verified) {
    expect((await request.post(`/api/v1/otp/send?user_id=${userId}`)).ok()).toBe(true);
    const code = await mailedCode(request, email, 'verification');
    expect((await request.post('/api/v1/otp/verify', { data: { user_id: userId, code } })).ok()).toBe(true);
  }
  return { email, name, userId, password };
}
