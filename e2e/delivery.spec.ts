import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { deliverThroughApi, goOnline } from './fixtures/deliveries';
import { bearer, type Person } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Delivery (issue 8): the public landing, and the whole journey between a customer and a courier in
// two browser contexts, against the real server. The customer and the approved courier are the
// worker's own (made through the API); a courier application is always a new person's. Every live
// change is checked without a reload.

// A 640x480 PNG: quick to send, and tall enough in the chat (a 320 px wide thumbnail) to push the list.
const photoPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const step = (page: Page, status: string) => page.getByRole('list', { name: 'Delivery progress' }).locator(`li[data-status="${status}"]`);

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
}

/** Every statistic in `region` sits on one line and inside its tile ('GH¢ 60.00' never breaks). */
async function figuresFit(region: Locator) {
  const figures = region.locator('dd');
  await expect(figures.filter({ hasText: /^GH¢ \d+\.\d\d$/ })).toBeVisible();
  const broken = await figures.evaluateAll((items) =>
    items
      .filter(
        (item) =>
          item.getBoundingClientRect().height > parseFloat(getComputedStyle(item).lineHeight) * 1.5 || item.scrollWidth > item.clientWidth,
      )
      .map((item) => item.textContent),
  );
  expect(broken, 'statistics that wrap or overflow').toEqual([]);
}

async function darkToo(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test.describe('delivery landing', () => {
  test('a visitor prices a delivery, takes the tour and is asked to sign in to book or apply', async ({ page }) => {
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Delivery Now' })).toBeVisible();
    for (const journey of ['Request Delivery', 'Real-time Tracking', 'In-app Chat'])
      await expect(page.getByRole('link', { name: journey, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    for (const figure of ['10K+', '15 min', '4.9', '24/7']) await expect(page.getByText(figure, { exact: true })).toBeVisible();

    // Medium x express = 10 x 1.5 x 1.5, priced by the server.
    const price = page.getByRole('region', { name: 'Price a delivery' });
    await price.getByLabel('Item size').selectOption('medium');
    await price.getByText('Express', { exact: true }).click();
    await price.getByRole('button', { name: 'Get Fare Estimate' }).click();
    const estimate = page.getByRole('region', { name: 'Fare estimate' });
    await expect(estimate).toContainText('GH¢ 22.50');
    await expect(estimate).toContainText('1-2 hours');
    await expect(estimate).toContainText('5.2 km');

    await page.getByRole('button', { name: 'Take a Tour' }).click();
    const tour = page.getByRole('dialog', { name: 'Price it first' });
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    await page.getByRole('link', { name: 'Start Delivery Now' }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fdelivery-request/);
  });

  test('has no serious accessibility violations in light and dark, and fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/delivery');
    await expect(page.getByRole('link', { name: 'Start Delivery Now' })).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await darkToo(page);
    await expect(page.getByRole('link', { name: 'Start Delivery Now' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a signed-in customer applies to become a courier and sees the application pending', async ({ page, newCustomer }) => {
    // A new account: it has never applied, however often the journey runs on one server.
    const person = await newCustomer({ name: 'Esi Courier' });
    await signIn(page, person);
    // The landing's 'Become a Courier' tile opens the application on the delivery landing.
    await page.goto('/');
    await page.getByRole('link', { name: 'Become a Courier', exact: true }).first().click();
    await expect(page).toHaveURL(/\/delivery#delivery-courier$/);
    const form = page.getByRole('form', { name: 'Courier application' });
    await expect(form).toBeInViewport();
    await form.getByLabel('Full name').fill('E2E Courier');
    await form.getByLabel('Phone').fill('0241234567');
    await form.getByLabel('Vehicle type').selectOption('bicycle');
    await form.getByLabel('Area of Ghana').selectOption('Ashanti');
    await form.getByRole('button', { name: 'Apply to Become a Courier' }).click();
    await expect(page.getByText('Application pending review')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Application pending review')).toBeVisible();
  });
});

/** An admin approves the pending courier application of `email`. */
async function approveApplication(request: APIRequestContext, admin: Person, email: string) {
  const headers = bearer(admin);
  const pending = (await (await request.get('/api/v1/admin/courier-applications?status=pending', { headers })).json()) as {
    items: { id: number; email: string }[];
  };
  const application = pending.items.find((item) => item.email === email);
  if (!application) throw new Error(`No pending application for ${email}`);
  expect((await request.post(`/api/v1/admin/courier-applications/${application.id}/approve`, { headers })).ok()).toBe(true);
}

test.describe('delivery dashboard', () => {
  test('request, accept, advance live, chat, deliver with the code, rate and see it in History', async ({
    page: customer,
    customer: customerAccount,
    courier: courierAccount,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const item = `E2E parcel ${Date.now()}`;
    await signIn(customer, customerAccount);
    // The courier's phone lets the page read its position (Update Location).
    const courier = await pageAs(courierAccount, { geolocation: { latitude: 5.6037, longitude: -0.187 }, permissions: ['geolocation'] });
    // The customer's page hears the changes over the shared socket (docs/realtime.md), not by reloading.
    const liveFrames: string[] = [];
    const deliveryFrames: { status: string; handover_code: unknown }[] = [];
    customer.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/v1/chat/ws')) return;
      socket.on('framereceived', (frame) => {
        const type = /"type":"([a-z_]+)"/.exec(String(frame.payload))?.[1];
        if (type) liveFrames.push(type);
        if (type === 'delivery')
          deliveryFrames.push((JSON.parse(String(frame.payload)) as { delivery: { status: string; handover_code: unknown } }).delivery);
      });
    });
    let reloads = 0;
    customer.on('framenavigated', (frame) => {
      if (frame === customer.mainFrame()) reloads += 1;
    });

    // The courier opens the driver board and goes online.
    await goOnline(courier);
    await expect(courier.getByRole('heading', { name: 'Available Jobs' })).toBeVisible();

    // The customer requests a delivery: estimate, then submit, which opens tracking.
    await customer.goto('/delivery-request');
    await expect(customer.getByRole('button', { name: 'Delivery Personnel' })).toHaveCount(0);
    await customer.getByLabel('Item description').fill(item);
    await customer.getByLabel('Pickup address').fill('Oxford Street, Osu, Accra');
    await customer.getByLabel('Delivery address').fill('Boundary Road, East Legon, Accra');
    await customer.getByLabel('Recipient name').fill('Ama Mensah');
    await customer.getByLabel('Recipient phone').fill('024 555 1234');
    await customer.getByRole('button', { name: 'Get Fare Estimate' }).click();
    await expect(customer.getByRole('region', { name: 'Fare estimate' })).toContainText('GH¢ 10.00');
    await customer.getByRole('button', { name: 'Submit Request' }).click();
    await expect(customer).toHaveURL(/tab=track&id=\d+/);
    await expect(step(customer, 'requested')).toHaveAttribute('data-state', 'current');
    expect(await seriousA11yViolations(customer)).toEqual([]);
    const code = (await customer.getByTestId('handover-code').innerText()).trim();
    expect(code).toMatch(/^\d{4}$/);

    // The job reaches the courier's board without a reload; the courier accepts it.
    const job = courier.getByRole('listitem', { name: item });
    await expect(job).toBeVisible({ timeout: 20_000 });
    await job.getByRole('button', { name: 'Accept Job' }).click();
    const accepted = courier.getByRole('region', { name: 'Accepted Jobs' }).getByRole('listitem', { name: item });
    await expect(accepted).toBeVisible();
    await expect(courier.getByRole('region', { name: 'Available Jobs' }).getByRole('listitem', { name: item })).toHaveCount(0);
    expect(await seriousA11yViolations(courier)).toEqual([]);

    // Each step shows up on the customer's open page.
    await expect(step(customer, 'accepted')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
    await expect(customer.getByRole('region', { name: 'Delivery Personnel' })).toContainText('Call');
    for (const [button, status] of [
      ['Picked up', 'picked_up'],
      ['In transit', 'in_transit'],
    ] as const) {
      await accepted.getByRole('button', { name: button, exact: true }).click();
      await expect(step(customer, status)).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
    }
    await expect(step(customer, 'accepted')).toHaveAttribute('data-state', 'done');

    // The courier shares a position; the customer's Current Location shows it (not the pickup address) and View on Map points at it.
    await courier.getByRole('button', { name: 'Update Location' }).click();
    await expect(courier.getByText('Location shared with your customers.')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'View on Map' })).toHaveAttribute('href', /query=5\.603700,-0\.187000/, {
      timeout: 15_000,
    });
    const whereabouts = customer.getByTestId('current-location');
    await expect(whereabouts).toContainText(/Courier's position at \d\d:\d\d/);
    await expect(whereabouts).toContainText('5.60370, -0.18700');
    await expect(whereabouts).not.toContainText('Oxford Street');

    // Report Issue files a support ticket.
    await customer.getByRole('button', { name: 'Report Issue' }).click();
    const report = customer.getByRole('dialog', { name: 'Report Issue' });
    await report.getByLabel('What went wrong?').selectOption('late');
    await report.getByLabel('Details').fill('Running a little late, just checking.');
    await report.getByRole('button', { name: 'Send Report' }).click();
    await expect(customer.getByText(/Issue reported \(ticket #\d+\)/)).toBeVisible();

    expect(liveFrames).toContain('delivery');

    // Chat both ways, live.
    await tab(customer, 'Messages').click();
    const customerChat = customer.getByRole('region', { name: /^Chat with/ });
    await customerChat.getByLabel('Message', { exact: true }).fill('Hello from the customer');
    await customerChat.getByRole('button', { name: 'Send' }).click();
    await expect(customerChat.getByRole('list', { name: 'Messages' })).toContainText('Hello from the customer');
    // The courier, on the driver board, sees that a message came in; opening the chat reads it.
    await expect(tab(courier, 'Messages, 1 new')).toBeVisible({ timeout: 15_000 });
    await accepted.getByRole('button', { name: 'Chat with customer' }).click();
    await expect(courier.getByRole('tab', { name: 'Messages', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(courier.getByTestId('tab-unread')).toHaveCount(0);
    const courierChat = courier.getByRole('region', { name: /^Chat with/ });
    await expect(courierChat.getByRole('list', { name: 'Messages' })).toContainText('Hello from the customer', { timeout: 15_000 });
    await courierChat.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'I am on my way.' }).click();
    await expect(customerChat.getByRole('list', { name: 'Messages' })).toContainText('I am on my way.', { timeout: 15_000 });
    // A photo of the parcel, with a caption and a preview before it goes; the customer sees it live.
    // The customer's copy of the picture comes late (a slow network): their chat stays at the bottom once it has loaded.
    await customer.route('**/*-320.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // A text file renamed .jpg is refused at once with the reason: no preview, nothing to send.
    await courierChat
      .getByTestId('delivery-photo-input')
      .setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
    await expect(courierChat.getByRole('alert')).toHaveText('Only image files are allowed.');
    await expect(courierChat.getByRole('img', { name: 'Photo to send' })).toHaveCount(0);
    await expect(courierChat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await courierChat
      .getByTestId('delivery-photo-input')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photoPng() });
    await expect(courierChat.getByRole('alert')).toHaveCount(0);
    await expect(courierChat.getByRole('img', { name: 'Photo to send' })).toBeVisible();
    await courierChat.getByLabel('Caption', { exact: true }).fill('Sealed and on the bike');
    await courierChat.getByRole('button', { name: 'Send' }).click();
    await expect(courierChat.getByRole('img', { name: 'Photo to send' })).toHaveCount(0);
    const parcel = customerChat
      .getByTestId('delivery-message')
      .filter({ hasText: 'Sealed and on the bike' })
      .getByRole('img', { name: 'Sent image' });
    await expect(parcel).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => parcel.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const customerList = customerChat.getByRole('list', { name: 'Messages' });
    expect(await customerList.evaluate((list) => list.scrollHeight > list.clientHeight), 'the chat list scrolls').toBe(true);
    await expect.poll(() => customerList.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight)).toBeLessThanOrEqual(2);
    await expect(parcel).toBeInViewport();
    await customer.unroute('**/*-320.webp');

    expect(liveFrames).toContain('delivery_message');

    // The customer goes back to tracking and stays there: Nearby and Delivered arrive live.
    await tab(customer, 'Track Delivery').click();
    await expect(step(customer, 'in_transit')).toHaveAttribute('data-state', 'current');
    await expect(customer.getByTestId('handover-code')).toHaveText(code);

    // A message from the courier while the customer is on Track Delivery: the Messages tab says so, until it is opened.
    await courierChat.getByLabel('Message', { exact: true }).fill('Traffic at Tetteh Quarshie, 10 more minutes');
    await courierChat.getByRole('button', { name: 'Send' }).click();
    await expect(tab(customer, 'Messages, 1 new')).toBeVisible({ timeout: 15_000 });
    await expect(tab(customer, 'Track Delivery')).toHaveAttribute('aria-selected', 'true');
    await tab(customer, 'Messages').click();
    await expect(customerChat.getByRole('list', { name: 'Messages' })).toContainText('Traffic at Tetteh Quarshie');
    await expect(customer.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible();
    await expect(customer.getByTestId('tab-unread')).toHaveCount(0);
    await tab(customer, 'Track Delivery').click();
    await expect(step(customer, 'in_transit')).toHaveAttribute('data-state', 'current');
    const navigations = reloads;

    // Back on the board: Nearby, then Delivered with a wrong code first, then the right one.
    await tab(courier, 'Driver Board').click();
    const job2 = courier.getByRole('region', { name: 'Accepted Jobs' }).getByRole('listitem', { name: item });
    await job2.getByRole('button', { name: 'Nearby', exact: true }).click();
    await expect(step(customer, 'nearby')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
    // The live frame has no handover code; the page keeps the one it read.
    await expect(customer.getByTestId('handover-code')).toHaveText(code);
    const codeBox = job2.getByLabel('Handover code');
    await expect(codeBox).toBeVisible();
    const wrong = code === '0000' ? '1111' : '0000';
    await codeBox.fill(wrong);
    await job2.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(job2.getByRole('alert')).toContainText('Wrong handover code');
    await codeBox.fill(code);
    await job2.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(courier.getByRole('region', { name: 'Accepted Jobs' }).getByRole('listitem', { name: item })).toHaveCount(0);

    // The customer's page follows to Delivered, without a reload or a tab change.
    await expect(step(customer, 'delivered')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(customer.getByTestId('handover-code')).toHaveCount(0);
    // Finished: no courier position any more, and no promise of one.
    await expect(customer.getByRole('link', { name: 'View on Map' })).toHaveCount(0);
    await expect(customer.getByText('View on Map appears when the courier shares a position.')).toHaveCount(0);
    expect(reloads).toBe(navigations);
    expect(deliveryFrames.map((frame) => frame.status)).toEqual(expect.arrayContaining(['nearby', 'delivered']));
    expect(deliveryFrames.every((frame) => frame.handover_code === null)).toBe(true);

    // Rate it in History, then edit the rating.
    await tab(customer, 'History').click();
    const entry = customer.getByRole('region', { name: 'Past Deliveries' }).getByRole('listitem').filter({ hasText: item });
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: 'Rate Delivery' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Rate Delivery' });
    // No star is chosen for you: Submit asks for one first.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars.');
    await expect(dialog).toBeVisible();
    await dialog.locator('label').filter({ hasText: '4 stars' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Review').fill('Quick and careful');
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(entry.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(entry).toContainText('Quick and careful');
    await expect(entry.getByRole('button', { name: 'Edit Rating' })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Statistics' })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Achievements' })).toContainText('First Delivery');

    // Reorder pre-fills a new request from it.
    await entry.getByRole('button', { name: 'Reorder' }).click();
    await expect(customer.getByLabel('Item description')).toHaveValue(item);
    await expect(customer.getByLabel('Recipient name')).toHaveValue('Ama Mensah');

    // The courier's earnings list has the job.
    await courier.getByRole('button', { name: 'View Earnings' }).click();
    await expect(courier.getByRole('dialog', { name: 'Earnings' })).toContainText(item);
    await courier.context().close();
  });

  test('a listing pre-fills a request; the dashboard passes axe in light and dark and fits 360 px', async ({
    page,
    customer,
    seller,
    newListing,
  }) => {
    await signIn(page, customer);
    await page.setViewportSize({ width: 360, height: 740 });
    const listing = await newListing(seller, { label: 'Standing fan', region: 'Ashanti', town: 'Adum' });
    if (!listing.location) throw new Error('A listing with a town and a region has no location');
    await page.goto(`/listing/${listing.id}`);
    await page.getByRole('link', { name: 'Request delivery' }).click();
    await expect(page).toHaveURL(/\/delivery-request\?/);
    await expect(page.getByLabel('Item description')).toHaveValue(listing.title);
    // The item is picked up where the listing is.
    await expect(page.getByLabel('Pickup address')).toHaveValue(listing.location);
    await expect(page.getByText(`For listing #${listing.id}.`)).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    for (const name of ['Track Delivery', 'Messages', 'History']) {
      await tab(page, name).click();
      await expect(page.locator('#delivery-panel')).not.toBeEmpty();
      await noHorizontalScroll(page);
    }
    await expect(page.getByRole('region', { name: 'Past Deliveries' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await darkToo(page);
    await expect(page.getByRole('region', { name: 'Past Deliveries' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a courier application: pre-filled, pending on the dashboard, approved when the window regains focus', async ({
    page,
    request,
    admin,
    newCustomer,
  }) => {
    const person = await newCustomer({ name: 'Yaw Boateng' });
    await signIn(page, person);
    await page.goto('/delivery-request');
    await page.getByRole('region', { name: 'Want to deliver?' }).getByRole('link', { name: 'Become a Courier' }).click();
    await expect(page).toHaveURL(/\/delivery#delivery-courier$/);
    const form = page.getByRole('form', { name: 'Courier application' });
    await expect(form.getByLabel('Full name')).toHaveValue(person.name);
    await expect(form.getByLabel('Phone')).toHaveValue(/241234567$/);
    // A wrong phone: the field takes focus, with its message.
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Apply to Become a Courier' }).click();
    await expect(form.getByLabel('Phone')).toBeFocused();
    await form.getByLabel('Phone').fill('0241234567');
    await form.getByRole('button', { name: 'Apply to Become a Courier' }).click();
    await expect(page.getByText('Application pending review')).toBeVisible();

    await page.goto('/delivery-request');
    const note = page.getByRole('region', { name: 'Courier application' });
    await expect(note).toContainText('Your courier application is being reviewed');
    await expect(page.locator('#delivery-panel').getByRole('link', { name: 'Become a Courier' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delivery Personnel' })).toHaveCount(0);

    await approveApplication(request, admin, person.email);
    // Back to this tab: the page asks again, no reload needed.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('button', { name: 'Delivery Personnel' })).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('an invalid field takes the focus and comes into view on a phone', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/delivery-request');
    await page.getByLabel('Item description').fill('A pair of shoes');
    await page.getByLabel('Pickup address').fill('Oxford Street, Osu, Accra');
    await page.getByLabel('Delivery address').fill('Boundary Road, East Legon, Accra');
    await page.getByLabel('Recipient name').fill('Ama Mensah');
    await page.getByLabel('Recipient phone').fill('12345');
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const phone = page.getByLabel('Recipient phone');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeInViewport();
    await expect(page.locator(`#${await phone.getAttribute('aria-describedby')}`)).toBeInViewport();
    // Further up the form: the first invalid field wins.
    await page.getByLabel('Item description').fill('');
    await submit.click();
    await expect(page.getByLabel('Item description')).toBeFocused();
    await expect(page.getByLabel('Item description')).toBeInViewport();
    await expect(page).toHaveURL(/\/delivery-request$/);
  });

  test('a courier sees each action confirmed, and is told live, until dismissed, when the customer cancels a job they hold', async ({
    page: customer,
    request,
    customer: customerAccount,
    courier: courierAccount,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const book = async (item: string) => {
      const created = await request.post('/api/v1/delivery/requests', {
        headers: bearer(customerAccount),
        data: {
          item_description: item,
          item_size: 'small',
          urgency: 'standard',
          pickup_address: 'Oxford Street, Osu, Accra',
          delivery_address: 'Boundary Road, East Legon, Accra',
          recipient_name: 'Ama Mensah',
          recipient_phone: '0245551234',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { id: number; handover_code: string };
    };
    const kept = `E2E kept parcel ${stamp}`;
    const dropped = `E2E dropped parcel ${stamp}`;
    const first = await book(kept);
    const second = await book(dropped);

    // The courier, on a phone, goes online.
    const courier = await pageAs(courierAccount, { viewport: { width: 360, height: 740 } });
    await goOnline(courier);
    const board = courier.getByRole('region', { name: 'Available Jobs' });
    const mine = courier.getByRole('region', { name: 'Accepted Jobs' });

    // Accept Job: a confirmation, and the job is now in Accepted Jobs, marked and brought into view.
    await board.getByRole('listitem', { name: kept }).getByRole('button', { name: 'Accept Job' }).click();
    await expect(
      courier.getByText('Job accepted. You will earn GH¢ 10.00. Collect GH¢ 10.00 in cash. It is now in Accepted Jobs.'),
    ).toBeVisible();
    const job = mine.getByRole('listitem', { name: kept });
    await expect(job.getByText('Just accepted')).toBeVisible();
    await expect(job).toBeInViewport();
    await expect(board.getByRole('listitem', { name: kept })).toHaveCount(0);
    // Both badges fit the card: 'Just accepted' wraps rather than pushing 'Accepted' off a 360 px screen.
    await expect(job.getByText('Accepted', { exact: true })).toBeInViewport({ ratio: 1 });
    await noHorizontalScroll(courier);

    // Each step is confirmed; Delivered says what was earned and where the job went.
    for (const [button, label] of [
      ['Picked up', 'Picked up'],
      ['In transit', 'In transit'],
      ['Nearby', 'Nearby'],
    ] as const) {
      await job.getByRole('button', { name: button, exact: true }).click();
      await expect(courier.getByText(`Marked ${label}.`)).toBeVisible();
    }
    await job.getByLabel('Handover code').fill(first.handover_code);
    await job.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(courier.getByText('Delivered. You earned GH¢ 10.00. It is now in History.')).toBeVisible();
    await expect(mine.getByRole('listitem', { name: kept })).toHaveCount(0);
    await expect(mine.getByRole('status')).toContainText(`Delivered: ${kept}. You earned GH¢ 10.00; it is now in History.`);
    expect(await seriousA11yViolations(courier)).toEqual([]);

    // The courier takes the second job; the customer, in their own browser, cancels it.
    await board.getByRole('listitem', { name: dropped }).getByRole('button', { name: 'Accept Job' }).click();
    await expect(mine.getByRole('listitem', { name: dropped })).toBeVisible();
    await signIn(customer, customerAccount);
    await customer.goto(`/delivery-request?tab=track&id=${second.id}`);
    await customer.getByRole('button', { name: 'Cancel delivery' }).click();
    await customer.getByRole('dialog', { name: 'Cancel delivery' }).getByRole('button', { name: 'Cancel delivery' }).click();
    await expect(customer.getByText('Delivery cancelled.')).toBeVisible();

    // The courier is told at once, without a reload, naming the job; the notice outlasts any toast.
    const notice = courier.getByTestId('cancelled-job');
    await expect(notice).toContainText(`Job cancelled: ${dropped} (Delivery #${second.id})`, { timeout: 15_000 });
    await expect(notice).toContainText('This job was cancelled.');
    await expect(mine.getByRole('listitem', { name: dropped })).toHaveCount(0);
    // Seen where the courier is (down in Accepted Jobs on a phone), not at the top of the page, and still there later.
    await expect(notice).toBeInViewport({ ratio: 1 });
    await courier.waitForTimeout(5_000);
    await expect(notice).toBeInViewport({ ratio: 1 });
    expect(await seriousA11yViolations(courier)).toEqual([]);
    await noHorizontalScroll(courier);
    await courier.getByRole('button', { name: `Dismiss: job ${dropped} cancelled` }).click();
    await expect(notice).toHaveCount(0);
    // The server told the courier too (for when the dashboard was closed): a notification that opens the job.
    await courier.goto('/notifications');
    const told = courier.getByRole('link', { name: new RegExp(`Job cancelled: ${dropped} \\(Delivery #${second.id}\\)`) });
    await expect(told).toHaveCount(1);
    await told.click();
    await expect(courier).toHaveURL(new RegExp(`tab=track&id=${second.id}`));
  });

  test("the driver board's and History's figures fit a 360 px phone in light and dark, and History's on a desktop", async ({
    page,
    request,
    customer,
    courier,
  }) => {
    // Figures worth fitting: two jobs delivered today, one rated (GH¢ 40.00 and GH¢ 22.50 earned).
    await deliverThroughApi(request, customer, courier, {
      item: `E2E sewing machine ${Date.now()}`,
      size: 'large',
      urgency: 'urgent',
      stars: 5,
    });
    await deliverThroughApi(request, customer, courier, { item: `E2E rice bag ${Date.now()}`, size: 'medium', urgency: 'express' });
    await signIn(page, courier);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/delivery-request');
    await page.getByRole('button', { name: 'Delivery Personnel' }).click();
    const board = page.getByRole('region', { name: 'Driver Board' });
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await darkToo(page);
      await expect(board.getByText("Today's earnings")).toBeVisible();
      await figuresFit(board);
      await noHorizontalScroll(page);
      await tab(page, 'History').click();
      await figuresFit(page.getByRole('region', { name: 'Statistics' }));
      await noHorizontalScroll(page);
      await tab(page, 'Driver Board').click();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await tab(page, 'History').click();
    await figuresFit(page.getByRole('region', { name: 'Statistics' }));
  });
});
