import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../lib/rate-limit';
import { livePublisher } from './delivery-live';
import { createDeliveryChatService } from './delivery-chat.service';
import { createDeliveryService } from './delivery.service';

// One place that builds the delivery services from the app (used by the public, chat and admin routes).

/** The delivery service with the app's database, clock, secret, live updates and rate limits. */
export function deliveryServiceFor(app: FastifyInstance) {
  const { db, now, config } = app.deps;
  return createDeliveryService({
    db,
    now,
    secret: config.jwtSecret,
    live: livePublisher(app, app.log),
    limiter: createRateLimiter(db, now),
    limits: { reportIssue: config.deliveryIssueLimit },
  });
}

/** The delivery chat service: the app's database, clock, live updates, storage and its send limit. */
export function deliveryChatServiceFor(app: FastifyInstance) {
  const { db, now, config, storage } = app.deps;
  return createDeliveryChatService({ db, now, live: livePublisher(app, app.log), limiter: createRateLimiter(db, now), sendLimit: config.deliveryChatSendLimit, storage });
}
