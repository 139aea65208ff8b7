import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { expect, test } from './fixtures/test';

// Rides (issue 19): a rider and a driver in two browser contexts against the real server. The rider
// requests a ride on a phone-sized screen; the worker's courier (a motorbike: okada rides) accepts it
// on the Driver Board, arrives, starts it with the rider's trip code and completes it; the rider sees
// each step live (no reload), rates the driver and finds the ride in the history with its receipt.
// Axe at 360 px in light and dark.

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

test.describe('ride', () => {
  test('request, accept, arrive, start with the code, complete, rate, find it in history', async ({ customer: riderAccount, courier: driverAccount, pageAs }) => {
    test.setTimeout(180_000);
    const stop = `E2E stop ${Date.now()}`;
    const phone = { viewport: { width: 360, height: 740 } };
    const rider = await pageAs(riderAccount, phone);
    const driver = await pageAs(driverAccount, { geolocation: { latitude: 5.5565, longitude: -0.1825 }, permissions: ['geolocation'] });

    // The driver goes online on the Driver Board: ride requests sit beside delivery jobs.
    await driver.goto('/delivery-request');
    await driver.getByRole('button', { name: 'Delivery Personnel' }).click();
    const online = driver.getByRole('switch', { name: 'Online' });
    await expect(online).toBeVisible();
    if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await expect(driver.getByRole('heading', { name: 'Ride Requests' })).toBeVisible();
    await driver.getByLabel('Number plate').fill('GR 2024-26');
    await driver.getByRole('button', { name: 'Save' }).click();
    await expect(driver.getByText('Number plate saved')).toBeVisible();

    // The rider: fares per vehicle from the server, then a request.
    await rider.goto('/ride');
    await expect(rider.getByRole('heading', { name: 'Dwa Ride' })).toBeVisible();
    await expect(rider.getByRole('heading', { name: 'Your rides' })).toBeVisible();
    await rider.getByLabel('Pickup', { exact: true }).fill('Oxford Street, Osu');
    await rider.getByLabel('Drop-off', { exact: true }).fill(stop);
    for (const vehicle of ['okada', 'tricycle', 'car']) await expect(rider.getByTestId(`fare-${vehicle}`)).toHaveText(/^GH¢ \d+\.\d\d$/);
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
    await rider.getByLabel('Your phone (for the driver)').fill('024 555 1234');
    let reloads = 0;
    rider.on('framenavigated', (frame) => {
      if (frame === rider.mainFrame()) reloads += 1;
    });
    await rider.getByRole('button', { name: 'Request Okada' }).click();
    await expect(rider.getByRole('heading', { name: 'Searching for a driver...' })).toBeVisible();

    // The driver takes it from the board.
    const request = driver.getByRole('listitem').filter({ hasText: stop });
    await request.getByRole('button', { name: 'Accept Ride' }).click();
    const myRide = driver.getByRole('region', { name: 'My Rides' }).getByRole('listitem').filter({ hasText: stop });
    await expect(myRide.getByRole('button', { name: "I've arrived" })).toBeVisible();

    // The rider sees the driver on the way, with name, plate, Call and Chat, and the trip code.
    await expect(rider.getByRole('heading', { name: 'Your driver is on the way' })).toBeVisible();
    const driverCard = rider.getByRole('region', { name: 'Your driver', exact: true });
    await expect(driverCard).toContainText(driverAccount.name);
    await expect(driverCard).toContainText('GR 2024-26');
    await expect(driverCard.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
    await expect(driverCard.getByRole('button', { name: 'Chat' })).toBeVisible();
    const code = (await rider.getByTestId('trip-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{4}$/);
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);

    await myRide.getByRole('button', { name: "I've arrived" }).click();
    await expect(rider.getByRole('heading', { name: 'Your driver has arrived' })).toBeVisible();
    await expect(rider.getByText('Show this code to your driver to start the trip')).toBeVisible();

    // A wrong code is refused; the rider's code starts the trip.
    await myRide.getByLabel("Rider's trip code").fill(code === '0000' ? '1111' : '0000');
    await myRide.getByRole('button', { name: 'Start trip' }).click();
    await expect(driver.getByText(/Wrong trip code/)).toBeVisible();
    await myRide.getByLabel("Rider's trip code").fill(code);
    await myRide.getByRole('button', { name: 'Start trip' }).click();
    await expect(rider.getByRole('heading', { name: 'On trip' })).toBeVisible();

    await myRide.getByRole('button', { name: 'Complete trip' }).click();
    await expect(rider.getByRole('heading', { name: 'Trip completed' })).toBeVisible();
    await expect(rider.getByText(/^Fare: GH¢/)).toBeVisible();
    expect(reloads, 'the rider page followed the ride without reloading').toBe(0);

    // The rider rates the driver.
    await rider.getByRole('radio', { name: '5 stars' }).click();
    await rider.getByRole('button', { name: 'Submit rating' }).click();
    await expect(rider.getByText('You rated this ride 5 of 5 stars.')).toBeVisible();
    expect(await seriousA11yViolations(rider)).toEqual([]);

    // Done: the ride is in the history with its receipt, in light and dark.
    await rider.getByRole('button', { name: 'Done' }).click();
    const history = rider.getByRole('region', { name: 'Your rides' });
    const past = history.getByRole('listitem').filter({ hasText: stop });
    await expect(past).toContainText('Completed');
    await past.locator('summary').click();
    await expect(past.getByLabel(/^Receipt for ride/)).toContainText(driverAccount.name);
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
    await rider.emulateMedia({ colorScheme: 'dark' });
    await rider.reload();
    await expect(rider.locator('html')).toHaveClass(/dark/);
    await expect(rider.getByRole('region', { name: 'Your rides' }).getByRole('listitem').filter({ hasText: stop })).toBeVisible();
    await rider.getByRole('region', { name: 'Your rides' }).getByRole('listitem').filter({ hasText: stop }).locator('summary').click();
    expect(await seriousA11yViolations(rider)).toEqual([]);
  });
});
