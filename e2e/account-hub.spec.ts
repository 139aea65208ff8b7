import { seriousA11yViolations, signIn } from './fixtures/browser';
import { expect, test } from './fixtures/test';

// /account and /seller: where "Post an Ad", "Post AD", "Seller" and "Sell Anything" lead.

test('a visitor on /account is offered sign in, and comes back after signing in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Faccount$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a seller on /account goes on to post an ad', async ({ page, seller }) => {
  await signIn(page, seller);
  await page.goto('/');
  await page.getByRole('link', { name: 'Post an Ad', exact: true }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('link', { name: /Post a Classified Listing/ }).click();
  await expect(page).toHaveURL(/\/post-listing$/);
});

test('a customer on /account learns that posting needs a seller account, and where to apply', async ({ page, customer }) => {
  await signIn(page, customer);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Posting ads needs a seller account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Seller', exact: true })).toHaveAttribute('href', '/become-a-seller');
  await expect(page.getByRole('link', { name: /Post a Classified Listing/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('/seller explains selling and points a visitor to sign up', async ({ page }) => {
  await page.goto('/seller');
  await expect(page.getByRole('heading', { name: 'Sell on Dwa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/signin?redirect=%2Fbecome-a-seller');
  await page.getByRole('link', { name: 'Sign Up to Sell' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
