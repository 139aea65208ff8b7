import { createBrowserRouter } from 'react-router';
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

const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load });

const storefrontPages: RouteObject[] = [
  page(paths.classifieds.path, () => import('./routes/classifieds')),
  page(paths.signin.path, () => import('./routes/signin')),
  page(paths.signup.path, () => import('./routes/signup')),
];

const sellerPages: RouteObject[] = [
  page(paths.postListing.path, () => import('./routes/post-listing')),
  page(paths.manageListings.path, () => import('./routes/manage-listings')),
  page(paths.editListing.path, () => import('./routes/edit-listing')),
];

// The console's sections are its own route table (features/admin/routes.tsx), under /admin/*.
const adminPages: RouteObject[] = [page(paths.admin.path, () => import('./routes/admin'))];

const signedInPages: RouteObject[] = [
  page(paths.profile.path, () => import('./routes/profile')),
  page(paths.becomeSeller.path, () => import('./routes/become-a-seller')),
  page(paths.messages.path, () => import('./routes/messages')),
  page(paths.deliveryRequest.path, () => import('./routes/delivery-request')),
  page(paths.wishlist.path, () => import('./routes/wishlist')),
  page(paths.purchases.path, () => import('./routes/purchases')),
  page(paths.order.path, () => import('./routes/order')),
  page(paths.likes.path, () => import('./routes/likes')),
  page(paths.notifications.path, () => import('./routes/notifications')),
  page(paths.discountsPromos.path, () => import('./routes/discounts-promos')),
  page(paths.mySales.path, () => import('./routes/my-sales')),
  page(paths.sellingPreferences.path, () => import('./routes/selling-preferences')),
  page(paths.cart.path, () => import('./routes/cart')),
  page(paths.checkout.path, () => import('./routes/checkout')),
  page(paths.checkoutPay.path, () => import('./routes/checkout-pay')),
  page(paths.checkoutDone.path, () => import('./routes/checkout-done')),
  { lazy: () => import('./guards/require-seller'), children: sellerPages },
  { lazy: () => import('./guards/require-admin'), children: adminPages },
];

const generalPages: RouteObject[] = [
  page(paths.ecommerce.path, () => import('./routes/ecommerce')),
  page(paths.ride.path, () => import('./routes/ride')),
  page(paths.listings.path, () => import('./routes/listings')),
  page(paths.listing.path, () => import('./routes/listing')),
  page(paths.account.path, () => import('./routes/account')),
  page(paths.seller.path, () => import('./routes/seller')),
  page(paths.checkEmail.path, () => import('./routes/check-email')),
  page(paths.newPassword.path, () => import('./routes/new-password')),
  page(paths.delivery.path, () => import('./routes/delivery')),
  { lazy: () => import('./guards/require-auth'), children: signedInPages },
  page('*', () => import('./routes/not-found')),
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
      { index: true, lazy: () => import('./routes/landing') },
      {
        lazy: () => import('./provider'),
        children: [
          { lazy: () => import('./layouts/storefront-layout'), children: storefrontPages },
          { lazy: () => import('./layouts/general-layout'), children: generalPages },
        ],
      },
    ],
  },
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
