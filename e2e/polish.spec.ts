import type { Locator, Page } from '@playwright/test';
import { seriousA11yViolations, signIn, touchToStart } from './fixtures/browser';
import { addToCart, buyNow, emptyCart } from './fixtures/shop';
import { actOnOrder, placeOrder, removeShopListing, setBusinessAddress } from './fixtures/orders';
import { newSeller } from './fixtures/people';
import { expect, test } from './fixtures/test';

// What a new user trips over (issue 36), walked as they would: a price that reads the same from
// Explore to the checkout, the scroll-to-top button that never sits on a control at 360 px, and the
// catalogue's words (categories, conditions, regions, field labels) in the reader's language.

/**
 * Scrolls the page from top to bottom in 60 px steps; wherever the scroll-to-top button shows, its
 * box must not overlap any of `controls`. Answers how many positions showed it. The walk runs inside
 * the page, one round trip for the whole page (a long Explore page is hundreds of positions, and a
 * round trip per position and control took minutes on a loaded machine): after each scroll it waits
 * three frames, the scroll handler's frame, React's render and the frame that paints it.
 */
async function neverCovers(page: Page, controls: Locator[]): Promise<number> {
  const elements = await Promise.all(controls.map((control) => control.elementHandle()));
  const { seen, covered } = await page.evaluate(async (targets) => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const boxOf = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect && (rect.width > 0 || rect.height > 0) ? rect : null;
    };
    const overlaps = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const height = document.documentElement.scrollHeight;
    let shown = 0;
    const found: string[] = [];
    for (let y = 0; y <= height; y += 60) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      await frame();
      const button = boxOf(document.querySelector('button[aria-label="Scroll to top"]'));
      if (!button) continue;
      shown += 1;
      for (const target of targets) {
        const box = boxOf(target);
        if (box && overlaps(button, box)) found.push(`at ${y}: covers ${target?.textContent ?? ''}`);
      }
    }
    return { seen: shown, covered: found };
  }, elements);
  expect(covered).toEqual([]);
  return seen;
}

test.describe('polish', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a listing's price reads the same on Explore, its page, the cart and the checkout", async ({
    page,
    api,
    customer,
    seller,
    newListing,
  }) => {
    await emptyCart(api, customer);
    const sofa = await newListing(seller, buyNow('Leather sofa', '1180', '3'));
    await signIn(page, customer);
    const written = 'GHC 1,180.00';

    await page.goto(`/listings?q=${encodeURIComponent(sofa.title)}`);
    const card = page.getByRole('article', { name: sofa.title });
    await expect(card.getByText(written, { exact: true })).toBeVisible();

    await card.getByRole('link', { name: sofa.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/listing/${sofa.id}$`));
    await expect(page.getByRole('main').locator('p').filter({ hasText: /^GHC / }).first()).toHaveText(written);
    const box = page.getByRole('region', { name: 'Buy in the shop' });
    await expect(box).toContainText(written);
    await box.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(box).toContainText('1 in your cart');

    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: sofa.title }).first();
    await expect(line).toContainText(`${written} each`);
    await expect(line).not.toContainText(/GH₵|GH¢/);

    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('region', { name: 'Order summary' }).getByText(written, { exact: true }).first()).toBeVisible();
    await expect(form).not.toContainText(/GH₵|GH¢/);
  });

  test('at 360 px the scroll-to-top button never covers the promo code, the checkout hint or a sign-in button', async ({
    page,
    api,
    customer,
    seller,
    newListing,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await emptyCart(api, customer);
    const stool = await newListing(seller, buyNow('Carved stool', '95', '4'));
    await addToCart(api, customer, stool.id);

    // The sign-in page, signed out: the Facebook and Google buttons.
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: /Facebook/ })).toBeVisible();
    await neverCovers(page, [page.getByRole('button', { name: /Facebook/ }), page.getByRole('button', { name: /Google/ })]);

    await signIn(page, customer);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form).toBeVisible();
    await neverCovers(page, [
      form.getByRole('button', { name: 'Apply' }),
      form.getByRole('button', { name: 'Place order' }),
      form.getByText(/^Next, approve GHC .* on your phone\.$/),
    ]);

    // A long page still offers it.
    await page.goto('/listings');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await neverCovers(page, [page.getByRole('button', { name: 'Filter' })]), 'the button showed on Explore').toBeGreaterThan(0);
  });

  test('in French the catalogue reads French on every screen, its values unchanged', async ({
    page,
    request,
    admin,
    seller,
    newListing,
    pageAs,
  }) => {
    const car = await newListing(seller, {
      label: 'Toyota Corolla',
      category: 'Vehicles',
      sub_category: 'Cars',
      brand: 'Toyota',
      type: 'Corolla',
      condition: 'Like New',
      region: 'Greater Accra',
      town: 'Osu',
    });
    await page.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: test.info().project.use.baseURL! }]);

    // The classifieds home: the header's category strip, and the All Categories panel from the tiles.
    await page.goto('/classifieds');
    await touchToStart(page);
    const strip = page.getByRole('navigation', { name: 'Catégories' });
    await expect(strip.getByRole('link', { name: 'Électronique', exact: true })).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Animaux', exact: true })).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Electronics', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Voir toutes les catégories' }).click();
    const panel = page.getByRole('dialog', { name: 'Toutes les catégories' });
    await expect(panel.getByRole('link', { name: 'Téléphones mobiles' })).toBeVisible();
    await panel.getByRole('searchbox').fill('meubles');
    await expect(panel.getByRole('link')).toHaveText(['Meubles et déco']);
    await panel.getByRole('button', { name: 'Fermer' }).click();
    await expect(panel).toBeHidden();

    // Explore: the category select, the filter panel's selects, the card's badges and place.
    await page.goto(`/listings?q=${encodeURIComponent(car.title)}&category=Vehicles`);
    await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Vehicles');
    await expect(page.getByRole('combobox', { name: 'Catégorie' }).locator('option:checked')).toHaveText(/^Véhicules/);
    const card = page.getByRole('article', { name: car.title });
    await expect(card.getByText('Véhicules', { exact: true })).toBeVisible();
    await expect(card.getByText('Voitures', { exact: true })).toBeVisible();
    await expect(card.getByText('Comme neuf', { exact: true })).toBeVisible();
    await expect(card.getByText('Toyota', { exact: true })).toBeVisible();
    await expect(card.getByText('En ligne', { exact: true })).toBeVisible();
    await expect(card.getByText('Osu, Grand Accra')).toBeVisible();
    await page.getByRole('button', { name: /^Filtrer/ }).click();
    const filters = page.getByRole('form', { name: 'Filtres' });
    await expect(filters.getByLabel('Sous-catégorie').locator('option', { hasText: /^Motos/ })).toHaveCount(1);
    await expect(filters.getByLabel('Région').locator('option', { hasText: /^Grand Accra/ })).toHaveCount(1);
    await expect(filters.getByLabel('État').locator('option', { hasText: /^Bon état/ })).toHaveCount(1);
    // The values sent stay the API's: choosing 'Voitures' filters on 'Cars'.
    const cars = filters.getByLabel('Sous-catégorie').locator('option', { hasText: /^Voitures/ });
    await expect(cars).toHaveAttribute('value', 'Cars');
    await filters.getByLabel('Sous-catégorie').selectOption('Cars');
    await filters.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(/sub_category=Cars/);
    await expect(card).toBeVisible();

    // The listing's page: its details table, the category's own labels ('Make' is 'Marque').
    await page.goto(`/listing/${car.id}`);
    const facts = page.locator('dl').filter({ hasText: 'Catégorie' });
    await expect(facts).toContainText('Véhicules › Voitures');
    await expect(facts.getByText('Marque', { exact: true })).toBeVisible();
    await expect(facts.getByText('Modèle', { exact: true })).toBeVisible();
    await expect(facts).toContainText('Comme neuf');
    await expect(facts).toContainText('Osu, Grand Accra');
    await expect(facts).not.toContainText(/Vehicles|Like New|Greater Accra|Make/);

    // The post form's selects: French options, the catalogue's values. A seller of this test's own:
    // a signed-in request with the cookie makes French that person's language (users.locale), and the
    // worker's seller must keep reading English in the journeys after this one.
    const sellerPage = await pageAs(await newSeller(request, admin));
    await sellerPage.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: test.info().project.use.baseURL! }]);
    await sellerPage.goto('/post-listing');
    const category = sellerPage.getByLabel('Catégorie', { exact: true });
    await category.selectOption({ label: 'Maison et jardin' });
    await expect(category).toHaveValue('Home & Garden');
    await expect(sellerPage.getByLabel('Sous-catégorie').locator('option', { hasText: 'Électroménager' })).toHaveAttribute(
      'value',
      'Appliances',
    );
    await category.selectOption({ label: 'Véhicules' });
    await expect(sellerPage.getByLabel(/^Marque/)).toBeVisible();
    await expect(sellerPage.getByLabel(/^Modèle/)).toBeVisible();
    await expect(sellerPage.getByLabel(/^État/).locator('option', { hasText: 'Comme neuf' })).toHaveAttribute('value', 'Like New');
    await expect(sellerPage.getByLabel(/^Région/).locator('option', { hasText: 'Grand Accra' })).toHaveAttribute('value', 'Greater Accra');
  });

  test("in French, an order's delivery address and its receipt name the region in French", async ({
    page,
    request,
    newCustomer,
    seller,
  }) => {
    // A buyer of this test's own: signed in with the French cookie, French becomes their language.
    const customer = await newCustomer();
    await setBusinessAddress(request, seller);
    const { order, listing } = await placeOrder(request, customer, seller, { label: 'Region basket', price: '40' });
    await signIn(page, customer);
    await page.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: test.info().project.use.baseURL! }]);

    await page.goto(`/orders/${order.id}`);
    const delivery = page.getByRole('region', { name: 'Livraison', exact: true });
    await expect(delivery).toContainText('House 4, Boundary Road, East Legon, Grand Accra');
    await expect(delivery).not.toContainText('Greater Accra');
    await page.goto(`/orders/${order.id}?view=receipt`);
    const receipt = page.locator('#order-receipt');
    await expect(receipt).toContainText('House 4, Boundary Road, East Legon, Grand Accra');
    await expect(receipt).not.toContainText('Greater Accra');

    await actOnOrder(request, customer, order.id, 'cancel');
    await removeShopListing(request, seller, listing.id);
  });

  test("checkout's 'Check the highlighted fields' stays while a field is wrong, and goes once all are fixed", async ({
    page,
    api,
    customer,
    seller,
    newListing,
  }) => {
    await emptyCart(api, customer);
    const bowl = await newListing(seller, buyNow('Calabash bowl', '30', '2'));
    await addToCart(api, customer, bowl.id);
    await signIn(page, customer);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form).toBeVisible();
    await form.getByLabel('Delivery address').fill('');
    await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    const check = form.getByText('Check the highlighted fields and try again.');
    await expect(check).toBeVisible();
    await expect(form.getByLabel('Delivery address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Region')).toHaveAttribute('aria-invalid', 'true');

    // One fixed, one still highlighted: the line stays. Both fixed: it goes, with nothing sent.
    await form.getByLabel('Delivery address').fill('House 4, Ring Road, Adum');
    await expect(form.getByLabel('Delivery address')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(check).toBeVisible();
    await form.getByLabel('Region').selectOption('Ashanti');
    await expect(form.getByLabel('Region')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(check).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
