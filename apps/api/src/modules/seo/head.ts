import { CATEGORIES, isCategory, isSubCategoryOf } from '@dwa/shared/catalogue';
import type { Listing } from '@dwa/shared/listings';
import type { SellerPage } from '@dwa/shared/reviews';
import { formatGhc } from '@dwa/shared/money';

// What a public page says about itself inside <head>: the title, the description, the canonical
// URL, Open Graph and Twitter tags for link previews, and schema.org JSON-LD for search engines.
// Pure functions (no I/O): the server renderer builds a PageHead per page and renders it here.
// Every value is escaped: a listing title is typed by a stranger.

export type PageHead = {
  /** The full <title>, e.g. "Samsung A15, 128 GB | GHC 1,850.00 | Dwa". */
  title: string;
  /** At most about 160 characters, whitespace collapsed. */
  description: string;
  /** Path and meaningful query, e.g. "/listing/42"; '' for none (no canonical link, no og:url). */
  canonicalPath: string;
  type?: 'website' | 'product';
  /** An absolute URL. */
  image?: { url: string; width: number; height: number; alt: string };
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

export const SITE_NAME = 'Dwa';
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const DESCRIPTION_MAX = 160;
const QUERY_MAX = 200;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: & < > " ' become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for inside <script type="application/ld+json">: the HTML parser ends a script at `</script`
 * and treats `<!--` specially whatever the JSON means, and U+2028/2029 end a line in old parsers, so
 * those characters are written as \u escapes (the JSON value is unchanged).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whitespace collapsed, then cut at a word to at most `max` characters (code points) with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(collapsed);
  if (chars.length <= max) return collapsed;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** An absolute URL of a path (or the URL itself when it already is one). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin(publicUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

export function renderHead(head: PageHead, publicUrl: string): string {
  const meta = (kind: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${kind}="${key}" content="${escapeHtml(String(content))}">`;
  const canonical = head.canonicalPath ? absoluteUrl(publicUrl, head.canonicalPath) : null;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_GH'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
  ];
  if (head.image) {
    lines.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  } else {
    lines.push(meta('name', 'twitter:card', 'summary'));
  }
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return lines.join('\n');
}

// ---- listings ----

/** A short stable fingerprint (FNV-1a, base 36): the preview URL changes when the first photo does. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export const listingPath = (id: number) => `/listing/${id}`;

/** The 1200x630 link-preview image of a listing (GET /api/v1/classifieds/{id}/preview.jpg). */
export function previewImagePath(listing: Pick<Listing, 'id' | 'image_variants'>): string | null {
  const first = listing.image_variants[0];
  return first ? `/api/v1/classifieds/${listing.id}/preview.jpg?v=${fingerprint(first.large)}` : null;
}

const SCHEMA = 'https://schema.org/';

/** schema.org availability: for sale now, sold out in the shop, or off sale. */
export function availabilityOf(listing: Pick<Listing, 'status' | 'buy_now' | 'quantity'>): string {
  if (listing.status !== 'active') return `${SCHEMA}OutOfStock`;
  if (listing.buy_now && listing.quantity <= 0) return `${SCHEMA}SoldOut`;
  return `${SCHEMA}InStock`;
}

/** schema.org itemCondition of the listing's condition ('New', 'Like New', 'Good', ...); null when it has none. */
export function itemConditionOf(condition: string | null): string | null {
  if (!condition) return null;
  const text = condition.trim().toLowerCase();
  if (text === 'new' || text === 'brand new') return `${SCHEMA}NewCondition`;
  if (text.includes('refurb')) return `${SCHEMA}RefurbishedCondition`;
  return `${SCHEMA}UsedCondition`;
}

function sellerOf(user: Listing['user']): Record<string, unknown> {
  return user.business_name ? { '@type': 'Organization', name: user.business_name } : { '@type': 'Person', name: user.name };
}

export function listingHead(listing: Listing, publicUrl: string): PageHead {
  const price = formatGhc(listing.price);
  const url = absoluteUrl(publicUrl, listingPath(listing.id));
  const written = summarize(listing.description);
  const place = listing.location ? ` in ${listing.location}` : '';
  const description = written || summarize(`${listing.title} for ${price}${place} on ${SITE_NAME}.`);
  const preview = previewImagePath(listing);
  const condition = itemConditionOf(listing.condition);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    price: listing.price.toFixed(2),
    priceCurrency: 'GHS',
    availability: availabilityOf(listing),
    ...(condition ? { itemCondition: condition } : {}),
    url,
    seller: sellerOf(listing.user),
  };
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.description.replace(/\s+/g, ' ').trim() || description,
    sku: String(listing.id),
    productID: String(listing.id),
    url,
    category: listing.sub_category ? `${listing.category} > ${listing.sub_category}` : listing.category,
    ...(listing.brand ? { brand: { '@type': 'Brand', name: listing.brand } } : {}),
    ...(listing.image_variants.length > 0 ? { image: listing.image_variants.map((variant) => absoluteUrl(publicUrl, variant.large)) } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    offers: offer,
  };
  return {
    title: `${listing.title} | ${price} | ${SITE_NAME}`,
    description,
    canonicalPath: listingPath(listing.id),
    type: 'product',
    ...(preview
      ? { image: { url: absoluteUrl(publicUrl, preview), width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: listing.title } }
      : {}),
    jsonLd,
  };
}

// ---- sellers ----

export const sellerPath = (id: number) => `/seller/${id}`;

/** "August 2026": when the seller joined, as Accra's calendar has it. */
const MEMBER_SINCE = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Accra' });

/**
 * A seller's public page (/seller/{id}): the name they trade under, their score when they have one,
 * and how long they have sold here, which is what a link shared on WhatsApp should say of them.
 */
export function sellerHead(seller: SellerPage, publicUrl: string): PageHead {
  const name = seller.business_name || seller.name;
  const since = MEMBER_SINCE.format(new Date(seller.member_since));
  const { score, count } = seller.rating;
  const rated = score !== null && count > 0;
  const description = rated
    ? `${name} on ${SITE_NAME}: rated ${score.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}, selling since ${since}. See their listings and what buyers say.`
    : `${name} sells on ${SITE_NAME}, the marketplace for Ghana, since ${since}. See their listings and reviews.`;
  return {
    // As the app titles the page (DocumentTitle): the tab keeps its name once the app starts.
    title: `${name} | ${SITE_NAME}`,
    description: summarize(description),
    canonicalPath: sellerPath(seller.id),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': seller.business_name ? 'Organization' : 'Person',
      name,
      url: absoluteUrl(publicUrl, sellerPath(seller.id)),
      ...(rated
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: score, reviewCount: count, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  };
}

// ---- the other public pages ----

const HOME: Omit<PageHead, 'canonicalPath'> = {
  title: `${SITE_NAME} | Buy, sell and deliver across Ghana`,
  description: 'Dwa: buy, sell and deliver across Ghana. Classified ads, online shopping and same-day delivery in one marketplace.',
};

/** The Explore page's title, canonical query and indexing from its URL: q, category and sub_category count; sort, price and the rest do not. */
function exploreHead(search: URLSearchParams): PageHead {
  const q = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
  const categoryParam = search.get('category') ?? '';
  const category = isCategory(categoryParam) ? categoryParam : '';
  const subParam = search.get('sub_category') ?? '';
  const sub = category && isSubCategoryOf(category, subParam) ? subParam : '';
  const canonical = new URLSearchParams();
  if (q) canonical.set('q', q);
  if (category) canonical.set('category', category);
  if (sub) canonical.set('sub_category', sub);
  const query = canonical.toString();
  const within = sub ? `${sub} (${category})` : category;
  const label = q ? `“${q}”${within ? ` in ${within}` : ''}` : within;
  const description = q
    ? `Listings matching “${q}”${within ? ` in ${within}` : ''} from sellers across Ghana on ${SITE_NAME}.`
    : within
      ? `${within} for sale from sellers across Ghana on ${SITE_NAME}.`
      : `Great deals from sellers across Ghana: phones, cars, property, fashion and more on ${SITE_NAME}.`;
  return {
    title: label ? `${label} | Explore Marketplace | ${SITE_NAME}` : `Explore Marketplace | ${SITE_NAME}`,
    description: summarize(description),
    canonicalPath: query ? `/listings?${query}` : '/listings',
    // Free-text results are an endless space of thin pages: shareable, not for search engines.
    ...(q ? { noindex: true } : {}),
  };
}

/**
 * The shop (/ecommerce), or one of its categories (?category=, as its chips link it): titled as the
 * app titles it, so the tab keeps its name. An unknown category shows every product, as the page does.
 */
function shopHead(search: URLSearchParams): PageHead {
  const asked = search.get('category') ?? '';
  const category = isCategory(asked) ? asked : '';
  return {
    title: category ? `${category} | Shop | ${SITE_NAME}` : `Shop | ${SITE_NAME}`,
    description: summarize(
      category
        ? `${category} to buy now from sellers across Ghana. Pay with Mobile Money or cash on delivery, on ${SITE_NAME}.`
        : `Buy from sellers across Ghana. Pay with Mobile Money or cash on delivery, on ${SITE_NAME}.`,
    ),
    canonicalPath: category ? `/ecommerce?${new URLSearchParams({ category })}` : '/ecommerce',
  };
}

export function publicPageHead(pathname: string, search: URLSearchParams, publicUrl: string): PageHead | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  switch (path) {
    case '/':
      return {
        ...HOME,
        canonicalPath: '/',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${origin(publicUrl)}/`,
          potentialAction: searchAction(publicUrl),
        },
      };
    case '/classifieds':
      return {
        title: `Classifieds | ${SITE_NAME}`,
        description: `Classified ads across Ghana: ${Object.keys(CATEGORIES).slice(0, 6).join(', ').toLowerCase()} and more. Post an ad for free on ${SITE_NAME}.`,
        canonicalPath: '/classifieds',
      };
    case '/listings':
      return exploreHead(search);
    case '/ecommerce':
      return shopHead(search);
    case '/delivery':
      return {
        title: `Same-day delivery | ${SITE_NAME}`,
        description: `Same-day delivery across Ghana: send a parcel or have your purchase brought to your door by a ${SITE_NAME} courier, and track it live.`,
        canonicalPath: '/delivery',
      };
    case '/terms':
      return {
        title: `Terms and Conditions | ${SITE_NAME}`,
        description: `The rules for buying, selling, delivering and riding on ${SITE_NAME}, the marketplace for Ghana: accounts, listings, payments and behaviour.`,
        canonicalPath: '/terms',
      };
    case '/privacy':
      return {
        title: `Privacy Policy | ${SITE_NAME}`,
        description: `What ${SITE_NAME} keeps about you and why, who can see it, how long it is kept, and how to delete your account.`,
        canonicalPath: '/privacy',
      };
    default:
      return null;
  }
}

function searchAction(publicUrl: string): Record<string, unknown> {
  return {
    '@type': 'SearchAction',
    target: `${origin(publicUrl)}/listings?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  };
}

/** An expired or sold listing's page (410, ADR 066): kept out of search engines. */
export function goneHead(): PageHead {
  return {
    title: `No longer available | ${SITE_NAME}`,
    description: 'This listing is no longer available. See similar listings on Dwa.',
    canonicalPath: '',
    noindex: true,
  };
}

export function notFoundHead(_publicUrl: string): PageHead {
  return {
    title: `Page not found | ${SITE_NAME}`,
    description: 'This page does not exist, or is no longer available.',
    canonicalPath: '',
    noindex: true,
  };
}
