// Which areas' messages (ADR 046) each lazily loaded route module shows: a page in a language other
// than English loads those catalogs at the same time as its modules (router.tsx), and the server
// preloads them with the page. Only the other languages' catalogs import this map, so English pages
// never download it. i18n.test.ts derives the same from the modules' static imports and fails when
// this map says otherwise. Keys are the router's module names (the build manifest's keys).

export const ROUTE_AREAS: Readonly<Record<string, readonly string[]>> = {
  'src/app/layouts/general-layout.tsx': ['footer'],
  'src/app/layouts/storefront-layout.tsx': ['footer'],
  'src/app/routes/check-email.tsx': ['code'],
  'src/app/routes/classifieds.tsx': ['classifieds', 'tour'],
  'src/app/routes/ecommerce.tsx': ['buy', 'shop'],
  'src/app/routes/landing.tsx': ['footer', 'landing', 'tour'],
  'src/app/routes/listing.tsx': ['engagement', 'listing'],
  'src/app/routes/listings.tsx': ['explore'],
  'src/app/routes/manage-listings.tsx': ['listing'],
  'src/app/routes/post-listing.tsx': ['listing'],
  'src/app/routes/signin.tsx': ['auth', 'code', 'signin'],
  'src/app/routes/signup.tsx': ['auth', 'code', 'signup'],
};
