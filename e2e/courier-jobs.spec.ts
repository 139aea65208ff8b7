import { seriousA11yViolations } from './fixtures/browser';
import { actOnOrder, placeOrder, removeShopListing } from './fixtures/orders';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// A courier's day on /delivery-request (issue 36): they open on their Driver Board (named so in
// the dashboard's sections, not 'Request Delivery'); a job that carries a shop order goes by the
// order's number (never the delivery's id dressed as one) and names the seller to collect from,
// with their number; a parcel is 'Delivery #id' and names the customer who sent it.

test('a courier opens on the Driver Board, and each job says whose it is and who to call at both ends', async ({
  request,
  customer,
  seller,
  courier,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const shopName = `${seller.name.split(' ')[0]}'s Shop`;
  const saved = await request.put('/api/v1/users/me', {
    headers: bearer(seller),
    data: {
      name: seller.name,
      email: seller.email,
      business_name: shopName,
      business_address: 'Shop 12, Oxford Street, Osu, Accra',
      business_phone: '0302123456',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { order, listing } = await placeOrder(request, customer, seller, { label: 'Wax print', price: '75' });
  await actOnOrder(request, seller, order.id, 'accept');
  const shipped = await actOnOrder(request, seller, order.id, 'ship');
  const jobId = shipped.delivery!.id;
  const parcelItem = `E2E parcel ${Date.now()}`;
  const created = await request.post('/api/v1/delivery/requests', {
    headers: bearer(customer),
    data: {
      item_description: parcelItem,
      item_size: 'small',
      urgency: 'standard',
      pickup_address: 'Ring Road, Adabraka, Accra',
      delivery_address: 'Spintex Road, Accra',
      recipient_name: 'Yaa Asantewaa',
      recipient_phone: '0245550000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const parcel = (await created.json()) as { id: number };

  // The courier lands on their board: its tab is selected and named Driver Board.
  const board = await pageAs(courier, { viewport: { width: 360, height: 740 } });
  await board.goto('/delivery-request');
  const sections = board.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(sections.getByRole('tab', { name: 'Driver Board' })).toHaveAttribute('aria-selected', 'true');
  await expect(sections.getByRole('tab', { name: 'Request Delivery' })).toHaveCount(0);
  await expect(board.getByRole('button', { name: 'Delivery Personnel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(board.getByRole('heading', { name: 'Driver Board' })).toBeVisible();
  const online = board.getByRole('switch', { name: 'Online' });
  if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
  await expect(online).toHaveAttribute('aria-checked', 'true');

  // On the board the order's job goes by the order's number.
  const jobs = board.getByRole('region', { name: 'Available Jobs' });
  const orderJob = jobs.getByRole('listitem', { name: listing.title });
  await expect(orderJob).toContainText(`Order ${order.number}`, { timeout: 20_000 });
  await expect(orderJob).not.toContainText(`#${jobId}`);
  await orderJob.getByRole('button', { name: 'Accept Job' }).click();
  const accepted = board.getByRole('region', { name: 'Accepted Jobs' }).getByRole('listitem', { name: listing.title });
  await expect(accepted).toContainText(`Pickup: ${shopName}`);
  await expect(accepted.getByRole('link', { name: 'Call +233302123456' })).toHaveAttribute('href', 'tel:+233302123456');

  // Its details: the order's number, and both ends to call.
  await accepted.getByRole('button', { name: 'Details' }).click();
  await expect(board.getByRole('region', { name: `Order ${order.number}` })).toBeVisible();
  const contacts = board.getByRole('region', { name: 'Contacts' });
  await expect(contacts).toContainText('At the pickup');
  await expect(contacts).toContainText(shopName);
  await expect(contacts).toContainText('+233302123456');
  await expect(contacts).toContainText('At the drop-off');
  await expect(contacts).toContainText(customer.name);
  await expect(contacts).toContainText('+233245551234');
  await expect(contacts.getByRole('link', { name: `Call ${shopName.split(' ')[0]}` })).toHaveAttribute('href', 'tel:+233302123456');
  expect(await seriousA11yViolations(board)).toEqual([]);

  // A parcel is a delivery of its own number, collected from the customer who sent it.
  await sections.getByRole('tab', { name: 'Driver Board' }).click();
  await jobs.getByRole('listitem', { name: parcelItem }).getByRole('button', { name: 'Accept Job' }).click();
  const parcelJob = board.getByRole('region', { name: 'Accepted Jobs' }).getByRole('listitem', { name: parcelItem });
  await expect(parcelJob).toContainText(`Delivery #${parcel.id}`);
  await parcelJob.getByRole('button', { name: 'Details' }).click();
  await expect(board.getByRole('region', { name: `Delivery #${parcel.id}` })).toBeVisible();
  await expect(contacts).toContainText(customer.name);
  await expect(contacts).toContainText('Yaa Asantewaa');
  await board.emulateMedia({ colorScheme: 'dark' });
  await board.reload();
  await expect(board.locator('html')).toHaveClass(/dark/);
  await expect(board.getByRole('region', { name: `Delivery #${parcel.id}` })).toBeVisible();
  expect(await seriousA11yViolations(board)).toEqual([]);

  await removeShopListing(request, seller, listing.id);
});
