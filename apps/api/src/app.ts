import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import authPlugin from './plugins/auth';
import depsPlugin, { type AppDeps } from './plugins/deps';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import metricsPlugin, { registerJobMetrics } from './plugins/metrics';
import readinessPlugin from './plugins/readiness';
import realtimePlugin from './plugins/realtime';
import securityPlugin, { INTERNAL_KEY_HEADER } from './plugins/security';
import { createRateLimiter } from './lib/rate-limit';
import { createRedisRateLimiter } from './lib/rate-limit-redis';
import staticFilesPlugin, { inlineScriptHashes } from './plugins/static-files';
import textInputPlugin from './plugins/text-input';
import healthRoutes from './modules/health/health.routes';
import accountsRoutes from './modules/accounts/accounts.routes';
import adminUsersRoutes from './modules/admin/admin-users.routes';
import adminOverviewRoutes from './modules/admin/admin-overview.routes';
import adminJobsRoutes from './modules/admin/admin-jobs.routes';
import outboxRoutes from './modules/dev/outbox.routes';
import listingsRoutes from './modules/listings/listings.routes';
import listingExpiryRoutes from './modules/listings/listing-expiry.routes';
import boostsRoutes from './modules/boosts/boosts.routes';
import adminListingsRoutes from './modules/admin/listings.routes';
import likesRoutes from './modules/likes/likes.routes';
import commentsRoutes from './modules/comments/comments.routes';
import newsletterRoutes from './modules/newsletter/newsletter.routes';
import reportsRoutes from './modules/reports/reports.routes';
import adminReportsRoutes from './modules/admin/reports.routes';
import adminReviewsRoutes from './modules/admin/reviews.routes';
import contentRulesRoutes from './modules/content-rules/content-rules.routes';
import currencyRatesRoutes from './modules/currency-rates/currency-rates.routes';
import wishlistRoutes from './modules/wishlist/wishlist.routes';
import savedSearchesRoutes from './modules/saved-searches/saved-searches.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import chatRoutes from './modules/chat/chat.routes';
import deliveryRoutes from './modules/delivery/delivery.routes';
import deliveryAdminRoutes from './modules/delivery/delivery-admin.routes';
import deliveryChatRoutes from './modules/delivery/delivery-chat.routes';
import ridesRoutes from './modules/rides/rides.routes';
import listingDetailRoutes from './modules/listing-detail/listing-detail.routes';
import cartRoutes from './modules/cart/cart.routes';
import auditRoutes from './modules/audit/audit.routes';
import sellersRoutes from './modules/sellers/sellers.routes';
import ordersRoutes from './modules/orders/orders.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import payoutsRoutes from './modules/payouts/payouts.routes';
import commissionRoutes from './modules/ledger/commission.routes';
import disputesRoutes from './modules/disputes/disputes.routes';
import verificationRoutes from './modules/verification/verification.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import payoutsAdminRoutes from './modules/payouts/payouts-admin.routes';
import promosRoutes from './modules/promos/promos.routes';
import previewRoutes from './modules/seo/preview.routes';
import seoRoutes from './modules/seo/seo.routes';
import unsubscribePageRoutes from './modules/saved-searches/unsubscribe-page.routes';
import translateRoutes from './modules/translate/translate.routes';
import { createPageRenderer, isServerRendered, localeFromCookie } from './modules/pages/pages.renderer';
import { goneHead, listingHead, notFoundHead, publicPageHead, renderHead, sellerHead } from './modules/seo/head';
import { createServices, type Services } from './services';
import { problemBody } from './lib/problem';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the API, built once by the composition root (services.ts). */
    services: Services;
  }
}

// The whole app as one plugin, in a fixed order: external plugins, app plugins (deps, auth, the
// real-time hub), the services (built once by services.ts), routes, then the static files and the
// SPA fallback. server.ts only starts it; tests build it with buildApp.

/** How long a running job may take to finish when the process closes (server.ts gives the whole close 10 s). */
const JOB_DRAIN_MS = 7000;

async function appPlugin(fastify: FastifyInstance, options: { deps: AppDeps }) {
  const { config } = options.deps;

  await fastify.register(errorsPlugin);
  // Every string that arrives, checked once before any route reads it (NUL, control characters).
  await fastify.register(textInputPlugin);
  // The server renderer's own /api calls carry this key, so the per-IP limit does not count them.
  const renderKey = randomUUID();
  await fastify.register(securityPlugin, {
    scriptHashes: inlineScriptHashes(config.webDist),
    isProduction: config.isProduction,
    ratePerMinute: config.apiRateLimitPerMinute,
    internalKey: renderKey,
    ...(config.storage.kind === 's3' && config.storage.publicUrl ? { imageOrigins: [new URL(config.storage.publicUrl).origin] } : {}),
    // Several processes count one IP together: in Redis when there is one, else in PostgreSQL's
    // rate_limits table when this machine runs several workers (a write per request, so only
    // then); one process alone counts in its memory. Several machines: set REDIS_URL.
    ...(options.deps.redis
      ? { shared: createRedisRateLimiter(options.deps.redis) }
      : options.deps.database.kind === 'postgres' && config.workers > 1
        ? { shared: createRateLimiter(options.deps.db, options.deps.now) }
        : {}),
  });
  await fastify.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 6, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  await fastify.register(docsPlugin);

  await fastify.register(depsPlugin, { deps: options.deps });
  await fastify.register(readinessPlugin);
  await fastify.register(metricsPlugin);
  await fastify.register(authPlugin);
  await fastify.register(realtimePlugin);

  const services = createServices({ ...options.deps, log: fastify.log, realtime: fastify.realtime });
  fastify.decorate('services', services);
  fastify.metrics.queue('password_hash', services.passwords.stats);

  // Work that runs later (ADR 056): this process takes jobs from the queue once it is ready. Closing
  // stops taking new ones and gives a running one until JOB_DRAIN_MS to finish (else it goes back to
  // the queue for another process), before the database is closed.
  registerJobMetrics(fastify.metrics, services.jobs);
  if (config.backgroundJobs) {
    fastify.addHook('onReady', () => services.jobs.start());
    fastify.addHook('onClose', () => services.jobs.stop(JOB_DRAIN_MS));
  }

  // Each routes plugin receives the services it uses as its options.
  await fastify.register(
    async (api) => {
      // JSON answers over 1 KB go compressed to a client that takes it (gzip, else brotli; on libuv's
      // threads): a page of search results is 43 KB of JSON, 7 KB on the wire (ADR 086).
      await api.register(compress, { threshold: 1024, encodings: ['gzip', 'br'] });
      await api.register(healthRoutes);
      await api.register(accountsRoutes, services);
      await api.register(adminUsersRoutes, services);
      await api.register(adminOverviewRoutes, services);
      await api.register(adminJobsRoutes, services);
      await api.register(outboxRoutes, services);
      await api.register(listingsRoutes, services);
      await api.register(listingExpiryRoutes, services);
      await api.register(boostsRoutes, services);
      await api.register(listingDetailRoutes, services);
      await api.register(previewRoutes, services);
      await api.register(adminListingsRoutes, services);
      await api.register(likesRoutes, services);
      await api.register(commentsRoutes, services);
      await api.register(reportsRoutes, services);
      await api.register(newsletterRoutes, services);
      await api.register(adminReportsRoutes, services);
      await api.register(contentRulesRoutes, services);
      await api.register(currencyRatesRoutes, services);
      await api.register(wishlistRoutes, services);
      await api.register(savedSearchesRoutes, services);
      await api.register(notificationsRoutes, services);
      await api.register(chatRoutes, services);
      await api.register(deliveryRoutes, services);
      await api.register(deliveryChatRoutes, services);
      await api.register(deliveryAdminRoutes, services);
      await api.register(ridesRoutes, services);
      await api.register(sellersRoutes, services);
      await api.register(auditRoutes, services);
      await api.register(cartRoutes, services);
      await api.register(promosRoutes, services);
      await api.register(ordersRoutes, services);
      await api.register(paymentsRoutes, services);
      await api.register(payoutsRoutes, services);
      await api.register(payoutsAdminRoutes, services);
      await api.register(commissionRoutes, services);
      await api.register(disputesRoutes, services);
      await api.register(verificationRoutes, services);
      await api.register(reviewsRoutes, services);
      await api.register(adminReviewsRoutes, services);
      await api.register(translateRoutes, services);
    },
    { prefix: '/api' },
  );

  // For crawlers, at the site's root: robots.txt and the sitemap (before the SPA fallback).
  await fastify.register(seoRoutes, services);
  // The public page of a digest mail's unsubscribe link (ADR 073; no JavaScript, never indexed).
  await fastify.register(unsubscribePageRoutes, services);

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  if (config.isProduction && !config.publicUrl)
    fastify.log.warn('PUBLIC_URL is not set: canonical links and link previews will name localhost.');
  const renderer = createPageRenderer({
    webDist: config.webDist,
    origin: publicUrl,
    // Several API processes already share the cores: one render thread each, unless RENDER_THREADS says.
    ...(config.renderThreads !== undefined ? { renderThreads: config.renderThreads } : config.workers > 1 ? { renderThreads: 1 } : {}),
    call: async (path, init) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const answer = await fastify.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...headers, [INTERNAL_KEY_HEADER]: renderKey },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 205 || answer.statusCode === 304;
      return new Response(empty ? null : answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
    headFor: ({ pathname, search, status, listing, seller }) => {
      if (listing) return renderHead(listingHead(listing, publicUrl), publicUrl);
      if (seller) return renderHead(sellerHead(seller, publicUrl), publicUrl);
      if (status === 410) return renderHead(goneHead(), publicUrl);
      const head = status === 404 ? null : publicPageHead(pathname, search, publicUrl);
      return renderHead(head ?? notFoundHead(publicUrl), publicUrl);
    },
  });
  // Its render threads stop with the server.
  if (renderer) fastify.addHook('onClose', () => renderer.close());
  // The public pages, and the 404 page of an address the app has no page for; the rest is the app's shell.
  const renderPage = renderer
    ? (url: string, cookie?: string) => {
        const pathname = new URL(url, 'http://dwa.local').pathname;
        if (isServerRendered(pathname)) return renderer.render(url, localeFromCookie(cookie));
        return renderer.isUnknownPath(pathname).then((unknown) => (unknown ? renderer.render(url, localeFromCookie(cookie)) : null));
      }
    : undefined;
  await fastify.register(staticFilesPlugin, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    storage: options.deps.storage,
    ...(renderPage ? { renderPage } : {}),
    ...(renderer ? { isUnknownPath: renderer.isUnknownPath } : {}),
  });
}

/** Not encapsulated, so the error handler and hooks cover everything registered beside it. */
export const app = fp(appPlugin, { name: 'dwa-app' });

export async function buildApp(deps: AppDeps, overrides: FastifyServerOptions = {}) {
  const fastify = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.new_password', '*.token', '*.code'],
    },
    bodyLimit: deps.config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: deps.config.isProduction,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Fastify gives each plugin 10 s to load by default (meant to catch one that never calls done;
    // ours are all async). A worker started while its neighbours saturate the CPU (the cluster
    // replacing one under load) was seen missing 10 s while registering its routes, and restarted.
    pluginTimeout: 60_000,
    // The router's own refusals (a path that does not decode, a parameter over 100 characters) are
    // written before any handler runs: answer them as {detail} too (ADR 002).
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as FastifyReply;
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return answer.status(414).send(problemBody(414, 'The address is too long.', { code: 'request.address_too_long', params: {} }));
      return answer.status(400).send(problemBody(400, 'The address is not valid.', { code: 'request.address_invalid', params: {} }));
    },
    ...overrides,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await fastify.register(app, { deps });
  return fastify;
}
