import { seriousA11yViolations, signIn } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Saved searches and alerts (issue 33): a buyer saves an Explore search (a visitor is sent to sign
// in first), manages it on /saved-searches, another person posts a matching listing, and the alert
// is in the buyer's notifications (the job queue matches it as the listing goes live). A listing
// above a search's max price is matched again when its seller lowers the price in the edit form.

type OutboxMail = { subject: string; text: string; html: string | null; headers: Record<string, string> };

test.describe('saved searches', () => {
  test("a daily digest mail's unsubscribe link works signed out, and a changed one does not", async ({
    page,
    request,
    newCustomer,
    seller,
    newListing,
  }) => {
    test.setTimeout(120_000);
    const word = `kentedigest${Date.now().toString(36)}`;
    const name = `Kente & "digest" ${word}`;
    const buyer = await newCustomer();
    const saved = await request.post('/api/v1/saved-searches', {
      headers: bearer(buyer),
      data: { name, query: { q: word }, frequency: 'daily' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const searchId = ((await saved.json()) as { id: number }).id;
    const listing = await newListing(seller, { label: `Kente cloth ${word}` });

    // The digest's schedule, now (development only); its mail reaches the dev outbox with both parts.
    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          await request.post('/api/v1/dev/saved-search-digests', { data: { frequency: 'daily' } });
          const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(buyer.email)}`);
          mail = ((await answer.json()) as OutboxMail[]).find((each) => each.subject.includes(word));
          return mail?.subject ?? '';
        },
        { message: `a digest mailed to ${buyer.email}`, timeout: 45_000 },
      )
      .toBe(`New listings for your saved search “${name}”`);
    expect(mail!.text).toContain(`/listing/${listing.id}`);
    expect(mail!.html).toContain(`/listing/${listing.id}"`);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /(\/unsubscribe\/saved-searches\/\d+\?token=[\w.%-]+)/.exec(mail!.text)?.[1] ?? '';
    expect(link).toContain(`/unsubscribe/saved-searches/${searchId}?token=`);
    expect(mail!.headers['List-Unsubscribe']).toContain(link);

    // Signed out (this page never signed in): a changed link is refused.
    await page.goto(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
    await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();

    // The real one: confirm, then the one button, no JavaScript needed.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText(`Stop the emails for your saved search “${name}”?`)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(`Done: no more emails for your saved search “${name}”.`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const after = await request.get(`/api/v1/saved-searches/${searchId}`, { headers: bearer(buyer) });
    expect(await after.json()).toMatchObject({ email: false, frequency: 'daily' });
  });

  test('a buyer saves a search, a seller posts a match, the alert appears', async ({ page, newCustomer, seller, newListing }) => {
    test.setTimeout(120_000);
    const word = `kentecloth${Date.now().toString(36)}`;
    const explore = `/listings?q=${word}`;

    // A visitor is asked to sign in first.
    await page.goto(explore);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page).toHaveURL(/\/signin/);

    const buyer = await newCustomer();
    await signIn(page, buyer);
    await page.goto(explore);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved. We will tell you about new listings that match.')).toBeVisible();
    await page.getByRole('link', { name: 'Saved: see your saved searches' }).click();

    // The account page: the search, its alerts, rename.
    await expect(page).toHaveURL(/\/saved-searches$/);
    const list = page.getByRole('list', { name: 'Saved searches' });
    await expect(list.getByRole('heading', { name: word })).toBeVisible();
    await expect(list.getByText(`“${word}”`)).toBeVisible();
    await expect(page.getByText('1 of 20 saved searches')).toBeVisible();
    await expect(list.getByRole('combobox', { name: 'Alerts' })).toHaveValue('instant');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.getByRole('button', { name: `Rename ${word}` }).click();
    await list.getByRole('textbox', { name: 'Name' }).fill('Kente cloth');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(list.getByRole('heading', { name: 'Kente cloth' })).toBeVisible();

    // Another person posts a matching listing: the buyer is told.
    const listing = await newListing(seller, { label: `Kente cloth ${word}` });
    await expect(async () => {
      await page.goto('/notifications');
      await expect(
        page
          .getByRole('list', { name: 'Notifications' })
          .getByRole('link')
          .filter({ hasText: 'New listing for your saved search' })
          .first(),
      ).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const alert = page.getByRole('list', { name: 'Notifications' }).getByRole('link').filter({ hasText: 'Kente cloth' }).first();
    await alert.click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}$`));

    // Delete, after a confirm: the empty state, in the dark theme and at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/saved-searches');
    await page.getByRole('button', { name: 'Delete Kente cloth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this saved search?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
  test("what a saved search looks for reads as Explore writes it: GHC prices, the catalogue's words in French", async ({
    page,
    newCustomer,
  }) => {
    const buyer = await newCustomer();
    await signIn(page, buyer);
    await page.goto(
      '/listings?q=corolla&category=Vehicles&sub_category=Cars&region=Greater+Accra&condition=Like+New&min_price=1180&max_price=25000',
    );
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByRole('link', { name: 'Saved: see your saved searches' }).click();
    await expect(page).toHaveURL(/\/saved-searches$/);
    const list = page.getByRole('list', { name: 'Saved searches' });
    await expect(
      list.getByText('“corolla” · Cars · Greater Accra · Like New · GHC 1,180.00 to GHC 25,000.00', { exact: true }),
    ).toBeVisible();
    await expect(list).not.toContainText(/GH₵|GH¢/);

    await page.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: new URL(page.url()).origin }]);
    await page.reload();
    const french = page.getByRole('list', { name: 'Recherches enregistrées' });
    await expect(french.getByText(/^“corolla” · Voitures · Grand Accra · Comme neuf · De GHC 1\s180,00 à GHC 25\s000,00$/)).toBeVisible();
    // The line, not the search's name: that is the person's own (made from the filters when saved).
    await expect(french.getByText(/^“corolla” · /)).not.toContainText(/Cars|Greater Accra|Like New/);

    // A search saved in French is named in French, from its filters.
    await page.goto('/listings?category=Vehicles&region=Ashanti');
    await page.getByRole('button', { name: 'Enregistrer la recherche' }).click();
    await page.getByRole('link', { name: 'Enregistrée : voir vos recherches enregistrées' }).click();
    await expect(french.getByRole('heading', { name: 'Toutes les annonces – Véhicules, Ashanti' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a seller lowers a price in the edit form: a search whose max price now takes it is told once', async ({
    page,
    request,
    newCustomer,
    seller,
    newListing,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const word = `kentedrop${Date.now().toString(36)}`;
    const buyer = await newCustomer();
    await signIn(page, buyer);
    await page.goto(`/listings?q=${word}&max_price=1000`);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved. We will tell you about new listings that match.')).toBeVisible();
    // A second search without a price limit: it hears of the listing when it is posted, so we know the matching ran.
    const any = await request.post('/api/v1/saved-searches', { headers: bearer(buyer), data: { name: 'Any price', query: { q: word } } });
    expect(any.status(), await any.text()).toBe(201);

    const listing = await newListing(seller, { label: `Kente cloth ${word}`, price: '1200' });
    const notifications = page.getByRole('list', { name: 'Notifications' });
    await expect(async () => {
      await page.goto('/notifications');
      await expect(notifications.getByRole('link').filter({ hasText: 'New listing for your saved search "Any price"' })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    // Above the first search's max price: no alert for it.
    await expect(notifications.getByRole('link').filter({ hasText: listing.title })).toHaveCount(1);

    // The seller lowers the price in the edit form.
    const sellerPage = await pageAs(seller);
    await sellerPage.goto(`/listing/${listing.id}/edit`);
    await sellerPage.getByLabel('Price (GHC)').fill('900');
    await sellerPage.getByRole('button', { name: 'Update' }).click();
    await expect(sellerPage.getByText('Listing updated successfully!')).toBeVisible();

    // The buyer is told of the drop, once (the search without a limit had it already), at 360 px in the dark.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const drop = notifications.getByRole('link').filter({ hasText: `Price drop: ${listing.title} now GHC 900.00` });
    await expect(async () => {
      await page.goto('/notifications');
      await expect(drop).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(drop).toContainText(`For your saved search "${word}"`);
    await expect(notifications.getByRole('link').filter({ hasText: listing.title })).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drop.click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}$`));
  });
});
