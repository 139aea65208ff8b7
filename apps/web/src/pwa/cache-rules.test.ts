import { describe, expect, it } from 'vitest';
import {
  isBuildAsset,
  isCacheableApiRequest,
  isListingImage,
  isPublicPage,
  isStorableResponse,
  listingIdOfPage,
  shellFiles,
  type RequestFacts,
} from './cache-rules';
import { INSTALL_QUIET_DAYS, mayOfferInstall } from './install-offer';

const ORIGIN = 'https://dwa.example';
const req = (path: string, options: { method?: string; auth?: boolean; origin?: string } = {}): RequestFacts => ({
  method: options.method ?? 'GET',
  url: new URL(path, options.origin ?? ORIGIN),
  origin: ORIGIN,
  hasAuthorization: options.auth ?? false,
});

describe('which API answers the service worker keeps', () => {
  it("keeps a listing's public answers read anonymously", () => {
    expect(isCacheableApiRequest(req('/api/v1/classifieds/42'))).toBe(true);
    expect(isCacheableApiRequest(req('/api/v1/classifieds/42/comments?limit=20'))).toBe(true);
  });

  it('never keeps an answer asked for with a token, even a public path', () => {
    expect(isCacheableApiRequest(req('/api/v1/classifieds/42', { auth: true }))).toBe(false);
  });

  it('never keeps private answers, whatever the method', () => {
    for (const path of [
      '/api/v1/users/me',
      '/api/v1/chat/conversations',
      '/api/v1/chat/7/messages',
      '/api/v1/orders',
      '/api/v1/orders/3',
      '/api/v1/cart/items',
      '/api/v1/notifications?limit=5',
      '/api/v1/notifications/unread-count',
      '/api/v1/wishlist',
      '/api/v1/classifieds/my-listings',
      '/api/v1/classifieds/liked',
      '/api/v1/delivery/requests/3',
      '/api/v1/admin/users',
      '/api/v1/payments/9',
      '/api/v1/seller-applications/me',
    ]) {
      expect(isCacheableApiRequest(req(path)), path).toBe(false);
    }
    expect(isCacheableApiRequest(req('/api/v1/classifieds/42', { method: 'POST' }))).toBe(false);
    expect(isCacheableApiRequest(req('/api/v1/classifieds/42', { origin: 'https://elsewhere.example' }))).toBe(false);
  });

  it('refuses to store what the server marks private or no-store, a refusal, or a cookie', () => {
    const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });
    expect(isStorableResponse(answer(200))).toBe(true);
    expect(isStorableResponse(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isStorableResponse(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorableResponse(answer(200, { 'cache-control': 'Private, max-age=0' }))).toBe(false);
    expect(isStorableResponse(answer(200, { 'set-cookie': 'a=b' }))).toBe(false);
    expect(isStorableResponse(answer(404))).toBe(false);
    expect(isStorableResponse(answer(206))).toBe(false);
  });
});

describe('pages, photos and build files', () => {
  it('knows the server-rendered public pages', () => {
    for (const path of ['/', '/classifieds', '/listings', '/listing/12', '/delivery', '/listing/12/'])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      '/messages',
      '/profile',
      '/listing/abc',
      '/listing/12/edit',
      '/admin',
      '/signin',
      '/new-password',
      '/delivery-request',
    ]) {
      expect(isPublicPage(path), path).toBe(false);
    }
    expect(listingIdOfPage('/listing/12')).toBe('12');
    expect(listingIdOfPage('/listings')).toBeNull();
  });

  it('caches listing photos only, never chat or profile pictures', () => {
    expect(isListingImage(req('/static/listings/ab12-640.webp'))).toBe(true);
    expect(isListingImage(req('/static/listings/ab12.jpg'))).toBe(true);
    expect(isListingImage(req('/static/profile_pictures/me.webp'))).toBe(false);
    expect(isListingImage(req('/static/chat/x.webp'))).toBe(false);
    expect(isListingImage(req('/static/listings/ab12-640.webp', { origin: 'https://elsewhere.example' }))).toBe(false);
  });

  it('treats only hashed files under /assets as build files', () => {
    expect(isBuildAsset(req('/assets/index-abc123.js'))).toBe(true);
    expect(isBuildAsset(req('/assets/web-abc.css'))).toBe(true);
    expect(isBuildAsset(req('/sw.js'))).toBe(false);
    expect(isBuildAsset(req('/assets/../api/v1/users/me'))).toBe(false);
  });

  it("precaches the entry's files, the islands' script and the public pages' own, not every page's", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js'], css: ['assets/web-1.css'] },
      'src/islands/islands.ts': { file: 'assets/islands-1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/rolldown-runtime-1.js' },
      '_react.js': { file: 'assets/react-1.js' },
      'src/app/routes/listing.tsx': { file: 'assets/listing-1.js', imports: ['_react.js', '_gallery.js'] },
      '_gallery.js': { file: 'assets/gallery-1.js', css: ['assets/gallery-1.css'] },
      'src/app/routes/admin.tsx': { file: 'assets/admin-1.js', imports: ['_react.js'] },
    };
    expect([...shellFiles(manifest, ['src/app/routes/listing.tsx', 'src/app/routes/missing.tsx'])].sort()).toEqual(
      [
        'assets/gallery-1.css',
        'assets/gallery-1.js',
        'assets/index-1.js',
        'assets/islands-1.js',
        'assets/listing-1.js',
        'assets/react-1.js',
        'assets/rolldown-runtime-1.js',
        'assets/web-1.css',
      ].sort(),
    );
  });

  it("precaches what the public pages load on demand (moving between them offline needs it), not other pages' code or other languages", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_web.js'] },
      // The shell loads every page on demand, and the catalogs of the other languages.
      '_web.js': {
        file: 'assets/web-1.js',
        dynamicImports: [
          '_landing.js',
          '_admin.js',
          'src/app/routes/messages.tsx',
          'src/app/layouts/general-layout.tsx',
          'src/lib/i18n/languages/fr.ts',
          '_toasts.js',
        ],
      },
      // The landing's module, merged by the bundler into a chunk the manifest names after it.
      '_landing.js': { file: 'assets/landing-1.js', imports: ['_web.js'], dynamicImports: ['src/features/landing/below-fold.tsx'] },
      'src/features/landing/below-fold.tsx': { file: 'assets/below-fold-1.js', src: 'src/features/landing/below-fold.tsx' },
      '_admin.js': { file: 'assets/admin-1.js', dynamicImports: ['src/features/admin/users-page.tsx'] },
      'src/features/admin/users-page.tsx': { file: 'assets/users-page-1.js', src: 'src/features/admin/users-page.tsx' },
      'src/app/routes/messages.tsx': { file: 'assets/messages-1.js', src: 'src/app/routes/messages.tsx' },
      'src/app/layouts/general-layout.tsx': {
        file: 'assets/general-layout-1.js',
        src: 'src/app/layouts/general-layout.tsx',
        dynamicImports: ['src/app/layouts/footer/general-footer.tsx', 'src/lib/i18n/catalogs/footer/de.json'],
      },
      'src/app/layouts/footer/general-footer.tsx': { file: 'assets/general-footer-1.js', src: 'src/app/layouts/footer/general-footer.tsx' },
      'src/lib/i18n/catalogs/footer/de.json': { file: 'assets/de-2.js', src: 'src/lib/i18n/catalogs/footer/de.json' },
      'src/lib/i18n/languages/fr.ts': { file: 'assets/fr-1.js', src: 'src/lib/i18n/languages/fr.ts' },
      '_toasts.js': { file: 'assets/toasts-1.js' },
    };
    const held: Record<string, string[]> = {
      'assets/landing-1.js': ['src/app/routes/landing.tsx', 'src/features/landing/landing-page.tsx'],
      'assets/admin-1.js': ['src/app/routes/admin.tsx', 'src/features/admin/routes.tsx'],
      'assets/toasts-1.js': ['../../node_modules/sonner/dist/index.mjs'],
    };
    const files = shellFiles(manifest, ['src/app/routes/landing.tsx', 'src/app/layouts/general-layout.tsx'], (file) => held[file] ?? []);
    expect([...files].sort()).toEqual(
      [
        'assets/index-1.js',
        'assets/web-1.js',
        'assets/landing-1.js',
        'assets/below-fold-1.js',
        'assets/general-layout-1.js',
        'assets/general-footer-1.js',
        'assets/toasts-1.js',
      ].sort(),
    );
  });
});

describe('the install offer', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 24);
  it('shows unless turned down within the last days', () => {
    expect(mayOfferInstall(null, now)).toBe(true);
    expect(mayOfferInstall('garbage', now)).toBe(true);
    expect(mayOfferInstall(String(now - day), now)).toBe(false);
    expect(mayOfferInstall(String(now - INSTALL_QUIET_DAYS * day), now)).toBe(true);
    expect(mayOfferInstall(String(now + 365 * day), now)).toBe(true);
  });
});
