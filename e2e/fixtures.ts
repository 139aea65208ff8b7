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
