import type { FastifyBaseLogger } from 'fastify';
import { createJobQueue } from './lib/jobs';
import { SWEEP_UPLOADS, sweepUploads } from './sweep-uploads';
import { createPasswordHasher } from './lib/password';
import { installGhanaPhoneParser } from './lib/phone';
import { createRateLimiter } from './lib/rate-limit';
import { createRedisRateLimiter } from './lib/rate-limit-redis';
import type { AppDeps } from './plugins/deps';
import type { Executor } from '@dwa/db/client';
import type { OrderStatus } from '@dwa/shared/orders-rules';
import type { Realtime } from './plugins/realtime';
import { createMailService } from './modules/mail/mail.service';
import { sandboxOutage, sandboxTransport, smtpTransport, type MailTransport, type SandboxOutage } from './modules/mail/mail-transport';
import { createSmsService } from './modules/sms/sms.service';
import { createSandboxSmsProvider, smsOutage, type SmsOutage } from './modules/sms/sandbox-provider';
import { createArkeselProvider } from './modules/sms/arkesel-provider';
import { createHubtelProvider } from './modules/sms/hubtel-provider';
import type { SmsProvider } from './modules/sms/sms-provider';
import { createPhoneService } from './modules/accounts/phone.service';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { createProfileService } from './modules/accounts/profile.service';
import { createUsersService } from './modules/accounts/users.service';
import { createAdminJobsService } from './modules/admin/admin-jobs.service';
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
import {
  pushSandboxOutage,
  sandboxPushSender,
  webPushSender,
  type PushSandboxOutage,
  type PushSender,
} from './modules/notifications/push-sender';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createReportService } from './modules/reports/reports.service';
import { createSeoService } from './modules/seo/seo.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createListingExpiryService } from './modules/listings/listing-expiry.service';
import { createLifetime } from './modules/listings/listing-lifetime';
import { createSavedSearchService } from './modules/saved-searches/saved-searches.service';
import { createCartService } from './modules/cart/cart.service';
import { createAuditService } from './modules/audit/audit.service';
import { createBoostService } from './modules/boosts/boosts.service';
import { createSellersService } from './modules/sellers/sellers.service';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrderNotices } from './modules/orders/order-notices';
import { createOrderViews } from './modules/orders/order-views';
import { createOrdersService } from './modules/orders/orders.service';
import { createCommissionService } from './modules/ledger/commission.service';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createMoneyService } from './modules/ledger/money.service';
import { createOrderMoney } from './modules/orders/order-money';
import { createPaystackProvider } from './modules/payments/paystack-provider';
import { createPaymentService } from './modules/payments/payments.service';
import { createSandboxProvider, type SandboxProvider } from './modules/payments/sandbox-provider';
import { createPayoutsService } from './modules/payouts/payouts.service';
import { createDisputesService } from './modules/disputes/disputes.service';
import { createVerificationService } from './modules/verification/verification.service';
import { createSandboxIdProvider } from './modules/verification/sandbox-id-provider';
import { createSmileIdProvider } from './modules/verification/smile-id-provider';
import type { IdProvider } from './modules/verification/id-provider';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createReviewModerationService } from './modules/reviews/review-moderation.service';
import { createReconciliation } from './modules/payouts/reconciliation';
import { privateStorageOf } from './lib/private-storage';
import { createPromosService } from './modules/promos/promos.service';
import { createTranslateService } from './modules/translate/translate.service';
import {
  createGoogleTranslateProvider,
  createLibreTranslateProvider,
  type TranslationProvider,
} from './modules/translate/translate.providers';
import type { PaymentProvider } from './modules/payments/payment-provider';
import type { Config } from './config';

// The composition root: every repo and service of the API is built here, once, from the app's
// dependencies (database, storage, clock, job queue, rate limiter, real-time hub), and handed to the
// routes as `app.services`. Modules never build each other: a module that needs another receives
// that module's service here, and uses only its public functions (docs/decisions/012).

export type RootDeps = AppDeps & {
  log: FastifyBaseLogger;
  /** The real-time hub; the CLI, which has no sockets, passes one that publishes nothing. */
  realtime: Pick<Realtime, 'publish' | 'onlineAmong'>;
};

function paymentProvider(config: Config, now: () => Date): PaymentProvider | SandboxProvider | null {
  const { payments } = config;
  if (payments.provider === 'paystack' && payments.paystackSecretKey) {
    return createPaystackProvider({ secretKey: payments.paystackSecretKey, baseUrl: payments.paystackBaseUrl });
  }
  return payments.provider === 'sandbox' ? createSandboxProvider({ approvalMs: payments.sandboxApprovalMs, now }) : null;
}

/** SMTP when SMTP_URL is set; otherwise the sandbox's outbox table (outside production it also prints each mail). */
function mailTransport(
  config: Config,
  deps: { db: RootDeps['db']; now: () => Date; log: FastifyBaseLogger; outage: SandboxOutage },
): MailTransport {
  if (config.smtpUrl) {
    const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'dwa.local';
    return smtpTransport({ url: config.smtpUrl, from: config.mailFrom, host });
  }
  if (config.isProduction) deps.log.warn('SMTP_URL is not set: mail is kept in the outbox table and not delivered.');
  return sandboxTransport({
    db: deps.db,
    outage: deps.outage,
    ...(config.isProduction || config.env === 'test' ? {} : { print: (line: string) => deps.log.info(line) }),
  });
}

/** The browsers' push services with VAPID keys (webpush), the push_outbox table (sandbox), or none: push off. */
function pushSender(
  config: Config,
  deps: { db: RootDeps['db']; now: () => Date; log: FastifyBaseLogger; outage: PushSandboxOutage },
): PushSender | null {
  const { provider, vapid } = config.push;
  if (provider === 'webpush' && vapid) return webPushSender({ vapid });
  if (provider === 'sandbox') return sandboxPushSender({ db: deps.db, outage: deps.outage, now: deps.now });
  if (config.isProduction) deps.log.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off.');
  return null;
}

/** SMS_PROVIDER's adapter; the sandbox's outbox table otherwise (outside production it also prints each message). */
/** Who checks identities (ADR 069): the sandbox, Smile ID, or nobody (admins review: null). */
function idProvider(config: Config, now: () => Date): IdProvider | null {
  const { provider, smileId } = config.idVerification;
  if (provider === 'smile_id' && smileId) return createSmileIdProvider({ ...smileId, now });
  if (provider === 'sandbox') return createSandboxIdProvider();
  return null;
}

function smsProvider(
  config: Config,
  deps: { db: RootDeps['db']; now: () => Date; log: FastifyBaseLogger; outage: SmsOutage },
): SmsProvider {
  const { provider, sender, arkesel, hubtel } = config.sms;
  if (provider === 'arkesel' && arkesel) return createArkeselProvider({ apiKey: arkesel.apiKey, baseUrl: arkesel.baseUrl, sender });
  if (provider === 'hubtel' && hubtel) return createHubtelProvider({ ...hubtel, sender });
  if (config.isProduction) deps.log.warn('SMS_PROVIDER is not set: text messages are kept in the sms_outbox table and not sent.');
  return createSandboxSmsProvider({
    db: deps.db,
    outage: deps.outage,
    now: deps.now,
    ...(config.isProduction || config.env === 'test' ? {} : { print: (line: string) => deps.log.info(line) }),
  });
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
  // Work that runs later (ADR 056): every module enqueues in its own transactions; app.ts starts the runner.
  const jobs = createJobQueue({ database: deps.database, log, config: config.jobs });
  jobs.handle(SWEEP_UPLOADS, async () => {
    const report = await sweepUploads({ db, storage, now: now() });
    if (report.removed.length > 0 || report.unknown.length > 0)
      log.info({ removed: report.removed.length, unknown: report.unknown.length }, 'uploads swept');
  });
  jobs.every('0 3 * * *', SWEEP_UPLOADS);
  const mailOutage = sandboxOutage();
  const mail = createMailService({
    db,
    jobs,
    transport: mailTransport(config, { db, now, log, outage: mailOutage }),
    now,
    maxAttempts: config.mailMaxAttempts,
  });
  const live = livePublisher(realtime, log);

  const pushOutage = pushSandboxOutage();
  const notifications = createNotificationService({
    db,
    now,
    push: { jobs, sender: pushSender(config, { db, now, log, outage: pushOutage }), vapid: config.push.vapid },
  });
  // One queue per process for every password hash (sign-in, sign-up, reset): see lib/password.ts.
  const passwords = createPasswordHasher(config.passwordHashing);
  const smsSandbox = smsOutage();
  const sms = createSmsService({
    db,
    jobs,
    provider: smsProvider(config, { db, now, log, outage: smsSandbox }),
    now,
    maxAttempts: config.sms.maxAttempts,
  });
  const accountsDeps = { db, config, storage, now, mail, limiter, log, passwords, sms };
  const users = createUsersService({ db, storage });
  const audit = createAuditService({ db });

  const search = createSearchService({ db, storage, now });
  const onListingsChange = () => search.invalidate();
  const contentRules = createContentRulesService({ db, now, audit, log });
  const currencyRates = createCurrencyRatesService({ db, now, audit });
  const listingNotices = createListingNotices(notifications);
  // Saved searches (issue 33, ADR 060): a listing going live enqueues its matching in that transaction.
  const savedSearches = createSavedSearchService({
    db,
    now,
    jobs,
    notifications,
    mail,
    storage,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.unsubscribeSecret,
  });
  const onLive = savedSearches.listingLive;
  // Ads that expire and renew (issue 33, ADR 066).
  const lifetime = createLifetime(config.listingTtlDays);
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
    onLive,
    onPriceDrop: savedSearches.listingPriceDropped,
    lifetime,
    freeRenewals: config.listingFreeRenewals,
  });
  const listingExpiry = createListingExpiryService({
    db,
    repo: createListingsRepo(db),
    storage,
    now,
    jobs,
    notifications,
    mail,
    publicUrl: config.publicUrl,
    lifetime,
    freeRenewals: config.listingFreeRenewals,
    moderation: config.listingModeration,
    contentCheck: (text) => contentRules.match(text),
    notices: listingNotices,
    audit,
    onLive,
    onChange: onListingsChange,
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
    onLive,
    lifetime,
  });

  const likes = createLikeService({ db, now, listings, notifications });
  const wishlist = createWishlistService({ db, now, listings });
  const comments = createCommentService({ db, storage, now, limiter, listings, notifications, audit });
  const reports = createReportService({ db, now, limiter, listings, moderation, audit, storage });
  const newsletter = createNewsletterService({ db, now, limiter, mail, publicUrl: config.publicUrl });
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
  // The double-entry ledger (ADR 057): the delivery dashboard's earnings read it.
  const ledger = createLedgerService({ db });
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
    jobs,
    ledger,
  });
  // Money comes in through one payments module, for the shop's orders and for rides' fares.
  const publish = (userIds: number[], event: Parameters<typeof realtime.publish>[1]) => {
    if (userIds.length > 0) realtime.publish(userIds, event).catch((error: unknown) => log.warn({ err: error }, 'publish failed'));
  };
  const provider = paymentProvider(config, now);
  const payments = createPaymentService({ db, now, provider, publish, log, jobs });
  // Where the money goes (issue 31, ADR 057): a double-entry ledger, the commission, escrow.
  const money = createMoneyService({ ledger });
  const commission = createCommissionService({ db, now, defaultPercent: config.commissionPercent, audit });
  // Rides on the same fleet (issue 19, ADR 038): the dispatch's couriers, support queue, codes and `jobs` frame.
  const rides = createRidesService({
    db,
    now,
    secret: config.jwtSecret,
    live,
    limiter,
    limits: { chat: config.deliveryChatSendLimit, sos: config.deliveryIssueLimit },
    dispatch: createDispatchService(),
    announceJobs: (executor) => deliveries.announceJobs(executor),
    payments,
    money,
    commissionPercent: config.commissionPercent,
    users,
    notifications,
  });
  payments.onSettled((tx, settlement) => rides.onPaymentSettled(tx, settlement));
  // Paid boosts (issue 33, ADR 072): bought with Mobile Money, platform revenue in the ledger.
  const boosts = createBoostService({ db, now, jobs, payments, money, listings, users, audit, defaultPrices: config.boostPrices });
  payments.onSettled((tx, settlement) => boosts.onPaymentSettled(tx, settlement));
  // A courier's position reaches the customers of their deliveries and the riders of their rides.
  const fleetMoves = {
    announceJobs: (executor: Executor) => deliveries.announceJobs(executor),
    async courierMoved(courierId: number, lat: number, lng: number, at: Date) {
      await deliveries.courierMoved(courierId, lat, lng, at);
      await rides.driverMoved(courierId, lat, lng, at);
    },
  };
  const couriers = createCourierService({ db, now, deliveries: fleetMoves, users, notifications, audit });

  // The shop: cart, promos, checkout and orders (issue 13).
  const publishOrders = (rows: { id: number; status: OrderStatus; buyerId: number; sellerId: number }[]) => {
    for (const row of rows)
      publish(row.status === 'pending_payment' ? [row.buyerId] : [row.buyerId, row.sellerId], {
        type: 'order',
        order_id: row.id,
        status: row.status,
      });
  };
  const cart = createCartService({ db, storage, now, listings });
  const promos = createPromosService({ db, now });
  const orderNotices = createOrderNotices({ notifications, mail, publicUrl: config.publicUrl });
  const orderViews = createOrderViews({ db, storage, now, payments, deliveries: (ids, viewer) => deliveries.orderSummaries(ids, viewer) });
  const orderMoney = createOrderMoney({
    db,
    now,
    money,
    commission,
    listings,
    courierOf: (tx, orderId) => deliveries.courierOfOrder(tx, orderId),
    jobs,
    releaseDays: config.escrowReleaseDays,
  });
  const orders = createOrdersService({
    db,
    now,
    listings,
    promos,
    payments,
    money: orderMoney,
    notices: orderNotices,
    views: orderViews,
    shipByCourier: (tx, order, at) => deliveries.createForOrder(tx, order, at),
    publishOrders,
    jobs,
  });
  payments.onSettled((tx, settlement) => orders.onPaymentSettled(tx, settlement));
  // What the provider kept of each charge it settled, after the charge itself: Dwa's expense (the sale's money is untouched).
  payments.onSettled((tx, { payment, feePesewas, at }) => money.providerFee(tx, { paymentId: payment.id }, { feePesewas, at }));
  deliveries.onOrderDelivery((tx, change) => orders.onDeliveryChanged(tx, change));
  // Money out (issue 31): earnings paid to people's Mobile Money or bank accounts.
  const payouts = createPayoutsService({
    db,
    now,
    ledger,
    money,
    provider: provider?.payouts ?? null,
    payments,
    passwords,
    users,
    jobs,
    audit,
    notifications,
    mail,
    limiter,
    methodLimit: config.payoutMethodLimit,
    minimumPesewas: config.payoutMinimumPesewas,
  });
  const reconciliation = createReconciliation({ db, now, records: payments.records, jobs, audit });
  // Buyer protection (issue 31): a dispute holds an order's money until an admin decides.
  const disputes = createDisputesService({
    db,
    now,
    orders,
    money: orderMoney,
    payments,
    files: privateStorageOf(storage, config.uploadsDir),
    notifications,
    mail,
    audit,
    people: users,
  });
  orderMoney.holdRelease((tx, orderId) => disputes.holds(tx, orderId));
  // Reviews of delivered orders and the sellers' smoothed scores (issue 32, ADR 059).
  const reviews = createReviewsService({ db, now, storage, windowDays: config.reviewWindowDays, jobs, notifications });
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
    jobs,
  });

  // Verified ID (issue 32, ADR 069): a Ghana Card and a selfie, checked by a provider or an admin.
  const verification = createVerificationService({
    db,
    now,
    jobs,
    provider: idProvider(config, now),
    files: privateStorageOf(storage, config.uploadsDir),
    users,
    audit,
    notifications,
    hashSecret: config.idVerification.hashSecret,
    retentionHours: config.idVerification.retentionHours,
    smileId: config.idVerification.smileId,
    pollDelayMs: config.idVerification.provider === 'smile_id' ? 60_000 : 0,
  });

  return {
    jobs,
    verification,
    mail,
    /** The mail sandbox's unreachable recipients (dev and tests: the dev outbox routes set them). */
    mailOutage,
    /** The push sandbox's failing or gone endpoints (dev and tests: the dev push routes set them). */
    pushOutage,
    ledger,
    money,
    commission,
    orderMoney,
    payouts,
    reconciliation,
    disputes,
    reviews,
    // Reports of reviews and their moderation (ADR 074).
    reviewModeration: createReviewModerationService({ db, now, limiter, audit, storage }),
    /** Development: the sandbox settles a payout's transfer on demand (null with a real provider). */
    sandboxForce: provider && provider.name === 'sandbox' ? (provider as SandboxProvider).payouts.force : null,
    /** Development: the sandbox cannot reach a payout number for now (null with a real provider). */
    sandboxPayoutOutage: provider && provider.name === 'sandbox' ? (provider as SandboxProvider).payouts.outage : null,
    passwords,
    accounts: createAccountsService(accountsDeps),
    passwordReset: createPasswordResetService(accountsDeps),
    phone: createPhoneService(accountsDeps),
    sms,
    /** The SMS sandbox's unreachable numbers (tests make a provider outage with it). */
    smsSandbox,
    profile: createProfileService(accountsDeps),
    users,
    notifications,
    search,
    listings,
    listingExpiry,
    boosts,
    moderation,
    contentRules,
    currencyRates,
    likes,
    wishlist,
    savedSearches,
    comments,
    reports,
    newsletter,
    listingDetail: createListingDetailService({ listings, likes, wishlist, comments, reviews }),
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
    adminJobs: createAdminJobsService({ db, now, jobs, audit }),
    audit,
    sellers: createSellersService({ db, now, approval: config.sellerApproval, users, audit, notifications }),
    cart,
    promos,
    payments,
    orders,
    checkout,
    translate: createTranslateService({ db, now, limiter, provider: translationProvider(config), limit: config.translate.limit, log }),
  };
}

export type Services = ReturnType<typeof createServices>;
