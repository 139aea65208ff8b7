import type { Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { listingPhoto as photo, removeListing } from './fixtures/listings';
import { bearer, newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Becoming a seller (issue 14): every 'become a seller' link leads to /become-a-seller; the test
// server approves a verified applicant at once (SELLER_APPROVAL=auto), so the same sign-in posts a
// first listing straight after. Applicants are always new people (an account applies once); the
// worker's customer only looks at the links and stays a customer.

const MESSAGES = {
  businessName: 'Enter your business or trading name.',
  registrationNumber: 'Enter the business registration number (as on your Registrar-General certificate).',
  businessAddress: 'Enter the address where buyers or couriers can collect from you.',
  region: 'Choose a region.',
  phone: 'Enter phone number.',
  phoneInvalid: 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
  courier: 'A courier account cannot also sell. Use another account to sell.',
};

const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

/** Posts a listing through the post form, as a seller would; its id. */
async function postFirstListing(page: Page, title: string): Promise<string> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Hand-woven kente stole, two metres, in gold and green.');
  await page.getByLabel('Price (GHC)').fill('350');
  await page.getByLabel('Category', { exact: true }).selectOption('Fashion');
  await page.getByLabel('Sub-category').selectOption('Accessories');
  await page.getByLabel('Photos', { exact: true }).setInputFiles([await photo('kente.jpg', '#b45309', 'Kente')]);
  await page.getByRole('button', { name: 'Preview Listing' }).click();
  await page.getByRole('button', { name: 'Submit Listing' }).click();
  await expect(page.getByRole('heading', { name: 'Listing posted successfully!' })).toBeVisible({ timeout: 30_000 });
  const id = (await page.getByRole('link', { name: 'View your listing' }).getAttribute('href'))?.match(/\/listing\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test.describe('becoming a seller', () => {
  test('a new customer applies from the post-listing dead end, is approved at once and posts a first listing with the same sign-in', async ({
    page,
    request,
    newCustomer,
  }) => {
    test.setTimeout(120_000);
    const person = await newCustomer({ name: 'Yaa Asantewaa', phone: '0241234567' });
    await signIn(page, person);
    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Seller Access Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Upgrade to Seller' }).click();
    await expect(page).toHaveURL(/\/become-a-seller$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();

    // The form starts from the profile: the name as the trading name, the phone and the address.
    const form = page.getByRole('form', { name: 'Seller application' });
    await expect(form.getByLabel('Business or trading name')).toHaveValue('Yaa Asantewaa');
    await expect(form.getByLabel('Phone')).toHaveValue(/241234567$/);
    await expect(form.getByLabel('Business address')).toHaveValue('Adum, Kumasi');
    await expect(form.getByLabel('As an individual')).toBeChecked();
    await form.getByLabel('Business or trading name').fill('Yaa Kente House');
    await form.getByLabel('Region').selectOption('Ashanti');
    await form.getByLabel('About your business').fill('Kente and adinkra cloth, woven in Bonwire.');
    const before = await token(page);
    await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();

    const approved = page.getByRole('heading', { name: 'You can now sell on Dwa' });
    await expect(approved).toBeVisible();
    await expect(approved).toBeFocused();
    await expect(page.getByText('Your application for Yaa Kente House was approved.', { exact: false })).toBeVisible();
    expect(await token(page)).toBe(before);
    // The approval's notice is counted in the header at once.
    await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    const mine = (await (await request.get('/api/v1/seller-applications/me', { headers: bearer(person) })).json()) as {
      is_seller: boolean;
      application: { status: string; decided_by: string };
    };
    expect(mine).toMatchObject({ is_seller: true, application: { status: 'approved', decided_by: 'system' } });

    // No new sign-in: the guard lets the seller through to the post form, and the same token posts.
    await page.getByRole('link', { name: 'Post your first listing' }).click();
    await expect(page).toHaveURL(/\/post-listing$/);
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();
    const id = await postFirstListing(page, `E2E Kente stole ${Date.now()}`);
    try {
      expect(await token(page)).toBe(before);
      // /account now offers the seller's shortcuts, and the application page says they can sell.
      await page.goto('/account');
      await expect(page.getByRole('link', { name: /Manage listings/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Posting ads needs a seller account' })).toHaveCount(0);
      await page.goto('/profile');
      await expect(page.getByLabel('Account type')).toHaveValue('Seller');
      await expect(page.getByRole('heading', { name: 'Want to sell on Dwa?' })).toHaveCount(0);
    } finally {
      await removeListing(request, person, Number(id));
    }
  });

  test("the post form's 'become a seller' dialog leads to the application, and the session catches up", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(120_000);
    // A seller whose account an admin turns back into a customer's while the post form is open.
    const person = await newSeller(request, admin, { name: 'Kojo Ansah' });
    await signIn(page, person);
    await page.goto('/post-listing');
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();
    const demoted = await request.patch(`/api/v1/admin/users/${person.id}`, { headers: bearer(admin), data: { user_type: 'CUSTOMER' } });
    expect(demoted.ok(), await demoted.text()).toBe(true);

    await page.getByLabel('Title').fill(`E2E Refused stool ${Date.now()}`);
    await page.getByLabel('Description').fill('A carved stool that should never be posted.');
    await page.getByLabel('Price (GHC)').fill('90');
    await page.getByLabel('Category', { exact: true }).selectOption('Home & Garden');
    await page.getByLabel('Sub-category').selectOption('Furniture');
    await page.getByLabel('Photos', { exact: true }).setInputFiles([await photo('stool.jpg', '#1d4ed8', 'Stool')]);
    await page.getByRole('button', { name: 'Preview Listing' }).click();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a seller to post listings' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('contact support');
    await dialog.getByRole('button', { name: 'Become a Seller' }).click();
    await expect(page).toHaveURL(/\/become-a-seller$/);

    const form = page.getByRole('form', { name: 'Seller application' });
    await form.getByLabel('Region').selectOption('Central');
    await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
    await expect(page.getByRole('heading', { name: 'You can now sell on Dwa' })).toBeVisible();
    await page.getByRole('link', { name: 'Post your first listing' }).click();
    await expect(page.getByRole('heading', { name: 'Post a Classified Listing' })).toBeVisible();
  });

  test('a visitor signs in first and comes back to the application', async ({ page, newCustomer }) => {
    const person = await newCustomer({ name: 'Efua Mensah' });
    await page.goto('/become-a-seller');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fbecome-a-seller$/);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/become-a-seller$/);
    await expect(page.getByRole('form', { name: 'Seller application' }).getByLabel('Business or trading name')).toHaveValue('Efua Mensah');
  });

  test('the form shows the shared messages under its fields, the registration number only for a registered business', async ({
    page,
    newCustomer,
  }) => {
    const person = await newCustomer();
    await signIn(page, person);
    await page.goto('/become-a-seller');
    const form = page.getByRole('form', { name: 'Seller application' });
    await expect(form.getByLabel('Business or trading name')).not.toHaveValue('');
    await form.getByLabel('Business or trading name').fill('   ');
    await form.getByLabel('Business address').fill('');
    await form.getByLabel('Phone').fill('');
    await expect(form.getByLabel('Business registration number')).toHaveCount(0);
    await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
    for (const message of [MESSAGES.businessName, MESSAGES.businessAddress, MESSAGES.region, MESSAGES.phone])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Business or trading name')).toBeFocused();
    await expect(form.getByLabel('Business or trading name')).toHaveAttribute('aria-invalid', 'true');

    // A registered business is asked for its number, with the other missing fields.
    await form.getByLabel('As a registered business').check();
    await expect(form.getByLabel('Business registration number')).toBeVisible();
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
    await expect(form.getByText(MESSAGES.registrationNumber, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.phoneInvalid, { exact: true })).toBeVisible();

    // Fixed field by field, the messages go; an individual is not asked for the number.
    await form.getByLabel('Business or trading name').fill('Adjoa Beads');
    await form.getByLabel('Business address').fill('Kaneshie Market, Accra');
    await form.getByLabel('Region').selectOption('Greater Accra');
    await form.getByLabel('Phone').fill('0201234567');
    await form.getByLabel('As an individual').check();
    await expect(form.getByLabel('Business registration number')).toHaveCount(0);
    for (const message of [MESSAGES.businessName, MESSAGES.businessAddress, MESSAGES.region, MESSAGES.phoneInvalid])
      await expect(form.getByText(message, { exact: true })).toHaveCount(0);
  });

  test('a seller can already sell; a courier is told to use another account', async ({ page, seller, courier, pageAs }) => {
    await signIn(page, seller);
    await page.goto('/become-a-seller');
    await expect(page.getByRole('heading', { name: 'You can already sell on Dwa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a Classified Listing' })).toHaveAttribute('href', '/post-listing');
    await expect(page.getByRole('form', { name: 'Seller application' })).toHaveCount(0);

    const courierPage = await pageAs(courier);
    await courierPage.goto('/become-a-seller');
    await expect(courierPage.getByText(MESSAGES.courier)).toBeVisible();
    await expect(courierPage.getByRole('form', { name: 'Seller application' })).toHaveCount(0);
  });

  test('/account, /seller and the profile lead a customer to the application', async ({ page, customer }) => {
    await signIn(page, customer);
    for (const start of ['/account', '/seller', '/profile']) {
      await page.goto(start);
      const link = page.getByRole('link', { name: 'Become a Seller', exact: true });
      await expect(link).toHaveAttribute('href', '/become-a-seller');
    }
    await page.getByRole('link', { name: 'Become a Seller', exact: true }).click();
    await expect(page).toHaveURL(/\/become-a-seller$/);
    await expect(page.getByRole('form', { name: 'Seller application' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the application, its messages and its answer have no serious violations in light and dark at 360 px', async ({
    page,
    newCustomer,
  }) => {
    const person = await newCustomer({ name: 'Akosua Darko' });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, person);
    const form = page.getByRole('form', { name: 'Seller application' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/become-a-seller');
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await form.getByLabel('As a registered business').check();
      await form.getByLabel('Business address').fill('');
      await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
      await expect(form.getByText(MESSAGES.registrationNumber, { exact: true })).toBeVisible();
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await form.getByLabel('Business registration number').fill('CS123456789');
    await form.getByLabel('Business address').fill('Spintex Road, Accra');
    await form.getByLabel('Region').selectOption('Greater Accra');
    await form.getByRole('button', { name: 'Apply to Become a Seller' }).click();
    await expect(page.getByRole('heading', { name: 'You can now sell on Dwa' })).toBeVisible();
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'You can now sell on Dwa' })).toBeVisible();
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });
});
