// What the service worker (sw.ts) may keep, as pure functions the unit tests check. The rule is an
// allowlist: only answers that are the same for everyone are cached (server-rendered public pages,
// a listing's public API answers, listing photos); anything sent with an Authorization header or
// marked private/no-store by the server never is, whatever its path.

/** Server-rendered public pages (ADR 029): anonymous, so the same for everyone and safe to keep. */
const PUBLIC_PAGE = /^\/(?:classifieds|listings|delivery|listing\/\d+)?\/?$/;

/** A listing's public answers: the listing itself and its comments. */
const PUBLIC_LISTING_API = /^\/api\/v1\/classifieds\/(\d+)(?:\/comments)?\/?$/;

/** Listing photos (the stored WebP variants and originals); chat and profile pictures stay out. */
const LISTING_IMAGE = /^\/static\/listings\/[^/]+\.(?:webp|jpe?g|png|avif)$/i;

/** Names of the runtime caches, one place for the worker and the tests. */
export const CACHE_NAMES = {
  pages: 'dwa-pages',
  listingsApi: 'dwa-listings-api',
  images: 'dwa-listing-images',
  assets: 'dwa-assets',
} as const;

/** Caps: a phone's storage is small and shared with photos and WhatsApp. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 },
  listingsApi: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
  images: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
  assets: { maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 },
} as const;

export type RequestFacts = { method: string; url: URL; origin: string; hasAuthorization: boolean };

const sameOriginGet = ({ method, url, origin }: RequestFacts) => method === 'GET' && url.origin === origin;

/** A navigation to a page the server renders for everyone (/, /classifieds, /listings, /listing/{id}, /delivery). */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname);
}

/** The listing id of a /listing/{id} page, or null. */
export function listingIdOfPage(pathname: string): string | null {
  return /^\/listing\/(\d+)\/?$/.exec(pathname)?.[1] ?? null;
}

/** The API answer the listing page reads first: the one that makes it readable offline. */
export function listingApiPath(id: string): string {
  return `/api/v1/classifieds/${id}`;
}

/** A public listing API request that may be kept (never one sent with a token: its answer is the person's own view). */
export function isCacheableApiRequest(facts: RequestFacts): boolean {
  return sameOriginGet(facts) && !facts.hasAuthorization && PUBLIC_LISTING_API.test(facts.url.pathname);
}

export function isListingImage(facts: RequestFacts): boolean {
  return sameOriginGet(facts) && LISTING_IMAGE.test(facts.url.pathname);
}

/** Hashed build files (immutable): kept when first used if they were not precached. */
export function isBuildAsset(facts: RequestFacts): boolean {
  return sameOriginGet(facts) && /^\/assets\/[^/]+\.(?:js|css|woff2?)$/.test(facts.url.pathname);
}

/** The last check before storing: the server's own word. A private or no-store answer is never kept. */
export function isStorableResponse(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(?:no-store|private)\b/.test(cacheControl)) return false;
  if (response.headers.get('set-cookie')) return false;
  return true;
}

/** The build's manifest (Vite's), as much of it as the precache list needs. */
export type ViteManifest = Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** The islands' script, the build's second entry (vite.config.ts). */
const ISLANDS_ENTRY = 'src/islands/islands.ts';
/** A module of a page the app's route table loads (its own file under app/routes, app/guards or an app layout). */
const ROUTE_MODULE = /^src\/app\/(?:routes\/[^/]+|guards\/[^/]+|layouts\/[^/]+-layout)\.tsx$/;
/** A language's catalog other than English (the shell's, the shared sentences', an area's). */
const TRANSLATION = /^src\/lib\/i18n\/(?:languages\/(?!en\.)[a-z]{2}\.ts|catalogs\/[^/]+\/(?!en\.)[a-z]{2}\.json)$/;

/**
 * Build files the worker precaches: everything the public pages need to open and to move between
 * each other inside the app, offline: the entry's files, the islands' script, the public pages' modules (`publicModules`)
 * with their static imports, and what they load on demand (the parts that hydrate when seen, the
 * footers, dialogs, toasts). Not the other pages (seller, admin, signed-in pages: kept on first use)
 * nor other languages' catalogs. `modulesOf(file)` names the source modules a built file holds:
 * Rolldown may merge a small route module into a shared chunk, which the manifest keys by the chunk.
 */
export function shellFiles(
  manifest: ViteManifest,
  publicModules: readonly string[],
  modulesOf: (file: string) => readonly string[] = () => [],
): Set<string> {
  const held = (key: string): readonly string[] => {
    const chunk = manifest[key];
    if (!chunk) return [];
    return [...modulesOf(chunk.file), ...(chunk.src ? [chunk.src] : [])];
  };
  const keyOf = (module: string): string | undefined =>
    manifest[module] ? module : Object.keys(manifest).find((key) => held(key).includes(module));
  const publicKeys = publicModules.flatMap((module) => keyOf(module) ?? []);
  /** Code loaded on demand that the public pages do not need: another page's, another language's. */
  const elsewhere = (key: string) =>
    !publicKeys.includes(key) &&
    held(key).some((module) => (ROUTE_MODULE.test(module) && !publicModules.includes(module)) || TRANSLATION.test(module));
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) walk(child);
    for (const child of chunk.dynamicImports ?? []) if (!elsewhere(child)) walk(child);
  };
  walk('index.html');
  // What moves on a public page before its app runs (ADR 100), kept for offline with the rest.
  walk(ISLANDS_ENTRY);
  for (const key of publicKeys) walk(key);
  return files;
}
