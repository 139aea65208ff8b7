import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { createAccount as createAccountWith, mailedCode, uniqueEmail } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Accounts (issue 3): sign-up with the mailed code, sign-in (also for an unverified account and back
// to a guarded page), password reset through every step, and the profile with a photo. Codes come
// from the dev outbox, as a person would read them from their mail.

const PASSWORD = 'Akwaaba#2026';
const PHONE = '0241234567';

/** An account made through the API, with this journey's password; verified unless asked otherwise. */
const createAccount = (request: APIRequestContext, { verified = true } = {}) =>
  createAccountWith(request, { verified, password: PASSWORD });

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function signIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const accessToken = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((which) => window[which].getItem('auth_token'), area);

test.describe('sign-up', () => {
  test("shows the validation messages one at a time, in the spec's order", async ({ page }) => {
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    const steps: [() => Promise<void>, string][] = [
      [async () => undefined, 'Enter full name.'],
      [() => page.getByLabel('Full name').fill('Ama Owusu'), 'Enter your email.'],
      [() => page.getByLabel('Email', { exact: true }).fill(uniqueEmail('order')), 'Enter phone number.'],
      [() => page.getByLabel('Phone number').fill(PHONE), 'Enter address.'],
      [() => page.getByLabel('Address').fill('East Legon, Accra'), 'Password must be at least 6 characters.'],
      [() => page.getByLabel('Password', { exact: true }).fill(PASSWORD), 'Passwords do not match.'],
      [() => page.getByLabel('Confirm password').fill(PASSWORD), 'You must accept the Terms and Conditions.'],
    ];
    let previous: string | null = null;
    for (const [fill, message] of steps) {
      await fill();
      await submit.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      if (previous) await expect(page.getByText(previous, { exact: true })).toHaveCount(0);
      previous = message;
    }
  });

  test('the Terms and Conditions and the Privacy Policy are links to readable pages, opened beside the form, at 360 px and in the dark', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Abena Asante');
    const checkbox = page.getByRole('checkbox', { name: /I accept the Terms and Conditions .* and the Privacy Policy .* of Dwa\./ });
    await expect(checkbox).toBeVisible();
    for (const [name, path, heading, words] of [
      ['Terms and Conditions', '/terms', 'Terms and Conditions', 'What Dwa is'],
      ['Privacy Policy', '/privacy', 'Privacy Policy', 'Deleting your account'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', path);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      await expect(tab).toHaveURL(new RegExp(`${path}$`));
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(tab.getByRole('heading', { level: 2, name: new RegExp(words) })).toBeVisible();
      await expect(tab.getByRole('link', { name: 'support@dwa.gh' }).first()).toHaveAttribute('href', 'mailto:support@dwa.gh');
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(tab), path).toEqual([]);
      await tab.close();
    }
    // A link in the label opens the page; it does not tick the box, and the form keeps what was typed.
    await expect(checkbox).not.toBeChecked();
    await expect(page.getByLabel('Full name')).toHaveValue('Abena Asante');
    // Each links to the other, and every footer to both.
    await page.goto('/terms');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' })).toBeAttached();
  });

  test('signs up with the mailed code, keeps a profile with a photo, signs out and in again', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Abena Asante');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill(PHONE);
    await page.getByLabel('Address').fill('Osu, Accra');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel(/I accept the Terms and Conditions/).check();
    await expect(page.getByRole('button', { name: 'Google sign-in is not available yet' })).toBeDisabled();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const first = await mailedCode(request, email, 'verification');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Please enter the 6-digit code.')).toBeVisible();
    await typeCode(page, first === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();

    // Back to Signup keeps the form and drops the code; the same details mail a new code to the same account.
    await page.getByRole('button', { name: 'Back to Signup' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Abena Asante');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    for (let n = 1; n <= 6; n += 1) await expect(page.getByRole('textbox', { name: `Digit ${n} of 6` })).toHaveValue('');
    await typeCode(page, await mailedCode(request, email, 'verification', 2));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Want to sell on Dwa?' })).toBeVisible();
    await expect(page.getByLabel('Account type')).toHaveValue('Customer');
    await expect(page.getByText('Account type changes require admin action.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account: Abena Asante/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const png = await sharp({ create: { width: 160, height: 160, channels: 3, background: { r: 4, g: 120, b: 87 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose a profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Photo' }).click();
    await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload complete' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /\/static\/profile_pictures\/.+\.webp$/);

    await page.getByLabel('Bio').fill('Fresh kenkey every morning in Osu.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue('Fresh kenkey every morning in Osu.');

    // A photo that does not load shows the initial, as the header does, not clipped alt text (issue 16).
    await page.route('**/static/profile_pictures/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveText('A');
    await expect(page.locator('img[alt="Your profile photo"]')).toHaveCount(0);
    await page.unroute('**/static/profile_pictures/**');

    await page.getByRole('button', { name: /Account: Abena Asante/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    // /signin ends the session as it arrives (use-logout.ts): the address changes just before.
    await expect.poll(() => accessToken(page, 'localStorage')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth_user_id'))).toBeNull();

    await signIn(page, email, PASSWORD, { remember: true });
    await expect(page).toHaveURL(/\/classifieds$/);
    expect(await accessToken(page, 'localStorage')).toBeTruthy();
    await expect(page.getByRole('button', { name: /Account: Abena Asante/ })).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('returns to the guarded page it came from; without Remember me the token ends with the browser session', async ({
    page,
    customer,
  }) => {
    await page.goto('/likes');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Flikes$/);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter both email and password.')).toBeVisible();
    await signIn(page, customer.email, 'not-the-password');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    // A toggle keeps its name; aria-pressed says it is on (issue 16).
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/likes$/);
    expect(await accessToken(page, 'sessionStorage')).toBeTruthy();
    expect(await accessToken(page, 'localStorage')).toBeNull();
  });

  test('an unverified account verifies its code, then is signed in', async ({ page, request }) => {
    const { email } = await createAccount(request, { verified: false });
    await page.goto('/signin');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Verify Your Account' })).toBeVisible();
    await typeCode(page, await mailedCode(request, email, 'verification'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/classifieds$/);
    await expect(page.getByRole('button', { name: /Account: Kofi Mensah/ })).toBeVisible();
  });

  test('resets a forgotten password through every step, then signs in with it', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await page.clock.install();
    const newPassword = 'Medaase!2027';
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Enter your email.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();

    // /check-email shows where the code went (a reload keeps it) and Resend mails a real new code
    // after a visible one-minute wait (issue 16).
    await expect(page).toHaveURL(`/check-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const first = await mailedCode(request, email, 'password reset');
    await page.reload();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const resend = page.getByRole('button', { name: /^Resend code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend code in \d+s$/);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Please enter 6-digit code.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.clock.fastForward('01:01');
    await expect(resend).toHaveText('Resend code');
    await resend.click();
    await expect(page.getByText('We sent a new code to your email.')).toBeVisible();
    await expect(resend).toBeDisabled();
    const second = await mailedCode(request, email, 'password reset', 2);
    if (second !== first) {
      // The new code replaced the first one.
      await typeCode(page, first);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
    }
    await typeCode(page, second);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page).toHaveURL(/\/new-password$/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await update.click();

    await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/classifieds$/);
  });
});

test.describe('check your email', () => {
  test('without an address says how to get a code; when too many codes were asked for, Resend shows the server message', async ({
    page,
    request,
  }) => {
    await page.goto('/check-email');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/example\.com/)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    const { email } = await createAccount(request);
    for (let n = 0; n < 5; n += 1) expect((await request.post('/api/v1/password/request-reset-code', { data: { email } })).ok()).toBe(true);
    // Opened afresh (no code known to this tab): Resend is open at once; the API's limit answers.
    await page.goto(`/check-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText(/^Too many password reset attempts\. Please try again in \d+ minutes?\.$/)).toBeVisible();
  });
});

test.describe('signed in already', () => {
  test('sign-in, sign-up and password reset pages send the person on instead of making a second account', async ({ page, customer }) => {
    await page.goto('/signin');
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/classifieds$/);
    for (const path of ['/signup', '/signin', '/check-email?email=ama%40example.com', '/new-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/classifieds$/);
    }
    await page.goto('/signin?redirect=%2Flikes');
    await expect(page).toHaveURL(/\/likes$/);
  });
});

test.describe('profile', () => {
  test('checks the photo and the required fields in the browser; the side menu is honest', async ({ page, request }) => {
    const { email, name } = await createAccount(request);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Full name')).toHaveValue(name);

    await page
      .getByLabel('Choose a profile photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Please select a valid image.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Photo' })).toBeDisabled();
    // Renamed .jpg, its type and name say picture: the browser decodes it first, and refuses it.
    await page
      .getByLabel('Choose a profile photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture either') });
    await expect(page.getByText('Please select a valid image.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Photo' })).toBeDisabled();

    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter full name.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();

    // A future birthday is said to be in the future, not badly written (issue 16).
    await page.getByLabel('Full name').fill(name);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/^Birthday/).fill(tomorrow);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Birthday cannot be in the future.')).toBeVisible();
    await expect(page.getByText('Enter a valid date (YYYY-MM-DD).')).toHaveCount(0);

    // The user menu's switch keeps its name; aria-checked carries on/off (issue 16).
    await page.getByRole('button', { name: /Account: / }).click();
    const notifications = page.getByRole('switch', { name: 'Notifications', exact: true });
    await expect(notifications).toHaveAttribute('aria-checked', 'true');
    await notifications.click();
    await expect(notifications).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Notification' }).click();
    await expect(page.getByText('Notification settings are coming soon.')).toBeVisible();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('an expired token sends the person to sign in once, with a notice', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('auth_token', 'expired.token.value'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/signin', '/signup']) {
    test(`${path} has no serious violations, in light and dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
