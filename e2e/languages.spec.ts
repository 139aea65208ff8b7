import type { Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { addToCart, buyNow } from './fixtures/shop';
import { expect, test } from './fixtures/test';

// Interface languages (issue 17, ADR 039): the header's select switches the interface at once,
// the choice survives a reload (the server renders the page in it: its source is French), and
// Arabic lays the page out right to left without overflowing a phone's width.

/** Console errors and warnings (a hydration mismatch is one), minus Playwright's service-worker notice and others' deleted photos. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    // A photo of a listing another journey deleted meanwhile (the pages list everyone's listings).
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('interface languages', () => {
  test('French switches the interface at once and survives a reload, rendered by the server in French', async ({ page }) => {
    // Five pages, two reloads and a first touch on each server-rendered one: 44 s in a loaded
    // pre-check, over 60 s in another run beside nothing else. More than one page's journey.
    test.setTimeout(120_000);
    const problems = consoleProblems(page);
    await page.goto('/classifieds');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
      'English',
      'Français',
      'Español',
      'Deutsch',
      'العربية',
      '中文',
      'हिन्दी',
      'Русский',
      'Português',
    ]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Petites annonces' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    // The page's own areas (ADR 046) switch with the shell: the classifieds home and its footer.
    await expect(page.getByRole('heading', { level: 1, name: 'Petites annonces' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Annonces récentes' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Votre compte' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Petites annonces' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Votre compte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A page reached in the app loads its areas' French with its modules: Explore arrives in French.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Voir toutes les annonces' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explorer le marché' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrer' })).toBeVisible();
    // A listing's page, opened from Explore and then rendered by the server, in French: a demo
    // listing, not one a journey made (E2E …), which that journey may delete in the meantime.
    await page
      .getByRole('link', { name: /^Voir les détails\W+(?!\W|E2E)/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Statistiques' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Informations sur le vendeur' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Partager', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^J'aime/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The landing, rendered by the server in French and hydrated without a warning (checked at the end).
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Achetez, vendez et livrez partout au Ghana, au même endroit' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explorez le marché' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.goto('/ecommerce');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Catégories de produits' })).toBeVisible();
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeVisible();
    // The shared checks' sentences (ADR 077) read in French too: the sign-up form's own checks.
    await page.goto('/signup');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Saisissez votre nom complet.')).toBeVisible();
    await expect(page.getByText('Enter full name.')).toHaveCount(0);

    // The page's source, as the server sent it with the browser's cookie: French, lang="fr", the
    // catalogs preloaded (the shell's, and the classifieds', the tour's, the footer's, the shared controls' and
    // the storefront header's category names' areas).
    const source = await (await page.request.get('/classifieds')).text();
    expect(source).toMatch(/<html lang="fr" dir="ltr"/);
    expect(source).toContain('>Accueil<');
    expect(source).toContain('>Petites annonces</h1>');
    expect(source).toContain('>Annonces récentes<');
    // The files the page preloads are listed in #dwa-boot, for after its first paint (ADR 088).
    const boot = JSON.parse(/<script type="application\/json" id="dwa-boot">(.*?)<\/script>/.exec(source)?.[1] ?? '{}') as {
      preload?: string[];
    };
    expect((boot.preload ?? []).filter((file) => /^\/assets\/fr-[^/]*\.js$/.test(file))).toHaveLength(6);
    // Without the cookie the same address is English (the render cache keys on the language), and
    // names no catalog: English comes with the page's own code.
    const english = await (await page.request.get('/classifieds', { headers: { cookie: '' } })).text();
    expect(english).toMatch(/<html lang="en" dir="ltr"/);
    expect(english).toContain('>Home<');
    expect(english).toContain('>Recent Ads<');
    expect(english).not.toMatch(/\/assets\/(fr|es|de|ar|zh|hi|ru|pt)-[^"]*\.js"/);

    await page.goto('/classifieds');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a refusal only the API writes reads in French by its code (ADR 080): a wrong password', async ({ page }) => {
    await page.goto('/signin');
    await page.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('personne-ici@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // The API answers 401 "Incorrect email or password." with its code, accounts.wrong_credentials.
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
    await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
  });

  test("a buyer's cart, checkout, purchases, promos and messages in French", async ({ page, api, newCustomer, seller, newListing }) => {
    test.setTimeout(120_000);
    const problems = consoleProblems(page);
    // A buyer of this test's own: signed in with the French cookie, French becomes their language
    // (users.locale), which the worker's customer must not take into the journeys after this one.
    const customer = await newCustomer();
    const basket = await newListing(seller, buyNow('Bolga basket', '200', '2'));
    await addToCart(api, customer, basket.id);
    await signIn(page, customer);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    // The language as the header's select stores it (the select itself is tested above).
    await page.context().addCookies([{ name: 'dwa_lang', value: 'fr', url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Votre panier' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Retirer .*Bolga basket/ })).toBeVisible();

    await page.getByRole('link', { name: 'Commander' }).click();
    const form = page.getByRole('form', { name: 'Commander' });
    await expect(form.getByLabel('Adresse de livraison')).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Paiement à la livraison/ })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Passer la commande' })).toBeVisible();
    // The server's refusal, in English on the wire, reads in French by its code (ADR 077), its value in place.
    await form.getByRole('textbox', { name: /^Code promo/ }).fill('NOPE2026');
    await form.getByRole('button', { name: 'Appliquer' }).click();
    await expect(form.getByText('Le code promo NOPE2026 n’est pas valide.')).toBeVisible();

    await page.goto('/purchases');
    await expect(page.getByRole('heading', { name: 'Mes achats' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^À payer/ })).toBeVisible();
    await page.goto('/discounts-promos');
    await expect(page.getByRole('heading', { name: 'Les promos sont pour les vendeurs' })).toBeVisible();
    await page.goto('/messages');
    await expect(page.getByRole('searchbox', { name: 'Rechercher des conversations' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a French visitor switches back to English from every page: its menu on a phone, its header on a computer', async ({
    page,
    newListing,
    seller,
  }) => {
    const problems = consoleProblems(page);
    const listing = await newListing(seller, { label: 'Language lamp' });
    const html = page.locator('html');
    await page.setViewportSize({ width: 360, height: 740 });
    const menu = page.locator('#main-menu');
    // French, chosen in Explore's menu.
    await page.goto('/listings');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(html).toHaveAttribute('lang', 'fr');
    for (const path of ['/', '/listings', `/listing/${listing.id}`, '/ecommerce', '/ride', '/delivery', '/about']) {
      // Arriving in French, then back to English from the page's own menu, then French for the next.
      await page.goto(path);
      await expect(html, path).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('navigation', { name: 'Principal' }), path).toBeVisible();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await menu.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await expect(html, path).toHaveAttribute('lang', 'en');
      await expect(menu.getByRole('link', { name: 'Home' }), path).toBeVisible();
      await menu.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await expect(html, path).toHaveAttribute('lang', 'fr');
    }
    // On a computer the header beside the search has it (the storefront pages' top bar has its own).
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/', '/listings', '/ride']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Recherche et compte' }), path).toBeVisible();
      // The same header, named in the language of the moment.
      const header = page.locator('[data-page-header]');
      await header.getByRole('combobox', { name: 'Langue' }).selectOption('en');
      await expect(html, path).toHaveAttribute('lang', 'en');
      await header.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await expect(html, path).toHaveAttribute('lang', 'fr');
    }
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('Arabic sets dir="rtl" and fits a 360 px phone', async ({ page }, testInfo) => {
    const problems = consoleProblems(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/classifieds');
    await page.getByRole('button', { name: 'Store options' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'خيارات المتجر' })).toBeVisible();

    for (const path of ['/', '/classifieds', '/listings']) {
      await page.goto(path);
      await expect(html, path).toHaveAttribute('dir', 'rtl');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await page.goto('/');
    await testInfo.attach('arabic-360.png', { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
    expect(problems).toEqual([]);
  });
});
