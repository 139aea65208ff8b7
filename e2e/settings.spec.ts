import { seriousA11yViolations } from './fixtures/browser';
import { bearer, newCourier, newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Settings that used to say 'coming soon' (issue 36): a seller's Selling preferences (business
// profile, the pickup address couriers collect from, notification choices) and a courier's Settings
// on the Driver Board (vehicle, plate, regions served, usual hours). Each is saved, refused when
// wrong with the form's own words, and still there after a reload. Fresh people for each: the
// worker's courier must keep serving every region for the other journeys.

test('a seller sets their business profile, pickup address and notification choices from the account menu', async ({
  request,
  admin,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const seller = await newSeller(request, admin, { name: 'Efua Boateng', phone: '0241112233' });
  const page = await pageAs(seller, { viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('link', { name: 'Selling preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selling preferences' })).toBeVisible();
  // No placeholder section ('... settings are coming soon.'); the footer's app badges say 'Coming soon on'.
  await expect(page.getByText(/settings are coming soon/i)).toHaveCount(0);

  const business = page.getByRole('form', { name: 'Business profile' });
  await business.getByLabel('Business or trading name').fill("Efua's Beads");
  await business.getByLabel('Pickup address').fill('');
  await business.getByRole('button', { name: 'Save business profile' }).click();
  await expect(business.getByText('Enter the address where buyers or couriers can collect from you.')).toBeVisible();
  await expect(business.getByLabel('Pickup address')).toBeFocused();

  await business.getByLabel('Pickup address').fill('Stall 7, Makola Market, Accra');
  await business.getByLabel(/Business phone/).fill('030 212 3456');
  await business.getByLabel(/About your business/).fill('Hand-made glass beads from Krobo.');
  await business.getByRole('button', { name: 'Save business profile' }).click();
  await expect(page.getByText('Business profile saved.')).toBeVisible();

  const choices = page.getByRole('form', { name: 'Notifications about your sales' });
  await expect(choices.getByRole('checkbox', { name: /New orders/ })).toBeChecked();
  await choices.getByRole('checkbox', { name: /New messages/ }).uncheck();
  await choices.getByRole('checkbox', { name: /Likes on my listings/ }).uncheck();
  await choices.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(page.getByText('Notification choices saved.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // After a reload everything is as saved: the phone in its +233 form.
  await page.reload();
  await expect(business.getByLabel('Business or trading name')).toHaveValue("Efua's Beads");
  await expect(business.getByLabel('Pickup address')).toHaveValue('Stall 7, Makola Market, Accra');
  await expect(business.getByLabel(/Business phone/)).toHaveValue('+233302123456');
  await expect(choices.getByRole('checkbox', { name: /New messages/ })).not.toBeChecked();
  await expect(choices.getByRole('checkbox', { name: /Likes on my listings/ })).not.toBeChecked();
  await expect(choices.getByRole('checkbox', { name: /New orders/ })).toBeChecked();

  // The server holds the same choices.
  const saved = await request.get('/api/v1/notification-preferences', { headers: bearer(seller) });
  expect(await saved.json()).toMatchObject({ new_message: false, listing_like: false, new_order: true });

  // Where the money from sales goes is one tap away.
  await page.getByRole('link', { name: 'Set payout method' }).click();
  await expect(page).toHaveURL(/\/earnings\/payout-method\?wallet=seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
});

test('someone who cannot sell is pointed to Become a Seller', async ({ customer, pageAs }) => {
  const page = await pageAs(customer);
  await page.goto('/selling-preferences');
  await expect(page.getByText('Selling preferences are for sellers')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/become-a-seller');
});

test("a courier sets their vehicle, plate, regions and hours in the Driver Board's Settings", async ({ request, admin, pageAs }) => {
  test.setTimeout(90_000);
  const courier = await newCourier(request, admin, { name: 'Yaw Darko', phone: '0551112233' });
  const page = await pageAs(courier, { viewport: { width: 360, height: 780 } });
  await page.goto('/delivery-request');
  await expect(page.getByRole('heading', { name: 'Driver Board' })).toBeVisible();

  const openSettings = async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('form', { name: 'Settings' })).toBeVisible();
    return dialog;
  };
  let dialog = await openSettings();
  await dialog.getByLabel('Vehicle type').selectOption('car');
  await dialog.getByLabel('Number plate').fill('gr 1234-24');
  await dialog.getByRole('checkbox', { name: 'Volta' }).check();
  await dialog.getByRole('checkbox', { name: 'Greater Accra' }).check();
  await dialog.getByRole('checkbox', { name: 'I keep regular hours' }).check();
  await dialog.getByRole('checkbox', { name: 'Fri' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Sat' }).check();
  await dialog.getByLabel('From').fill('18:00');
  await dialog.getByLabel('Until').fill('09:00');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('The end time must be after the start time.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByLabel('Until').fill('22:30');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openSettings();
  await expect(dialog.getByLabel('Vehicle type')).toHaveValue('car');
  await expect(dialog.getByLabel('Number plate')).toHaveValue('GR 1234-24');
  await expect(dialog.getByRole('checkbox', { name: 'Volta' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Greater Accra' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ashanti' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'I keep regular hours' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Fri' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await expect(dialog.getByLabel('From')).toHaveValue('18:00');
  await expect(dialog.getByLabel('Until')).toHaveValue('22:30');
});
