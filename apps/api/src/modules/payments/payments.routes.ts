import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from './payments.service';

// The payment provider's webhook (Paystack): verified by its signature over the raw body, applied
// once (a replay changes nothing), and answered 200 so the provider stops retrying.

const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  // The signature is over the exact bytes sent: keep them, parse nothing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/v1/payments/webhook/paystack',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['shop'],
        summary: "Paystack's webhook (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key)",
        description: '401 with a missing or wrong signature, and nothing changes. 404 when Paystack is not configured.',
        response: { 200: z.object({ received: z.number().int() }) },
      },
    },
    async (request) => payments.webhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers),
  );
};

export default paymentsRoutes;
