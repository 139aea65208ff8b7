import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Spinner } from '../components/ui/spinner';
import { GlobalNav } from './layouts/global-nav';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Every route is lazy: the landing's first load carries only the shell and the landing itself.
// Each route gets the error boundary, so a failing page keeps the navigation bar around it.

const withErrors = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({
    ...route,
    errorElement: <RouteErrorBoundary />,
    ...(route.children ? { children: withErrors(route.children) } : {}),
  })) as RouteObject[];

type RouteModule = Record<string, unknown>;

// Each lazy route names its source file (`handle.module`, the key of Vite's build manifest), so the
// server can list every script and stylesheet a page needs in its HTML (modulepreload) instead of
// the browser discovering them one lazy level at a time.
const modules = import.meta.glob<RouteModule>(['./routes/*.tsx', './layouts/*-layout.tsx', './guards/require-*.tsx', '!./**/*.test.tsx', '!./layouts/root-layout.tsx']);

export type RouteHandle = { module: string };

function lazyModule(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return { lazy: load as RouteObject['lazy'], handle: { module: `src/app/${file.slice(2)}` } satisfies RouteHandle } as Pick<RouteObject, 'lazy' | 'handle'>;
}

const page = (path: string, name: string): RouteObject => ({ path, ...lazyModule(`./routes/${name}.tsx`) }) as RouteObject;

const storefrontPages: RouteObject[] = [
  page(paths.classifieds.path, 'classifieds'),
  page(paths.signin.path, 'signin'),
  page(paths.signup.path, 'signup'),
];

const sellerPages: RouteObject[] = [
  page(paths.postListing.path, 'post-listing'),
  page(paths.manageListings.path, 'manage-listings'),
  page(paths.editListing.path, 'edit-listing'),
];

// The console's sections are its own route table (features/admin/routes.tsx), under /admin/*.
const adminPages: RouteObject[] = [page(paths.admin.path, 'admin')];

const signedInPages: RouteObject[] = [
  page(paths.profile.path, 'profile'),
  page(paths.becomeSeller.path, 'become-a-seller'),
  page(paths.messages.path, 'messages'),
  page(paths.deliveryRequest.path, 'delivery-request'),
  page(paths.wishlist.path, 'wishlist'),
  page(paths.purchases.path, 'purchases'),
  page(paths.order.path, 'order'),
  page(paths.likes.path, 'likes'),
  page(paths.notifications.path, 'notifications'),
  page(paths.discountsPromos.path, 'discounts-promos'),
  page(paths.mySales.path, 'my-sales'),
  page(paths.sellingPreferences.path, 'selling-preferences'),
  page(paths.cart.path, 'cart'),
  page(paths.checkout.path, 'checkout'),
  page(paths.checkoutPay.path, 'checkout-pay'),
  page(paths.checkoutDone.path, 'checkout-done'),
  { ...lazyModule('./guards/require-seller.tsx'), children: sellerPages },
  { ...lazyModule('./guards/require-admin.tsx'), children: adminPages },
];

const generalPages: RouteObject[] = [
  page(paths.ecommerce.path, 'ecommerce'),
  page(paths.ride.path, 'ride'),
  page(paths.listings.path, 'listings'),
  page(paths.listing.path, 'listing'),
  page(paths.account.path, 'account'),
  page(paths.seller.path, 'seller'),
  page(paths.checkEmail.path, 'check-email'),
  page(paths.newPassword.path, 'new-password'),
  page(paths.delivery.path, 'delivery'),
  page(paths.newsletter.path, 'newsletter'),
  { ...lazyModule('./guards/require-auth.tsx'), children: signedInPages },
  page('*', 'not-found'),
];

export const routes: RouteObject[] = withErrors([
  {
    path: paths.home.path,
    Component: RootLayout,
    // While the first page's chunks load, the bar is already there and the page below it waits.
    HydrateFallback: () => (
      <>
        <GlobalNav />
        <Spinner />
      </>
    ),
    children: [
      { index: true, ...lazyModule('./routes/landing.tsx') },
      { ...lazyModule('./layouts/storefront-layout.tsx'), children: storefrontPages },
      { ...lazyModule('./layouts/general-layout.tsx'), children: generalPages },
    ],
  },
]);
