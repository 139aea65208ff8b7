import { seriousA11yViolations } from './fixtures/browser';
import { buyerAsksAbout } from './fixtures/chat';
import { newAdmin } from './fixtures/admins';
import { bearer, newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Reports of reviews (issue 32, ADR 074): a reader reports an abusive review on a seller's page (on
// a phone, dark theme); an admin hides it in the moderation console with a reason; the seller's page
// no longer shows it, and the score counts only what is left.

test.describe('review moderation', () => {
  test('a user reports a review, an admin hides it, the seller page no longer shows it', async ({
    request,
    admin,
    customer,
    newCustomer,
    newListing,
    pageAs,
  }) => {
    test.setTimeout(150_000);
    const seller = await newSeller(request, admin, { name: 'Yaa Fabrics', phone: '0261234567' });
    const listing = await newListing(seller, { label: 'Wax print fabric' });
    // A classified deal the seller marks sold to the customer, who reviews it (through the API: the
    // writing of reviews has its own journeys).
    await buyerAsksAbout(request, customer, seller, listing);
    const sold = await request.post(`/api/v1/classifieds/${listing.id}/sold`, { headers: bearer(seller), data: { buyer_id: customer.id } });
    expect(sold.status(), await sold.text()).toBe(200);
    const body = 'Useless seller, her number is 026 123 4567, call and insult her.';
    const written = await request.post(`/api/v1/listings/${listing.id}/review`, { headers: bearer(customer), data: { rating: 1, body } });
    expect(written.status(), await written.text()).toBe(201);

    // A reader, on a phone in the dark theme, reports it.
    const reader = await newCustomer({ name: 'Kweku Reader' });
    const phone = await pageAs(reader, { viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    await phone.goto(`/seller/${seller.id}`);
    const reviews = phone.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText(body);
    await reviews.getByRole('button', { name: /^Report the review by / }).click();
    const dialog = phone.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('radio', { name: "Shares someone's personal details" }).check();
    await dialog.getByLabel(/Details/).fill('It gives out her phone number.');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.view);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reviews.getByRole('button', { name: /^You reported the review by / })).toBeVisible();

    // An admin hides it from the moderation console.
    const moderator = await newAdmin(request, admin, { name: 'Efua Moderator' });
    const consolePage = await pageAs(moderator, { colorScheme: 'dark' });
    await consolePage.goto('/admin/moderation?tab=reviews');
    const item = consolePage.getByRole('article', { name: 'Review of Yaa Fabrics' });
    await expect(item).toContainText(body);
    await expect(item).toContainText('It gives out her phone number.');
    expect(await seriousA11yViolations(consolePage)).toEqual([]);
    await item.getByRole('button', { name: 'Hide review' }).click();
    const hide = consolePage.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByLabel(/Reason its author will see/).fill('It shares a phone number and insults.');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(consolePage.getByText('Hid the review of Yaa Fabrics.')).toBeVisible();

    // The seller's page no longer shows it, nor counts it.
    await phone.reload();
    await expect(phone.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');
    await expect(phone.getByRole('region', { name: 'Reviews' })).not.toContainText(body);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // Its author still sees it, marked hidden, with the reason.
    const author = await pageAs(customer);
    await author.goto(`/listing/${listing.id}/review`);
    await expect(author.getByText('Hidden by our moderators')).toBeVisible();
    await expect(author.getByText('Reason: It shares a phone number and insults.')).toBeVisible();
  });
});
