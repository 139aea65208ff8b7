import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures/browser';
import { goOnline } from './fixtures/deliveries';
import { bearer, type Person } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Rides (issue 19): a rider and a driver in two browser contexts against the real server. The rider
// requests a ride on a phone-sized screen; the worker's courier (a motorbike: okada rides) accepts it
// on the Driver Board, arrives, starts it with the rider's trip code and completes it; the rider sees
// each step live (no reload), rates the driver and finds the ride in the history with its receipt.
// Then: Mobile Money charged at the end (a declined prompt, Pay again), the driver's chat and SOS in
// My Rides, and the bell telling each side when the other calls a ride off. Axe at 360 px in light
// and dark.

const phone = { viewport: { width: 360, height: 740 } };
const atOsu = { geolocation: { latitude: 5.5565, longitude: -0.1825 }, permissions: ['geolocation'] };

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

/** The driver on the Driver Board, online: ride requests sit beside delivery jobs. */
async function driverOnline(driver: Page) {
  await goOnline(driver);
  await expect(driver.getByRole('heading', { name: 'Ride Requests' })).toBeVisible();
}

/** The rider's trip on /ride, up to the Request button (pressed by the caller). */
async function planTrip(rider: Page, stop: string) {
  await rider.goto('/ride');
  await expect(rider.getByRole('heading', { name: 'Dwa Ride' })).toBeVisible();
  await expect(rider.getByRole('heading', { name: 'Your rides' })).toBeVisible();
  await rider.getByLabel('Pickup', { exact: true }).fill('Oxford Street, Osu');
  await rider.getByLabel('Drop-off', { exact: true }).fill(stop);
  await rider.getByLabel('Your phone (for the driver)').fill('024 555 1234');
}

/** The driver takes the ride to `stop` from the board; answers its card in My Rides. */
async function acceptRide(driver: Page, stop: string): Promise<Locator> {
  await driver.getByRole('listitem').filter({ hasText: stop }).getByRole('button', { name: 'Accept Ride' }).click();
  const myRide = driver.getByRole('region', { name: 'My Rides' }).getByRole('listitem').filter({ hasText: stop });
  await expect(myRide.getByRole('button', { name: "I've arrived" })).toBeVisible();
  return myRide;
}

/** The money in a 'GH¢ 12.50' figure. */
const cedisIn = (text: string | null): number => Number(/GH¢\s*([\d.]+)/.exec(text ?? '')?.[1] ?? Number.NaN);

/** The figure under `label` on the Driver Board, once it is loaded. */
async function boardFigure(driver: Page, label: string): Promise<Locator> {
  const figure = driver
    .getByRole('region', { name: 'Driver Board' })
    .locator('dl > div')
    .filter({ has: driver.locator('dt', { hasText: label }) })
    .locator('dd');
  await expect(figure).toHaveText(/GH¢/);
  return figure;
}

/** Arrived, started with the rider's code, completed. */
async function driveToTheEnd(rider: Page, myRide: Locator) {
  const code = (await rider.getByTestId('trip-code').textContent())?.trim() ?? '';
  await myRide.getByRole('button', { name: "I've arrived" }).click();
  await expect(rider.getByRole('heading', { name: 'Your driver has arrived' })).toBeVisible();
  await myRide.getByLabel("Rider's trip code").fill(code);
  await myRide.getByRole('button', { name: 'Start trip' }).click();
  await expect(rider.getByRole('heading', { name: 'On trip' })).toBeVisible();
  await myRide.getByRole('button', { name: 'Complete trip' }).click();
  await expect(rider.getByRole('heading', { name: 'Trip completed' })).toBeVisible();
}

async function unreadNotifications(request: APIRequestContext, person: Person): Promise<number> {
  const answer = await request.get('/api/v1/notifications/unread-count', { headers: bearer(person) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { unread_count: number }).unread_count;
}

test.describe('ride', () => {
  test('request, accept, arrive, start with the code, complete, rate, find it in history', async ({
    customer: riderAccount,
    courier: driverAccount,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const stop = `E2E stop ${Date.now()}`;
    const rider = await pageAs(riderAccount, phone);
    const driver = await pageAs(driverAccount, atOsu);

    // The driver goes online on the Driver Board: ride requests sit beside delivery jobs.
    await driverOnline(driver);
    await driver.getByLabel('Number plate').fill('GR 2024-26');
    await driver.getByRole('button', { name: 'Save' }).click();
    await expect(driver.getByText('Number plate saved')).toBeVisible();

    // The rider: fares per vehicle from the server, then a request.
    await planTrip(rider, stop);
    for (const vehicle of ['okada', 'tricycle', 'car']) await expect(rider.getByTestId(`fare-${vehicle}`)).toHaveText(/^GH¢ \d+\.\d\d$/);
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
    let reloads = 0;
    rider.on('framenavigated', (frame) => {
      if (frame === rider.mainFrame()) reloads += 1;
    });
    await rider.getByRole('button', { name: 'Request Okada' }).click();
    await expect(rider.getByRole('heading', { name: 'Searching for a driver...' })).toBeVisible();

    // The driver takes it from the board (their earnings so far noted: the fare adds to them).
    const earnedBefore = cedisIn(await (await boardFigure(driver, "Today's earnings")).textContent());
    const myRide = await acceptRide(driver, stop);

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
    const fare = cedisIn(await rider.getByText(/^Fare: GH¢/).textContent());
    expect(fare).toBeGreaterThan(0);

    // A cash ride counts in the driver's earnings (issue 36), as the ledger has them (issue 31): today's
    // figure grows by the fare less Dwa's 5 % commission (the driver keeps the cash and owes that), and
    // the list in View Earnings shows the ride's fare.
    const farePesewas = Math.round(fare * 100);
    const commission = Math.floor((farePesewas * 500 + 5000) / 10_000);
    await expect(await boardFigure(driver, "Today's earnings (after commission)")).toHaveText(
      `GH¢ ${((Math.round(earnedBefore * 100) + farePesewas - commission) / 100).toFixed(2)}`,
    );
    await driver.getByRole('button', { name: 'View Earnings' }).click();
    const earnings = driver.getByRole('dialog', { name: 'Earnings' });
    const rideLine = earnings.getByRole('listitem').filter({ hasText: `Ride to ${stop}` });
    await expect(rideLine).toContainText(`GH¢ ${fare.toFixed(2)}`);
    await expect(earnings).toContainText('From rides');
    await expect(earnings).toContainText('Total earned (after commission)');
    await expect(earnings).toContainText('Commission owed on cash jobs');
    await driver.keyboard.press('Escape');

    // A reload before rating keeps the finished ride and its rating form on screen.
    await rider.reload();
    await expect(rider.getByRole('heading', { name: 'Trip completed' })).toBeVisible();

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

  test("Mobile Money at the trip's end (declined, then paid again), and the driver's chat and SOS in My Rides", async ({
    customer: riderAccount,
    courier: driverAccount,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const stop = `E2E momo stop ${Date.now()}`;
    const rider = await pageAs(riderAccount, phone);
    const driver = await pageAs(driverAccount, { ...phone, ...atOsu });
    await driverOnline(driver);

    // The rider pays by Mobile Money, on the sandbox's number that declines.
    await planTrip(rider, stop);
    await rider.getByLabel('Payment', { exact: true }).selectOption('momo');
    await rider.getByLabel('Mobile Money network').selectOption('MTN');
    await rider.getByLabel('Mobile Money number').fill('024 000 0001');
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
    await rider.getByRole('button', { name: 'Request Okada' }).click();
    await expect(rider.getByRole('heading', { name: 'Searching for a driver...' })).toBeVisible();
    await expect(rider.getByText('Okada · GH¢').first()).toContainText('Mobile Money');

    // The driver writes to the rider from My Rides; each side sees the other's message live.
    const myRide = await acceptRide(driver, stop);
    await expect(myRide).toContainText('Mobile Money');
    await myRide.getByRole('button', { name: 'Chat' }).click();
    const driverChat = driver.getByRole('dialog', { name: 'Chat with your rider' });
    await driverChat.getByLabel('Message').fill('I am at the Total station');
    await driverChat.getByRole('button', { name: 'Send' }).click();
    await expect(driverChat.getByText('I am at the Total station')).toBeVisible();
    await noHorizontalScroll(driver);
    expect(await seriousA11yViolations(driver)).toEqual([]);
    await expect(rider.getByRole('heading', { name: 'Your driver is on the way' })).toBeVisible();
    await rider.getByRole('region', { name: 'Your driver', exact: true }).getByRole('button', { name: 'Chat' }).click();
    const riderChat = rider.getByRole('dialog', { name: 'Chat with your driver' });
    await expect(riderChat.getByText('I am at the Total station')).toBeVisible();
    await riderChat.getByLabel('Message').fill('Coming out now');
    await riderChat.getByRole('button', { name: 'Send' }).click();
    await expect(driverChat.getByText('Coming out now')).toBeVisible();
    await driver.keyboard.press('Escape');
    await rider.keyboard.press('Escape');
    await expect(riderChat).toBeHidden();

    // SOS from My Rides, after a confirmation.
    await myRide.getByRole('button', { name: 'SOS' }).click();
    const confirm = driver.getByRole('dialog', { name: 'Send an SOS?' });
    expect(await seriousA11yViolations(driver)).toEqual([]);
    await confirm.getByRole('button', { name: 'Send SOS' }).click();
    await expect(driver.getByText(/^Dwa support has your SOS and your position/)).toBeVisible();
    await expect(confirm).toBeHidden();

    // The trip ends: the prompt goes to the rider's phone, is declined, and is paid again on another number.
    await driveToTheEnd(rider, myRide);
    await expect(driver.getByText(/The rider gets a Mobile Money prompt for GH¢/)).toBeVisible();
    const failed = rider.getByRole('form', { name: 'Payment failed' });
    await expect(failed).toContainText('Declined by the payer', { timeout: 30_000 });
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
    await failed.getByLabel('Mobile Money number').fill('024 555 1234');
    await failed.getByRole('button', { name: /^Pay GH¢ \d+\.\d\d again$/ }).click();
    await expect(rider.getByText(/^Paid by Mobile Money \(MTN \+233 24 \*\*\* 1234\)\.$/)).toBeVisible({ timeout: 30_000 });

    // Done without rating: the receipt says how it was paid, and the ride can still be rated there, in light and dark.
    await rider.getByRole('button', { name: 'Done' }).click();
    const past = rider.getByRole('region', { name: 'Your rides' }).getByRole('listitem').filter({ hasText: stop });
    await past.locator('summary').click();
    await expect(past.getByLabel(/^Receipt for ride/)).toContainText('Mobile Money · Paid');
    const rate = past.getByRole('form', { name: 'Rate your driver' });
    await rate.getByRole('radio', { name: '4 stars' }).click();
    await rate.getByLabel('Comment (optional)').fill('Smooth ride');
    expect(await seriousA11yViolations(rider)).toEqual([]);
    await rate.getByRole('button', { name: 'Submit rating' }).click();
    await expect(past.getByLabel(/^Receipt for ride/).getByText('4 of 5', { exact: true })).toBeVisible();
    await expect(rate).toHaveCount(0);
    await rider.emulateMedia({ colorScheme: 'dark' });
    await expect(rider.locator('html')).toHaveClass(/dark/);
    expect(await seriousA11yViolations(rider)).toEqual([]);
  });

  test('the bell: the rider hears when the driver gives the ride up, the driver when the rider cancels', async ({
    customer: riderAccount,
    courier: driverAccount,
    pageAs,
    request,
  }) => {
    test.setTimeout(180_000);
    const stop = `E2E bell stop ${Date.now()}`;
    const rider = await pageAs(riderAccount, phone);
    const driver = await pageAs(driverAccount, atOsu);
    await driverOnline(driver);
    await planTrip(rider, stop);
    await rider.getByRole('button', { name: 'Request Okada' }).click();
    await expect(rider.getByRole('heading', { name: 'Searching for a driver...' })).toBeVisible();
    let myRide = await acceptRide(driver, stop);
    await expect(rider.getByRole('heading', { name: 'Your driver is on the way' })).toBeVisible();

    // The driver gives it up: the rider's bell counts one more at once, and the search starts again.
    const riderUnread = await unreadNotifications(request, riderAccount);
    await myRide.getByRole('button', { name: "Can't make it?" }).click();
    await myRide.getByLabel('Why are you giving it up?').fill('Flat tyre');
    await myRide.getByRole('button', { name: 'Give up ride' }).click();
    await expect(driver.getByText('The ride is back on the board for another driver.')).toBeVisible();
    await expect(rider.getByRole('link', { name: `Notifications, ${riderUnread + 1} unread` })).toBeVisible();
    await expect(rider.getByRole('heading', { name: 'Searching for a driver...' })).toBeVisible();

    // Taken again, then cancelled by the rider: the driver's bell counts one more and My Rides lets it go.
    myRide = await acceptRide(driver, stop);
    const driverUnread = await unreadNotifications(request, driverAccount);
    await expect(rider.getByRole('heading', { name: 'Your driver is on the way' })).toBeVisible();
    await rider.getByRole('button', { name: 'Cancel ride' }).click();
    await expect(rider.getByRole('heading', { name: 'Ride cancelled' })).toBeVisible();
    await expect(driver.getByRole('link', { name: `Notifications, ${driverUnread + 1} unread` })).toBeVisible();
    await expect(myRide).toBeHidden();

    // Each finds what happened on the Notifications page.
    await driver.goto('/notifications');
    await expect(
      driver
        .getByRole('list', { name: 'Notifications' })
        .getByRole('link')
        .filter({ hasText: `Ride cancelled: Okada ride to ${stop}` }),
    ).toContainText('The rider cancelled this ride');
    expect(await seriousA11yViolations(driver)).toEqual([]);
    await rider.goto('/notifications');
    await expect(
      rider
        .getByRole('list', { name: 'Notifications' })
        .getByRole('link')
        .filter({ hasText: `Your driver gave up your Okada ride to ${stop}` }),
    ).toContainText('Flat tyre');
    await noHorizontalScroll(rider);
    expect(await seriousA11yViolations(rider)).toEqual([]);
  });
});
