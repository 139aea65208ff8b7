import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../lib/rate-limit';
import { livePublisher } from './delivery-live';
import { createDeliveryService } from './delivery.service';

// One place that builds the delivery service from the app (used by the public and the admin routes).

/** The delivery service with the app's database, clock, secret, live updates and rate limits. */
export function deliveryServiceFor(app: FastifyInstance) {
  const { db, now, config, storage } = app.deps;
  return createDeliveryService({
    db,
    now,
    secret: config.jwtSecret,
    live: livePublisher(app, app.log),
    limiter: createRateLimiter(db, now),
    limits: { chatSend: config.deliveryChatSendLimit, reportIssue: config.deliveryIssueLimit },
    storage,
  });
}
