import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { bearer, newCustomer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Phone first (issue 32): a new person signs up with a mobile number and the code the SMS sandbox
// "texted" (read through the dev endpoint, as a person reads their SMS), then signs in again with
// the number and a new code.

const PASSWORD = 'Akwaaba#2026';

/** A fresh MTN number for this run: typed as people write it, and in E.164. */
function freshNumber() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `054 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+23354${digits}` };
}

/** The newest code texted to the number, once `count` texts went to it. */
async function textedCode(request: APIRequestContext, e164: string, count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/dev/sms?to=${encodeURIComponent(e164)}`);
        const texts = (await answer.json()) as { text: string }[];
        code = texts.length >= count ? (/\b(\d{6})\b/.exec(texts[0]?.text ?? '')?.[1] ?? '') : '';
        return code;
      },
      { message: `a code texted to ${e164}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test('a new person signs up with a phone number and its SMS code, then signs in again by phone', async ({ page, request }) => {
  const number = freshNumber();
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Use phone number instead' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await page.getByLabel('Full name').fill('Yaw Boateng');
  await page.getByLabel('Phone number').fill('030 212 3456');
  await page.getByLabel('Address').fill('Adum, Kumasi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I accept the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // A landline gets no SMS: the form says so before anything is sent.
  await expect(page.getByText('Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.')).toBeVisible();
  await page.getByLabel('Phone number').fill(number.typed);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
  await expect(page.getByText(number.typed)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await typeCode(page, await textedCode(request, number.e164));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
  await expect(page.getByText('Your phone number is verified and you are signed in.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('verified-phone')).toHaveText(`Verified: ${number.typed}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: /Account: Yaw Boateng/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.getByRole('button', { name: 'Use phone number instead' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Phone number').fill(number.typed);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await typeCode(page, await textedCode(request, number.e164, 2));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/classifieds$/);
  await expect(page.getByRole('button', { name: /Account: Yaw Boateng/ })).toBeVisible();
});

test('an email account adds a mobile number from its profile and verifies it with the SMS code', async ({ request, pageAs }) => {
  const person = await newCustomer(request, { name: 'Kofi Owusu' });
  const number = freshNumber();
  const page = await pageAs(person, { viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Phone number' });
  await expect(card.getByText('No verified number yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Send code' }).click();
  await card.getByLabel('Mobile number').fill('012 345');
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByRole('alert')).toBeVisible();
  await card.getByLabel('Mobile number').fill(number.typed);
  await card.getByRole('button', { name: 'Send code' }).click();
  await card.getByLabel('Code from the SMS').fill(await textedCode(request, number.e164));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Your phone number is verified.')).toBeVisible();
  await expect(card.getByText(/^Verified: /)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const me = (await (await request.get('/api/v1/users/me', { headers: bearer(person) })).json()) as { verified_phone: string | null };
  expect(me.verified_phone).toBe(number.e164);
});

test('a person who forgot their password resets it with a code texted to their verified number', async ({ page, request }) => {
  const person = await newCustomer(request, { name: 'Abena Asante' });
  const number = freshNumber();
  // The number is verified the way the profile does it (the journey above walks that screen).
  expect((await request.post('/api/v1/users/me/phone', { headers: bearer(person), data: { phone: number.e164 } })).ok()).toBe(true);
  const added = await request.post('/api/v1/users/me/phone/verify', {
    headers: bearer(person),
    data: { code: await textedCode(request, number.e164) },
  });
  expect(added.ok()).toBe(true);
  const newPassword = 'Medaase!2027';

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('button', { name: 'Use phone number instead' }).click();
  await expect(
    page.getByText('Enter the mobile number of your account and we will text you a 6-digit code to reset your password.'),
  ).toBeVisible();
  await page.getByLabel('Phone number').fill(number.typed);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(page.getByText(number.typed)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const code = await textedCode(request, number.e164, 2);
  // A wrong code is refused and changes nothing.
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(/^Invalid code/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(/\/new-password$/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  expect((await request.post('/api/v1/auth/login', { data: { email: person.email, password: person.password } })).status()).toBe(401);
  expect((await request.post('/api/v1/auth/login', { data: { email: person.email, password: newPassword } })).ok()).toBe(true);
});
