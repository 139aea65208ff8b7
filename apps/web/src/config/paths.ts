// Every URL of the web app, defined once. Route definitions use `path`; links use `getHref`.

export type ListingsSearch = { q?: string; category?: string; subCategory?: string };
/** The delivery dashboard's tab, the delivery it shows, and a new request's pre-filled fields. */
export type DeliveryRequestSearch = {
  tab?: 'request' | 'track' | 'messages' | 'history';
  id?: string;
  item?: string;
  pickup?: string;
  listing?: string;
  reorder?: string;
};

/** The admin's user list filters. */
export type AdminUsersSearch = { q?: string; type?: string; active?: 'true' | 'false' };
/** The audit log's filters (the API's query names). */
export type AdminAuditSearch = { action?: string; actor_id?: string; target_type?: string; target_id?: string; from?: string; to?: string };
/** The Jobs page's filters (the API's query names): a state (failed when none) and a kind. */
export type AdminJobsSearch = { state?: string; task?: string };
/** The payouts list's filters (the API's query names). */
export type AdminPayoutsSearch = { status?: string; held?: 'true' | 'false'; user_id?: string };

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const id = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The shop; `category` filters its products. */
  ecommerce: { path: '/ecommerce', getHref: (category?: string) => withQuery('/ecommerce', { category }) },
  ride: { path: '/ride', getHref: () => '/ride' },
  classifieds: { path: '/classifieds', getHref: () => '/classifieds' },
  listings: {
    path: '/listings',
    getHref: (search: ListingsSearch = {}) =>
      withQuery('/listings', { q: search.q, category: search.category, sub_category: search.subCategory }),
  },
  listing: { path: '/listing/:id', getHref: (listingId: string | number) => `/listing/${id(listingId)}` },
  editListing: { path: '/listing/:id/edit', getHref: (listingId: string | number) => `/listing/${id(listingId)}/edit` },
  /** The owner's boost screen of a listing (ADR 072): buy Featured or Urgent, its payment, its receipts. */
  boostListing: { path: '/listing/:id/boost', getHref: (listingId: string | number) => `/listing/${id(listingId)}/boost` },
  postListing: { path: '/post-listing', getHref: () => '/post-listing' },
  manageListings: { path: '/manage-listings', getHref: () => '/manage-listings' },
  account: { path: '/account', getHref: () => '/account' },
  seller: { path: '/seller', getHref: () => '/seller' },
  /** A seller's public page: profile, score, active listings and reviews (issue 32). */
  sellerProfile: { path: '/seller/:id', getHref: (sellerId: string | number) => `/seller/${id(sellerId)}` },
  /** The seller application: the form, or where the latest application stands. */
  becomeSeller: { path: '/become-a-seller', getHref: () => '/become-a-seller' },
  signup: { path: '/signup', getHref: () => '/signup' },
  signin: {
    path: '/signin',
    getHref: (redirectTo?: string) => withQuery('/signin', { redirect: redirectTo }),
  },
  /** `email`: where the password reset code went (shown on the page; Resend sends a new one there). */
  /** Where a newsletter mail's links lead: `?confirm=<token>` or `?unsubscribe=<token>`. */
  newsletter: { path: '/newsletter', getHref: () => '/newsletter' },
  /** The Terms and Conditions, and the Privacy Policy (linked from sign-up and the footers). */
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  checkEmail: { path: '/check-email', getHref: (email?: string) => withQuery('/check-email', { email }) },
  newPassword: { path: '/new-password', getHref: () => '/new-password' },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** With `to` (and `listing`): /messages starts, or reopens, the conversation with that person about it. */
  messages: {
    path: '/messages',
    getHref: (chat?: { to: string | number; listing?: string | number }) =>
      withQuery('/messages', {
        to: chat ? String(chat.to) : undefined,
        listing: chat?.listing === undefined ? undefined : String(chat.listing),
      }),
  },
  /** `courier`: the landing's 'Become a Courier' section (the application form). */
  delivery: { path: '/delivery', getHref: (section?: 'courier') => (section === 'courier' ? '/delivery#delivery-courier' : '/delivery') },
  deliveryRequest: {
    path: '/delivery-request',
    getHref: (search: DeliveryRequestSearch = {}) =>
      withQuery('/delivery-request', {
        tab: search.tab,
        id: search.id,
        item: search.item,
        pickup: search.pickup,
        listing: search.listing,
        reorder: search.reorder,
      }),
  },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  /** The account's saved searches and their alerts. */
  savedSearches: { path: '/saved-searches', getHref: () => '/saved-searches' },
  /** `tab`: one of My purchases' tabs (to_pay, in_progress, completed, returns, cancelled). */
  purchases: { path: '/purchases', getHref: (tab?: string) => withQuery('/purchases', { tab }) },
  likes: { path: '/likes', getHref: () => '/likes' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  discountsPromos: {
    path: '/discounts-promos',
    /** `view`: one kind's promos; `promo`: one promo's detail (`edit` its form); `create`: a new promo of that kind. */
    getHref: (view?: 'order' | 'delivery', more: { promo?: string | number; edit?: boolean; create?: 'order' | 'delivery' } = {}) =>
      withQuery('/discounts-promos', {
        view,
        promo: more.promo === undefined ? undefined : String(more.promo),
        edit: more.edit ? '1' : undefined,
        create: more.create,
      }),
  },
  /** `tab`: one of My sales' tabs; `view: 'batch'`: View batch delivery status. */
  mySales: {
    path: '/my-sales',
    getHref: (search: { tab?: string; view?: 'batch' } = {}) => withQuery('/my-sales', { tab: search.tab, view: search.view }),
  },
  /** An order's page (buyer or seller). */
  order: { path: '/orders/:id', getHref: (orderId: string | number) => `/orders/${id(orderId)}` },
  /** A classified deal's review (issue 32): the ad's buyer reviews its seller; the seller replies. */
  dealReview: { path: '/listing/:id/review', getHref: (listingId: string | number) => `/listing/${id(listingId)}/review` },
  cart: { path: '/cart', getHref: () => '/cart' },
  /** The checkout of the whole cart, or with `buy` of one listing alone (Buy Now; the cart is left as it is). */
  checkout: {
    path: '/checkout',
    getHref: (buy?: { listingId: number; quantity: number }) =>
      withQuery('/checkout', buy ? { buy: String(buy.listingId), quantity: String(buy.quantity) } : {}),
  },
  /** A Mobile Money payment: approve the prompt on the phone, then the orders, or Try again. */
  checkoutPay: { path: '/checkout/pay/:paymentId', getHref: (paymentId: string | number) => `/checkout/pay/${id(paymentId)}` },
  /** What a checkout placed at once (cash on delivery): its orders, by id. */
  checkoutDone: {
    path: '/checkout/done',
    getHref: (orderIds: readonly number[]) => withQuery('/checkout/done', { orders: orderIds.join(',') }),
  },
  sellingPreferences: { path: '/selling-preferences', getHref: () => '/selling-preferences' },
  /** A seller's identity check (Ghana Card and selfie, ADR 069). */
  verifyIdentity: { path: '/account/verification', getHref: () => '/account/verification' },
  /** A person's earnings (issue 31): `wallet` seller (sales) or courier (deliveries and rides). */
  earnings: { path: '/earnings', getHref: (wallet?: 'seller' | 'courier') => withQuery('/earnings', { wallet }) },
  /** Where payouts go: a Mobile Money number or a bank account (`wallet`: the earnings page to return to). */
  payoutMethod: {
    path: '/earnings/payout-method',
    getHref: (wallet?: 'seller' | 'courier') => withQuery('/earnings/payout-method', { wallet }),
  },
  /** My disputes, as buyer or seller. */
  disputes: { path: '/disputes', getHref: () => '/disputes' },
  dispute: { path: '/disputes/:id', getHref: (disputeId: string | number) => `/disputes/${id(disputeId)}` },
  /** The buyer opens a dispute on a paid order. */
  openDispute: { path: '/orders/:id/dispute', getHref: (orderId: string | number) => `/orders/${id(orderId)}/dispute` },
  /** The admin console (ADMIN only): its own route table (features/admin/routes.tsx) lives under this splat. */
  admin: { path: '/admin/*', getHref: () => '/admin' },
  // The console's sections: `path` is relative to /admin (the console's route table), `getHref` absolute.
  /** `tab: 'reported'` opens the reported listings rather than the review queue. */
  adminModeration: { path: 'moderation', getHref: (tab?: 'reported') => withQuery('/admin/moderation', { tab }) },
  /** `q`, `type` and `active` filter the list (kept in the address so Back returns to the same search). */
  adminUsers: {
    path: 'users',
    getHref: (search: AdminUsersSearch = {}) => withQuery('/admin/users', { q: search.q, type: search.type, active: search.active }),
  },
  adminUser: { path: 'users/:id', getHref: (userId: string | number) => `/admin/users/${id(userId)}` },
  /** `tab`: sellers (default) or couriers; `status`: the applications' status filter. */
  adminApplications: {
    path: 'applications',
    getHref: (search: { tab?: 'sellers' | 'couriers'; status?: string } = {}) =>
      withQuery('/admin/applications', { tab: search.tab, status: search.status }),
  },
  adminSupport: { path: 'support', getHref: () => '/admin/support' },
  /** Filters of the audit log, as the API names them. */
  adminAudit: { path: 'audit', getHref: (search: AdminAuditSearch = {}) => withQuery('/admin/audit', search) },
  adminRules: { path: 'rules', getHref: () => '/admin/rules' },
  adminRates: { path: 'rates', getHref: () => '/admin/rates' },
  /** `state` (failed when none) and `task` (a kind such as mail:send) filter the jobs. */
  adminJobs: {
    path: 'jobs',
    getHref: (search: AdminJobsSearch = {}) => withQuery('/admin/jobs', { state: search.state, task: search.task }),
  },
  /** Money out (issue 31): `status`, `held` and `user_id` filter the payouts. */
  adminPayouts: {
    path: 'payouts',
    getHref: (search: AdminPayoutsSearch = {}) =>
      withQuery('/admin/payouts', { status: search.status, held: search.held, user_id: search.user_id }),
  },
  /** A person's wallet (seller when none, or courier) and its movements. */
  adminLedger: {
    path: 'users/:id/ledger',
    getHref: (userId: string | number, wallet?: 'seller' | 'courier') =>
      withQuery(`/admin/users/${id(userId)}/ledger`, { wallet: wallet === 'courier' ? wallet : undefined }),
  },
  /** `status` filters the disputes (open when none; `all` for every one). */
  adminDisputes: { path: 'disputes', getHref: (status?: string) => withQuery('/admin/disputes', { status }) },
  adminDispute: { path: 'disputes/:id', getHref: (disputeId: string | number) => `/admin/disputes/${id(disputeId)}` },
  adminCommission: { path: 'commission', getHref: () => '/admin/commission' },
  adminLifetimes: { path: 'lifetimes', getHref: () => '/admin/lifetimes' },
  adminBoosts: { path: 'boosts', getHref: () => '/admin/boosts' },
  /** `resolved=true` shows the differences already settled. */
  /** `status`: pending (the default), verified or rejected identity checks. */
  adminVerifications: { path: 'verifications', getHref: (status?: string) => withQuery('/admin/verifications', { status }) },
  adminReconciliation: {
    path: 'reconciliation',
    getHref: (resolved?: boolean) => withQuery('/admin/reconciliation', { resolved: resolved ? 'true' : undefined }),
  },
} as const;

/** Pages under the classifieds section use its header and its own footer. */
export function isClassifiedsPath(pathname: string): boolean {
  return pathname === paths.classifieds.path || pathname.startsWith(`${paths.classifieds.path}/`);
}
