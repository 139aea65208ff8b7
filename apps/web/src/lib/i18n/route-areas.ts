// Which areas' messages (ADR 046) each lazily loaded route module shows: a page in a language other
// than English loads those catalogs at the same time as its modules (router.tsx), and the server
// preloads them with the page. Only the other languages' catalogs import this map, so English pages
// never download it. i18n.test.ts derives the same from the modules' static imports and fails when
// this map says otherwise. Keys are the router's module names (the build manifest's keys).

export const ROUTE_AREAS: Readonly<Record<string, readonly string[]>> = {
  'src/app/guards/require-admin.tsx': ['access'],
  'src/app/guards/require-seller.tsx': ['access'],
  'src/app/layouts/general-layout.tsx': ['footer'],
  'src/app/layouts/storefront-layout.tsx': ['footer'],
  'src/app/routes/account.tsx': ['account'],
  'src/app/routes/admin.tsx': ['admin'],
  'src/app/routes/become-a-seller.tsx': ['controls', 'seller'],
  'src/app/routes/cart.tsx': ['checkout', 'controls'],
  'src/app/routes/check-email.tsx': ['code', 'controls', 'reset'],
  'src/app/routes/checkout-done.tsx': ['checkout'],
  'src/app/routes/checkout-pay.tsx': ['checkout', 'controls'],
  'src/app/routes/checkout.tsx': ['checkout', 'controls'],
  'src/app/routes/classifieds.tsx': ['classifieds', 'controls', 'tour'],
  'src/app/routes/delivery-request.tsx': ['controls', 'courier', 'delivery', 'fare', 'rides'],
  'src/app/routes/delivery.tsx': ['courier', 'delivery-landing', 'fare'],
  'src/app/routes/discounts-promos.tsx': ['controls', 'promos'],
  'src/app/routes/ecommerce.tsx': ['buy', 'controls', 'shop'],
  'src/app/routes/edit-listing.tsx': ['controls', 'posting'],
  'src/app/routes/landing.tsx': ['footer', 'landing', 'tour'],
  'src/app/routes/likes.tsx': ['account', 'controls'],
  'src/app/routes/listing.tsx': ['engagement', 'listing'],
  'src/app/routes/listings.tsx': ['controls', 'explore'],
  'src/app/routes/manage-listings.tsx': ['controls', 'listing', 'manage'],
  'src/app/routes/my-sales.tsx': ['controls', 'orders'],
  'src/app/routes/new-password.tsx': ['controls', 'reset'],
  'src/app/routes/newsletter.tsx': ['newsletter'],
  'src/app/routes/order.tsx': ['controls', 'orders'],
  'src/app/routes/post-listing.tsx': ['controls', 'listing', 'posting'],
  'src/app/routes/profile.tsx': ['controls', 'profile'],
  'src/app/routes/purchases.tsx': ['orders'],
  'src/app/routes/ride.tsx': ['controls', 'ride', 'rides'],
  'src/app/routes/seller.tsx': ['account'],
  'src/app/routes/selling-preferences.tsx': ['controls'],
  'src/app/routes/signin.tsx': ['auth', 'code', 'controls', 'signin'],
  'src/app/routes/signup.tsx': ['auth', 'code', 'controls', 'signup'],
  'src/app/routes/wishlist.tsx': ['controls'],
};
