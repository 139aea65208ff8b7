// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Listing } from '@dwa/shared/listings';
import {
  availabilityOf,
  itemConditionOf,
  jsonForScript,
  listingHead,
  notFoundHead,
  publicPageHead,
  renderHead,
  sellerHead,
  summarize,
  type PageHead,
} from './head';
import type { SellerPage } from '@dwa/shared/reviews';

// The <head> of public pages, read back the way a browser or a crawler reads it: through an HTML
// parser (jsdom's, which follows the HTML standard), never by looking for strings we hope to see.

const SITE = 'https://dwa.example';

/** A whole page around the head, parsed as a browser would. */
function parse(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body><p id="content">Hello</p></body></html>`,
    'text/html',
  );
}

const metaOf = (doc: Document, key: string) =>
  doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

function jsonLdOf(doc: Document): unknown {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '');
}

function listing(overrides: Partial<Listing> = {}): Listing {
  const seller = {
    user_id: 7,
    id: 7,
    name: 'Kwame Asante',
    username: null,
    business_name: null,
    business_description: null,
    profile_picture: null,
    is_verified: true,
    phone_verified: false,
    id_verified: false,
    phone: '+233241234567',
    business_phone: null,
    email: 'kwame@example.com',
    business_email: null,
    business_website: null,
    business_address: null,
    rating: null,
  };
  return {
    id: 42,
    title: 'Samsung A15, 128 GB',
    description: 'Barely used.\n\n  With   charger and box.',
    price: 1850,
    category: 'Electronics',
    sub_category: 'Phones',
    brand: 'Samsung',
    type: 'A15',
    condition: 'Like New',
    meta: { brand: 'Samsung', type: 'A15', condition: 'Like New' },
    promotion: 'NONE',
    images: ['/static/listings/abc-640.webp', '/static/listings/def-640.webp'],
    image_variants: [
      {
        thumb: '/static/listings/abc-320.webp',
        medium: '/static/listings/abc-640.webp',
        large: '/static/listings/abc-1280.webp',
        width: 1600,
        height: 1200,
      },
      {
        thumb: '/static/listings/def-320.webp',
        medium: '/static/listings/def-640.webp',
        large: '/static/listings/def-1280.webp',
        width: 900,
        height: 900,
      },
    ],
    status: 'active',
    likes: 0,
    views: 3,
    comments_count: 0,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-02T10:00:00.000Z',
    location: 'Osu, Greater Accra',
    region: 'Greater Accra',
    town: 'Osu',
    buy_now: false,
    quantity: 0,
    in_stock: false,
    user: seller,
    is_owner: false,
    is_flagged: false,
    ...overrides,
  };
}

const HOSTILE = [
  `"><script>alert(1)</script>`,
  `</script><script>x()</script>`,
  `'><img src=x onerror=alert(1)>`,
  `<!--<script>`,
  `Tom & Jerry's "best" <b>deal</b>\u2028\u2029`,
];

describe('renderHead', () => {
  const head: PageHead = {
    title: 'Samsung A15 | GH₵ 1,850 | Dwa',
    description: 'A phone.',
    canonicalPath: '/listing/42',
    type: 'product',
    image: { url: `${SITE}/api/v1/classifieds/42/preview.jpg`, width: 1200, height: 630, alt: 'Samsung A15' },
    jsonLd: { '@type': 'Product', name: 'Samsung A15' },
  };

  it('writes the title, description, canonical link, Open Graph, Twitter card and JSON-LD', () => {
    const doc = parse(renderHead(head, `${SITE}/`));
    expect(doc.title).toBe('Samsung A15 | GH₵ 1,850 | Dwa');
    expect(metaOf(doc, 'description')).toBe('A phone.');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/listing/42`);
    expect(metaOf(doc, 'og:url')).toBe(`${SITE}/listing/42`);
    expect(metaOf(doc, 'og:title')).toBe(head.title);
    expect(metaOf(doc, 'og:description')).toBe('A phone.');
    expect(metaOf(doc, 'og:type')).toBe('product');
    expect(metaOf(doc, 'og:site_name')).toBe('Dwa');
    expect(metaOf(doc, 'og:locale')).toBe('en_GH');
    expect(metaOf(doc, 'og:image')).toBe(`${SITE}/api/v1/classifieds/42/preview.jpg`);
    expect(metaOf(doc, 'og:image:width')).toBe('1200');
    expect(metaOf(doc, 'og:image:height')).toBe('630');
    expect(metaOf(doc, 'og:image:alt')).toBe('Samsung A15');
    expect(metaOf(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(doc, 'robots')).toBeNull();
    expect(jsonLdOf(doc)).toEqual({ '@type': 'Product', name: 'Samsung A15' });
    // Everything stayed in <head>: nothing was pushed into the body.
    expect(doc.body.children).toHaveLength(1);
  });

  it('without an image: a summary card and no og:image; noindex asks robots not to index; no canonical when there is none', () => {
    const doc = parse(renderHead({ title: 'Gone | Dwa', description: 'x', canonicalPath: '', noindex: true }, SITE));
    expect(metaOf(doc, 'twitter:card')).toBe('summary');
    expect(metaOf(doc, 'og:image')).toBeNull();
    expect(metaOf(doc, 'robots')).toBe('noindex');
    expect(metaOf(doc, 'og:type')).toBe('website');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(metaOf(doc, 'og:url')).toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it.each(HOSTILE)('a hostile value (%j) stays text in every tag and cannot break out of the JSON-LD', (evil) => {
    const hostile: PageHead = {
      title: evil,
      description: evil,
      canonicalPath: `/listings?q=${evil}`,
      image: { url: `${SITE}/x.jpg?${evil}`, width: 1200, height: 630, alt: evil },
      jsonLd: { name: evil, nested: { list: [evil] } },
    };
    const html = renderHead(hostile, SITE);
    const doc = parse(html);
    // One script (the JSON-LD) and nothing else: no injected element anywhere in the page.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img, b')).toHaveLength(0);
    expect(doc.body.children).toHaveLength(1);
    expect(doc.getElementById('content')?.textContent).toBe('Hello');
    expect(doc.head.querySelector('title')?.textContent).toBe(evil);
    expect(metaOf(doc, 'description')).toBe(evil);
    expect(metaOf(doc, 'og:title')).toBe(evil);
    expect(metaOf(doc, 'og:image:alt')).toBe(evil);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/listings?q=${evil}`);
    // The JSON-LD reads back to the very same value, and its text holds no markup at all.
    expect(jsonLdOf(doc)).toEqual({ name: evil, nested: { list: [evil] } });
    const script = html.slice(html.indexOf('<script'), html.lastIndexOf('</script>'));
    expect(script.slice(script.indexOf('>') + 1)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe('jsonForScript', () => {
  it('escapes < > & U+2028 U+2029 as \\u escapes, so the JSON means the same', () => {
    const value = { a: '</script><!--&\u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('summarize', () => {
  it('collapses whitespace and cuts long text at a word, with an ellipsis, within 160 characters', () => {
    expect(summarize('  a\n\n b\tc  ')).toBe('a b c');
    const long = `${'word '.repeat(60)}end`;
    const cut = summarize(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = summarize('😀'.repeat(200));
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^(😀)+…$/u);
  });
});

describe('listingHead', () => {
  it('titles the page with the listing and its price in cedis, describes it, and shows the 1200x630 preview', () => {
    const head = listingHead(listing(), SITE);
    expect(head.title).toBe('Samsung A15, 128 GB | GHC 1,850.00 | Dwa');
    expect(head.description).toBe('Barely used. With charger and box.');
    expect(head.canonicalPath).toBe('/listing/42');
    expect(head.type).toBe('product');
    expect(head.noindex).toBeUndefined();
    expect(head.image).toEqual({
      url: expect.stringMatching(/^https:\/\/dwa\.example\/api\/v1\/classifieds\/42\/preview\.jpg\?v=[0-9a-z]+$/),
      width: 1200,
      height: 630,
      alt: 'Samsung A15, 128 GB',
    });
    expect(listingHead(listing({ price: 1850.5 }), SITE).title).toBe('Samsung A15, 128 GB | GHC 1,850.50 | Dwa');
  });

  it('names a new preview URL when the first photo changes, and none without a photo', () => {
    const before = listingHead(listing(), SITE).image?.url;
    const variants = listing().image_variants;
    const after = listingHead(listing({ image_variants: [variants[1]!, variants[0]!] }), SITE).image?.url;
    expect(after).not.toBe(before);
    const bare = listingHead(listing({ images: [], image_variants: [] }), SITE);
    expect(bare.image).toBeUndefined();
    expect(renderHead(bare, SITE)).toContain('content="summary"');
    expect(bare.jsonLd).not.toHaveProperty('image');
  });

  it('describes a listing without a description by its title, price and place', () => {
    expect(listingHead(listing({ description: ' \n ' }), SITE).description).toBe(
      'Samsung A15, 128 GB for GHC 1,850.00 in Osu, Greater Accra on Dwa.',
    );
  });

  it('says what schema.org Product needs: name, images, id, price in GHS, availability, condition and seller', () => {
    expect(listingHead(listing(), SITE).jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Samsung A15, 128 GB',
      description: 'Barely used. With charger and box.',
      sku: '42',
      productID: '42',
      url: `${SITE}/listing/42`,
      category: 'Electronics > Phones',
      brand: { '@type': 'Brand', name: 'Samsung' },
      image: [`${SITE}/static/listings/abc-1280.webp`, `${SITE}/static/listings/def-1280.webp`],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: '1850.00',
        priceCurrency: 'GHS',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url: `${SITE}/listing/42`,
        seller: { '@type': 'Person', name: 'Kwame Asante' },
      },
    });
    const shop = listingHead(
      listing({ user: { ...listing().user, business_name: 'Asante Phones' }, price: 99.9, condition: null, brand: null }),
      SITE,
    ).jsonLd as Record<string, Record<string, unknown>>;
    expect(shop.offers).toMatchObject({ price: '99.90', seller: { '@type': 'Organization', name: 'Asante Phones' } });
    expect(shop.offers).not.toHaveProperty('itemCondition');
    expect(shop).not.toHaveProperty('brand');
  });

  it('keeps the JSON-LD and tags of a hostile listing inert', () => {
    const evil = '</script><script>x()</script>';
    const doc = parse(renderHead(listingHead(listing({ title: evil, description: `"><script>alert(1)</script>` }), SITE), SITE));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect((jsonLdOf(doc) as { name: string }).name).toBe(evil);
    expect(metaOf(doc, 'og:image:alt')).toBe(evil);
  });

  it('maps availability from status and shop stock, and the condition to schema.org', () => {
    expect(availabilityOf({ status: 'active', buy_now: false, quantity: 0 })).toBe('https://schema.org/InStock');
    expect(availabilityOf({ status: 'active', buy_now: true, quantity: 2 })).toBe('https://schema.org/InStock');
    expect(availabilityOf({ status: 'active', buy_now: true, quantity: 0 })).toBe('https://schema.org/SoldOut');
    expect(availabilityOf({ status: 'inactive', buy_now: true, quantity: 5 })).toBe('https://schema.org/OutOfStock');
    expect(itemConditionOf('New')).toBe('https://schema.org/NewCondition');
    for (const used of ['Like New', 'Good', 'Fair', 'Poor']) expect(itemConditionOf(used)).toBe('https://schema.org/UsedCondition');
    expect(itemConditionOf('Refurbished')).toBe('https://schema.org/RefurbishedCondition');
    expect(itemConditionOf(null)).toBeNull();
  });
});

describe('publicPageHead', () => {
  const at = (path: string, query = '') => publicPageHead(path, new URLSearchParams(query), SITE);

  it('heads the Terms and Conditions and the Privacy Policy', () => {
    expect(at('/terms')).toMatchObject({ title: 'Terms and Conditions | Dwa', canonicalPath: '/terms' });
    expect(at('/privacy/')).toMatchObject({ title: 'Privacy Policy | Dwa', canonicalPath: '/privacy' });
    for (const path of ['/terms', '/privacy']) expect(Array.from(at(path)!.description).length, path).toBeLessThanOrEqual(160);
  });

  it('heads the home, classifieds and delivery pages, and nothing else', () => {
    expect(at('/')).toMatchObject({ title: 'Dwa | Buy, sell and deliver across Ghana', canonicalPath: '/' });
    expect(at('/')?.jsonLd).toMatchObject({ '@type': 'WebSite', url: `${SITE}/` });
    expect(at('/classifieds')).toMatchObject({ title: 'Classifieds | Dwa', canonicalPath: '/classifieds' });
    expect(at('/delivery/')).toMatchObject({ title: 'Same-day delivery | Dwa', canonicalPath: '/delivery' });
    for (const path of ['/cart', '/messages', '/listing/42', '/admin', '/listingsx']) expect(at(path)).toBeNull();
    for (const path of ['/', '/classifieds', '/listings', '/delivery']) {
      const head = at(path)!;
      expect(head.description.length).toBeGreaterThan(40);
      expect(Array.from(head.description).length).toBeLessThanOrEqual(160);
    }
  });

  it('heads the shop and its categories as the app titles them; an unknown category is the whole shop', () => {
    expect(at('/ecommerce')).toMatchObject({ title: 'Shop | Dwa', canonicalPath: '/ecommerce' });
    expect(at('/ecommerce', 'category=Fashion&utm_source=x')).toMatchObject({
      title: 'Fashion | Shop | Dwa',
      canonicalPath: '/ecommerce?category=Fashion',
    });
    expect(at('/ecommerce', 'category=Home+%26+Garden')?.canonicalPath).toBe('/ecommerce?category=Home+%26+Garden');
    expect(at('/ecommerce', 'category=%3Cscript%3E')).toMatchObject({ title: 'Shop | Dwa', canonicalPath: '/ecommerce' });
    for (const query of ['', 'category=Fashion']) {
      const head = at('/ecommerce', query)!;
      expect(head.description, query).toContain('Mobile Money');
      expect(Array.from(head.description).length, query).toBeLessThanOrEqual(160);
      expect(head.noindex, query).toBeUndefined();
    }
  });

  it('titles Explore by its words and category, and keeps only those in the canonical URL', () => {
    expect(at('/listings')).toMatchObject({ title: 'Explore Marketplace | Dwa', canonicalPath: '/listings' });
    expect(at('/listings', 'category=Electronics&sort=price_asc&min_price=5&cursor=abc&utm_source=x')).toMatchObject({
      title: 'Electronics | Explore Marketplace | Dwa',
      canonicalPath: '/listings?category=Electronics',
    });
    expect(at('/listings', 'category=Electronics&sub_category=Phones')?.canonicalPath).toBe(
      '/listings?category=Electronics&sub_category=Phones',
    );
    const words = at('/listings', 'q=%20samsung%20%20a15%20&category=Electronics&sort=newest')!;
    expect(words.title).toBe('“samsung a15” in Electronics | Explore Marketplace | Dwa');
    expect(words.canonicalPath).toBe('/listings?q=samsung+a15&category=Electronics');
    // Free-text results are for people, not search engines.
    expect(words.noindex).toBe(true);
    expect(at('/listings', 'category=Electronics')?.noindex).toBeUndefined();
  });

  it('drops categories that do not exist, and a sub-category outside its category', () => {
    expect(at('/listings', 'category=<script>&sub_category=Phones')).toMatchObject({
      title: 'Explore Marketplace | Dwa',
      canonicalPath: '/listings',
    });
    expect(at('/listings', 'category=Vehicles&sub_category=Phones')?.canonicalPath).toBe('/listings?category=Vehicles');
  });
});

describe('notFoundHead', () => {
  it('asks robots not to index, and names no canonical URL', () => {
    const doc = parse(renderHead(notFoundHead(SITE), SITE));
    expect(doc.title).toBe('Page not found | Dwa');
    expect(metaOf(doc, 'robots')).toBe('noindex');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('sellerHead', () => {
  const seller = (overrides: Partial<SellerPage> = {}): SellerPage => ({
    id: 7,
    name: 'Kwame Asante',
    business_name: null,
    profile_picture: null,
    member_since: '2026-08-18T10:00:00.000Z',
    phone_verified: false,
    id_verified: false,
    rating: { score: null, count: 0 },
    habits: { response_rate: null, typical_reply_minutes: null, chats: 0, cancellation_rate: null, orders: 0 },
    ...overrides,
  });

  it('names the seller, how long they have sold here, and their page; a person without reviews', () => {
    const doc = parse(renderHead(sellerHead(seller(), SITE), SITE));
    expect(doc.title).toBe('Kwame Asante | Dwa');
    expect(metaOf(doc, 'description')).toBe(
      'Kwame Asante sells on Dwa, the marketplace for Ghana, since August 2026. See their listings and reviews.',
    );
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/seller/7`);
    expect(metaOf(doc, 'og:url')).toBe(`${SITE}/seller/7`);
    expect(jsonLdOf(doc)).toEqual({ '@context': 'https://schema.org', '@type': 'Person', name: 'Kwame Asante', url: `${SITE}/seller/7` });
    expect(metaOf(doc, 'robots')).toBeNull();
  });

  it('uses the business name and gives the score a link preview can show', () => {
    const doc = parse(renderHead(sellerHead(seller({ business_name: 'Asante Phones', rating: { score: 4.6, count: 12 } }), SITE), SITE));
    expect(doc.title).toBe('Asante Phones | Dwa');
    expect(metaOf(doc, 'description')).toContain('rated 4.6 out of 5 from 12 reviews, selling since August 2026');
    expect(jsonLdOf(doc)).toMatchObject({
      '@type': 'Organization',
      name: 'Asante Phones',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    const one = parse(renderHead(sellerHead(seller({ rating: { score: 5, count: 1 } }), SITE), SITE));
    expect(metaOf(one, 'description')).toContain('rated 5.0 out of 5 from 1 review,');
  });

  it('counts the month in Accra, and escapes a name typed by a stranger', () => {
    const evil = 'Ama </script><script>alert(1)</script> & "Co"';
    const doc = parse(renderHead(sellerHead(seller({ business_name: evil, member_since: '2026-08-31T23:30:00.000Z' }), SITE), SITE));
    expect(doc.title).toBe(`${evil} | Dwa`);
    expect(metaOf(doc, 'description')).toContain('since August 2026');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(jsonLdOf(doc)).toMatchObject({ name: evil });
  });
});
