import { seriousA11yViolations } from './fixtures/browser';
import { buyerAsksAbout } from './fixtures/chat';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Classified-deal reviews (issue 32): a buyer messages about an ad; its seller marks it sold to
// them in Manage Listings; the buyer is told, opens the deal and reviews the seller on a phone; the
// seller is told, replies once (dark theme); the seller's public page shows the review and its score.

test.describe('classified-deal reviews', () => {
  test('the buyer an ad was sold to reviews its seller, who replies; the seller page shows it', async ({
    request,
    admin,
    customer,
    newListing,
    pageAs,
    page,
  }) => {
    test.setTimeout(150_000);
    // A seller of this test alone, so their score is this review only.
    const seller = await newSeller(request, admin, { name: 'Kojo Gadgets', phone: '0271234567' });
    const listing = await newListing(seller, { label: 'Infinix Hot 40' });
    await buyerAsksAbout(request, customer, seller, listing);

    // The seller names the buyer when marking the ad sold.
    const sellerPage = await pageAs(seller, { colorScheme: 'dark' });
    await sellerPage.goto(`/manage-listings?q=${encodeURIComponent(listing.title)}`);
    const row = sellerPage.getByRole('table', { name: 'Your listings' }).getByRole('row').filter({ hasText: listing.title });
    await row.getByRole('button', { name: `Mark ${listing.title} as sold` }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Mark as sold' });
    await dialog.getByLabel('Buyer').selectOption({ label: customer.name });
    await dialog.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(sellerPage.getByText('Listing marked as sold.')).toBeVisible();

    // The buyer, on a phone, follows the notice to the deal and reviews the seller.
    const buyer = await pageAs(customer, { viewport: { width: 360, height: 740 } });
    await buyer.goto('/notifications');
    const notice = buyer
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link')
      .filter({ hasText: `Rate your deal: "${listing.title}"` });
    await notice.click();
    await expect(buyer).toHaveURL(new RegExp(`/listing/${listing.id}/review$`));
    await expect(buyer.getByRole('heading', { level: 1, name: 'Rate your deal' })).toBeVisible();
    await expect(buyer.getByText(`The seller marked “${listing.title}” as sold to you.`)).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'Sold by Kojo Gadgets' })).toBeVisible();
    const ask = buyer.getByRole('region', { name: 'Review the seller' });
    await ask.getByRole('radio', { name: '5 stars' }).check();
    await ask.getByLabel('Your review').fill('Phone exactly as described, met at Accra Mall.');
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    const widths = await buyer.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
    await ask.getByRole('button', { name: 'Post review' }).click();
    await expect(buyer.getByRole('region', { name: 'Your review of the seller' })).toContainText('met at Accra Mall.');

    // The seller is told, opens the deal and replies once.
    await sellerPage.goto('/notifications');
    await sellerPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('link')
      .filter({ hasText: `reviewed your sale of "${listing.title}"` })
      .click();
    await expect(sellerPage).toHaveURL(new RegExp(`/listing/${listing.id}/review$`));
    const theirs = sellerPage.getByRole('region', { name: "The buyer's review" });
    await expect(theirs).toContainText('met at Accra Mall.');
    expect(await seriousA11yViolations(sellerPage)).toEqual([]);
    await theirs.getByLabel('Your public reply').fill('Thank you, enjoy the phone!');
    await theirs.getByRole('button', { name: 'Post reply' }).click();
    await expect(theirs.getByText('Reply from the seller')).toBeVisible();

    // Anyone: the seller's page counts it ((10 x 4 + 5) / 11 = 4.1) and shows it with the reply.
    await page.goto(`/seller/${seller.id}`);
    await expect(page.getByTestId('seller-score')).toContainText('4.1 out of 5', { timeout: 15_000 });
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Phone exactly as described, met at Accra Mall.');
    await expect(reviews).toContainText('Thank you, enjoy the phone!');

    // Someone else is told there is no such deal.
    const stranger = await pageAs(admin);
    await stranger.goto(`/listing/${listing.id}/review`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Deal not found' })).toBeVisible();
  });
});
