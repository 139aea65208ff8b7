import { reloadUntilVisible, seriousA11yViolations } from './fixtures/browser';
import { bearer, newCustomer, newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// A seller's habits on their public page (issue 32): once three people have messaged them, the page
// says how many chats they answer within a day, and once three were answered how fast they usually
// reply; with fewer it says nothing rather than a number from one or two chats.

test('the seller page shows how often and how fast a seller answers, once enough people wrote', async ({ request, admin, page }) => {
  // A seller of this test alone, so their habits are these chats only.
  const seller = await newSeller(request, admin, { name: 'Efua Fabrics', phone: '0201234567' });
  const ask = async (buyerName: string) => {
    const buyer = await newCustomer(request, { name: buyerName });
    const started = await request.post(`/api/v1/chat/start/${seller.id}`, { headers: bearer(buyer) });
    expect(started.status(), await started.text()).toBe(201);
    const chat = (await started.json()) as { id: number };
    const asked = await request.post(`/api/v1/chat/${chat.id}/send`, {
      headers: bearer(buyer),
      data: { message_type: 'TEXT', content: 'Do you have this kente in blue?' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    return chat.id;
  };
  const answer = async (chatId: number) => {
    const sent = await request.post(`/api/v1/chat/${chatId}/send`, {
      headers: bearer(seller),
      data: { message_type: 'TEXT', content: 'Yes, come and see it.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  };

  const first = await ask('Ama Serwaa');
  const second = await ask('Kwesi Appiah');
  await answer(first);
  await answer(second);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/seller/${seller.id}`);
  await expect(page.getByRole('heading', { name: 'Efua Fabrics' })).toBeVisible();
  // Two chats are too few to say anything.
  await expect(page.getByText(/of chats within a day/)).toHaveCount(0);

  // A third asks and is not answered yet: two of three within a day; how fast needs three answers.
  const third = await ask('Yaw Darko');
  await reloadUntilVisible(page, page.getByText('Answers 67% of chats within a day', { exact: true }));
  await expect(page.getByText(/^Usually replies within/)).toHaveCount(0);

  await answer(third);
  await reloadUntilVisible(page, page.getByText('Answers 100% of chats within a day', { exact: true }));
  await expect(page.getByText('Usually replies within 1 minute', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Over the last 12 months: chats other people started, and shop orders placed. Shown once there are enough of them.'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
