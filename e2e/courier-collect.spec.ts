import { seriousA11yViolations } from './fixtures/browser';
import { goOnline } from './fixtures/deliveries';
import { actOnOrder, placeOrder, removeShopListing, setBusinessAddress } from './fixtures/orders';
import { expect, test } from './fixtures/test';

// What a courier collects at the door (issue 36): an order paid by Mobile Money at checkout says
// plainly that nothing is to be collected; a cash order says how much, goods and delivery. On the
// job card, the acceptance toast, the accepted job and its details.

test('a courier is told to collect nothing for an order paid online, and the whole order for a cash one', async ({
  request,
  customer,
  seller,
  courier,
  pageAs,
}) => {
  test.setTimeout(120_000);
  await setBusinessAddress(request, seller);
  const paid = await placeOrder(request, customer, seller, { label: 'Prepaid kettle', price: '250', paymentMethod: 'momo' });
  const cash = await placeOrder(request, customer, seller, { label: 'Cash radio', price: '120', paymentMethod: 'cash' });
  for (const { order } of [paid, cash]) {
    await actOnOrder(request, seller, order.id, 'accept');
    await actOnOrder(request, seller, order.id, 'ship');
  }

  const board = await pageAs(courier);
  await goOnline(board);
  const jobs = board.getByRole('region', { name: 'Available Jobs' });
  const paidJob = jobs.getByRole('listitem', { name: paid.listing.title });
  const cashJob = jobs.getByRole('listitem', { name: cash.listing.title });
  await expect(paidJob.locator('[data-collect]')).toHaveText('Paid online: nothing to collect', { timeout: 20_000 });
  await expect(paidJob).not.toContainText(/on delivery/i);
  await expect(cashJob.locator('[data-collect]')).toHaveText('Collect GH¢ 130.00 in cash: goods GH¢ 120.00 + delivery GH¢ 10.00');
  expect(await seriousA11yViolations(board)).toEqual([]);

  await paidJob.getByRole('button', { name: 'Accept Job' }).click();
  await expect(
    board.getByText('Job accepted. You will earn GH¢ 10.00. Paid online: nothing to collect. It is now in Accepted Jobs.'),
  ).toBeVisible();
  const accepted = board.getByRole('region', { name: 'Accepted Jobs' });
  await expect(accepted.getByRole('listitem', { name: paid.listing.title }).locator('[data-collect]')).toHaveText(
    'Paid online: nothing to collect',
  );

  await cashJob.getByRole('button', { name: 'Accept Job' }).click();
  const cashAccepted = accepted.getByRole('listitem', { name: cash.listing.title });
  await expect(cashAccepted.locator('[data-collect]')).toHaveText('Collect GH¢ 130.00 in cash: goods GH¢ 120.00 + delivery GH¢ 10.00');
  await cashAccepted.getByRole('button', { name: 'Details' }).click();
  const details = board.getByRole('region', { name: /^Order / });
  await expect(details).toContainText('At the door');
  await expect(details).toContainText('GH¢ 130.00 in cash: goods GH¢ 120.00 + delivery GH¢ 10.00');

  await removeShopListing(request, seller, paid.listing.id);
  await removeShopListing(request, seller, cash.listing.id);
});
