import { newAdmin } from './fixtures/admins';
import { bearer } from './fixtures/people';
import { expect as baseExpect, test } from './fixtures/test';

// The console's pages load several lazy chunks after the session: give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

// The admin console's users (issue 14): find someone, read their page, deactivate them with a reason
// (their next request is refused and their open page sends them to sign in), reactivate them.

test.describe('users in the admin console', () => {
  test('an admin deactivates a user whose next request is refused, then reactivates them', async ({
    request,
    admin,
    newCustomer,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const person = await newCustomer({ name: 'Kwesi Appiah', phone: '0271234567' });
    const theirPage = await pageAs(person);
    await theirPage.goto('/profile');
    await expect(theirPage.getByRole('button', { name: /Account:/ })).toBeVisible();

    const adminPage = await pageAs(await newAdmin(request, admin));
    await adminPage.goto('/account');
    await adminPage.getByRole('link', { name: /Admin console/ }).click();
    await expect(adminPage).toHaveURL(/\/admin$/);
    await adminPage.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }).click();
    const search = adminPage.getByRole('search', { name: 'Users' });
    await search.getByLabel('Name, email or phone').fill(person.email.toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    const found = adminPage.getByRole('list', { name: 'Users found' });
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await found.getByRole('link', { name: 'Kwesi Appiah' }).click();

    await expect(adminPage.getByRole('heading', { level: 1, name: 'Kwesi Appiah' })).toBeVisible();
    await expect(adminPage.getByText(person.email, { exact: true })).toBeVisible();
    // The fixture signed in through the API: the sign-in history has it.
    await expect(adminPage.getByRole('region', { name: /Sign-in history/ }).getByText('Signed in')).not.toHaveCount(0);

    await adminPage.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Deactivate this account?' });
    await dialog.getByLabel('Reason').fill('Asked buyers to pay before meeting, three reports.');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText('Deactivated', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Reactivate' })).toBeVisible();

    // Their token is refused at once, and signing in again is refused too.
    expect((await request.get('/api/v1/users/me', { headers: bearer(person) })).status()).toBe(401);
    expect((await request.post('/api/v1/auth/login', { data: { email: person.email, password: person.password } })).ok()).toBe(false);
    // Their open page: the next request fails and sends them to sign in.
    await theirPage.goto('/purchases');
    await expect(theirPage).toHaveURL(/\/signin/);
    await expect(theirPage.getByRole('button', { name: /Account:/ })).toHaveCount(0);

    // The decision and its reason are in the audit log, found by the user's id.
    await adminPage.goto(`/admin/audit?target_type=user&target_id=${person.id}`);
    const entry = adminPage.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').filter({ hasText: 'user.deactivated' });
    await expect(entry).toContainText('Reason: Asked buyers to pay before meeting, three reports.');

    await adminPage.goBack();
    await adminPage.getByRole('button', { name: 'Reactivate' }).click();
    await adminPage.getByRole('dialog', { name: 'Reactivate this account?' }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(adminPage.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(adminPage.getByText('Deactivated', { exact: true })).toHaveCount(0);
    expect((await request.post('/api/v1/auth/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  });

  test('the console is for admins only: a customer sees 403, a visitor is sent to sign in, and neither gets the Admin console link', async ({
    page,
    customer,
    pageAs,
  }) => {
    const theirPage = await pageAs(customer);
    await theirPage.goto('/admin/users');
    await expect(theirPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(theirPage.getByText('Error 403')).toBeVisible();
    await expect(theirPage.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
    await theirPage.goto('/account');
    await expect(theirPage.getByRole('link', { name: 'Profile' }).first()).toBeVisible();
    await expect(theirPage.getByRole('link', { name: /Admin console/ })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin$/);
  });
});
