import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './lib/mailer';
import { createPasswordHasher } from './lib/password';
import { installGhanaPhoneParser } from './lib/phone';
import { createRateLimiter } from './lib/rate-limit';
import { createRedisRateLimiter } from './lib/rate-limit-redis';
import type { AppDeps } from './plugins/deps';
import type { OrderStatus } from '@dwa/shared/order-rules';
import type { Realtime } from './plugins/realtime';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { createProfileService } from './modules/accounts/profile.service';
import { createUsersService } from './modules/accounts/users.service';
import { createAdminOverviewService } from './modules/admin/admin-overview.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createChatService } from './modules/chat/chat.service';
import { createCommentService } from './modules/comments/comments.service';
import { createContentRulesService } from './modules/content-rules/content-rules.service';
import { createCurrencyRatesService } from './modules/currency-rates/currency-rates.service';
import { createCourierService } from './modules/delivery/courier.service';
import { createDeliveryChatService } from './modules/delivery/delivery-chat.service';
import { livePublisher } from './modules/delivery/delivery-live';
import { createOrderDeliveries } from './modules/delivery/delivery-orders';
import { createDeliverySupportService } from './modules/delivery/delivery-support';
import { createDeliveryService } from './modules/delivery/delivery.service';
import { createDispatchService } from './modules/delivery/dispatch.service';
import { createRidesService } from './modules/rides/rides.service';
import { createLikeService } from './modules/likes/likes.service';
import { createListingDetailService } from './modules/listing-detail/listing-detail.service';
import { createListingModerationService } from './modules/listings/listing-moderation.service';
import { createListingNotices } from './modules/listings/listing-notices';
import { createListingsRepo } from './modules/listings/listings.repo';
import { createSearchService } from './modules/listings/listings.search';
import { createListingService } from './modules/listings/listings.service';
import { createNotificationService } from './modules/notifications/notifications.service';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createReportService } from './modules/reports/reports.service';
import { createSeoService } from './modules/seo/seo.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createCartService } from './modules/cart/cart.service';
import { createAuditService } from './modules/audit/audit.service';
import { createSellersService } from './modules/sellers/sellers.service';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrderNotices } from './modules/orders/order-notices';
import { createOrderViews } from './modules/orders/order-views';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaystackProvider } from './modules/payments/paystack-provider';
import { createPaymentService } from './modules/payments/payments.service';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import { createPromosService } from './modules/promos/promos.service';
import { createTranslateService } from './modules/translate/translate.service';
import { createGoogleTranslateProvider, createLibreTranslateProvider, type TranslationProvider } from './modules/translate/translate.providers';
import type { PaymentProvider } from './modules/payments/payment-provider';
import type { Config } from './config';

// The composition root: every repo and service of the API is built here, once, from the app's
// dependencies (database, storage, clock, mailer, rate limiter, real-time hub), and handed to the
// routes as `app.services`. Modules never build each other: a module that needs another receives
// that module's service here, and uses only its public functions (docs/decisions/012).

export type RootDeps = AppDeps & {
  log: FastifyBaseLogger;
  /** The real-time hub; the CLI, which has no sockets, passes one that publishes nothing. */
  realtime: Pick<Realtime, 'publish' | 'onlineAmong'>;
};

function paymentProvider(config: Config, now: () => Date): PaymentProvider | null {
  const { payments } = config;
  if (payments.provider === 'paystack' && payments.paystackSecretKey) {
    return createPaystackProvider({ secretKey: payments.paystackSecretKey, baseUrl: payments.paystackBaseUrl });
  }
  return payments.provider === 'sandbox' ? createSandboxProvider({ approvalMs: payments.sandboxApprovalMs, now }) : null;
}

function translationProvider(config: Config): TranslationProvider | null {
  const { provider, url, apiKey, timeoutMs } = config.translate;
  if (provider === 'libretranslate' && url) return createLibreTranslateProvider({ url, apiKey, timeoutMs });
  if (provider === 'google' && apiKey) return createGoogleTranslateProvider({ url, apiKey, timeoutMs });
  return null;
}

export function createServices(deps: RootDeps) {
  const { config, db, storage, now, log, realtime } = deps;
  // Phone numbers in every body are read on Ghana's numbering plan (libphonenumber-js), not by shape.
  installGhanaPhoneParser();
  // Shared by every process: in Redis when REDIS_URL is set, else the database's rate_limits table.
  const limiter = deps.redis ? createRedisRateLimiter(deps.redis) : createRateLimiter(db, now);
  const mailer = createMailer({ config, db, log, now });
  const live = livePublisher(realtime, log);

  const notifications = createNotificationService({ db, now });
  // One queue per process for every password hash (sign-in, sign-up, reset): see lib/password.ts.
  const passwords = createPasswordHasher(config.passwordHashing);
  const accountsDeps = { db, config, storage, now, mailer, limiter, log, passwords };
  const users = createUsersService({ db, storage });
  const audit = createAuditService({ db });

  const search = createSearchService({ db, storage });
  const onListingsChange = () => search.invalidate();
  const contentRules = createContentRulesService({ db, now, audit, log });
  const currencyRates = createCurrencyRatesService({ db, now, audit });
  const listingNotices = createListingNotices(notifications);
  const listings = createListingService({
    db,
    repo: createListingsRepo(db),
    storage,
    now,
    moderation: config.listingModeration,
    log,
    onChange: onListingsChange,
    contentCheck: (text) => contentRules.match(text),
    notices: listingNotices,
    audit,
  });
  const moderation = createListingModerationService({
    db,
    repo: createListingsRepo(db),
    storage,
    audit,
    notices: listingNotices,
    now,
    moderation: config.listingModeration,
    onChange: onListingsChange,
  });

  const likes = createLikeService({ db, now, listings, notifications });
  const wishlist = createWishlistService({ db, now, listings });
  const comments = createCommentService({ db, storage, now, limiter, listings, notifications, audit });
  const reports = createReportService({ db, now, limiter, listings, moderation, audit, storage });
  const newsletter = createNewsletterService({ db, now, limiter, mailer, publicUrl: config.publicUrl });
  const chat = createChatService({
    db,
    storage,
    now,
    limiter,
    realtime,
    listings,
    notifications,
    sendLimit: config.chatSendLimit,
    startLimit: config.chatStartLimit,
  });
  const orderDeliveries = createOrderDeliveries({ secret: config.jwtSecret });
  const deliveries = createDeliveryService({
    db,
    now,
    secret: config.jwtSecret,
    live,
    limiter,
    limits: { reportIssue: config.deliveryIssueLimit },
    listings,
    orders: orderDeliveries,
    notifications,
  });
  // Money comes in through one payments module, for the shop's orders and for rides' fares.
  const publish = (userIds: number[], event: Parameters<typeof realtime.publish>[1]) => {
    if (userIds.length > 0) realtime.publish(userIds, event).catch((error: unknown) => log.warn({ err: error }, 'publish failed'));
  };
  const payments = createPaymentService({ db, now, provider: paymentProvider(config, now), publish, log });
  // Rides on the same fleet (issue 19, ADR 038): the dispatch's couriers, support queue, codes and `jobs` frame.
  const rides = createRidesService({
    db,
    now,
    secret: config.jwtSecret,
    live,
    limiter,
    limits: { chat: config.deliveryChatSendLimit, sos: config.deliveryIssueLimit },
    dispatch: createDispatchService(),
    announceJobs: () => deliveries.announceJobs(),
    payments,
    users,
    notifications,
  });
  payments.onSettled((tx, settlement) => rides.onPaymentSettled(tx, settlement));
  // A courier's position reaches the customers of their deliveries and the riders of their rides.
  const fleetMoves = {
    announceJobs: () => deliveries.announceJobs(),
    async courierMoved(courierId: number, lat: number, lng: number, at: Date) {
      await deliveries.courierMoved(courierId, lat, lng, at);
      await rides.driverMoved(courierId, lat, lng, at);
    },
  };
  const couriers = createCourierService({ db, now, deliveries: fleetMoves, users, notifications, audit });

  // The shop: cart, promos, checkout and orders (issue 13).
  const publishOrders = (rows: { id: number; status: OrderStatus; buyerId: number; sellerId: number }[]) => {
    for (const row of rows) publish(row.status === 'pending_payment' ? [row.buyerId] : [row.buyerId, row.sellerId], { type: 'order', order_id: row.id, status: row.status });
  };
  const cart = createCartService({ db, storage, now, listings });
  const promos = createPromosService({ db, now });
  const orderNotices = createOrderNotices({ notifications, mailer, publicUrl: config.publicUrl });
  const orderViews = createOrderViews({ db, storage, now, payments, deliveries: (ids, viewer) => deliveries.orderSummaries(ids, viewer) });
  const orders = createOrdersService({
    db,
    now,
    listings,
    promos,
    payments,
    notices: orderNotices,
    views: orderViews,
    shipByCourier: (tx, order, at) => deliveries.createForOrder(tx, order, at),
    publishOrders,
  });
  payments.onSettled((tx, settlement) => orders.onPaymentSettled(tx, settlement));
  deliveries.onOrderDelivery((tx, change) => orders.onDeliveryChanged(tx, change));
  const checkout = createCheckoutService({
    db,
    now,
    limiter,
    checkoutLimit: config.checkoutLimit,
    cart,
    listings,
    promos,
    payments,
    notices: orderNotices,
    views: orderViews,
    publishOrders,
  });

  return {
    passwords,
    accounts: createAccountsService(accountsDeps),
    passwordReset: createPasswordResetService(accountsDeps),
    profile: createProfileService(accountsDeps),
    users,
    notifications,
    search,
    listings,
    moderation,
    contentRules,
    currencyRates,
    likes,
    wishlist,
    comments,
    reports,
    newsletter,
    listingDetail: createListingDetailService({ listings, likes, wishlist, comments }),
    seo: createSeoService({ listings, storage, log, publicUrl: config.publicUrl }),
    chat,
    deliveries,
    rides,
    deliveryChat: createDeliveryChatService({ db, now, live, limiter, sendLimit: config.deliveryChatSendLimit, storage }),
    deliverySupport: createDeliverySupportService({ db, now, secret: config.jwtSecret, live, orders: orderDeliveries, audit }),
    couriers,
    adminUsers: createAdminUsersService({
      db,
      now,
      users,
      couriers,
      audit,
      listingsChanged: onListingsChange,
      endSessions: (userId) => publish([userId], { type: 'session_ended' }),
    }),
    adminOverview: createAdminOverviewService({ db, now }),
    audit,
    sellers: createSellersService({ db, now, approval: config.sellerApproval, users, audit, notifications }),
    cart,
    promos,
    payments,
    orders,
    checkout,
    translate: createTranslateService({ db, now, limiter, provider: translationProvider(config), limit: config.translate.limit, log }),
    /** The periodic work of one process: payment polls and timeouts, then To Pay orders that lapsed. */
    async runJobs(): Promise<void> {
      await payments.sweep();
      await orders.expireDue();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
