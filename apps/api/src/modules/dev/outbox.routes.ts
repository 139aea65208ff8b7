import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, smsOutboxMessageSchema } from '@dwa/shared/accounts';
import type { SandboxOutage } from '../mail/mail.service';
import type { SmsService } from '../sms/sms.service';
import { listOutbox, listPushOutbox } from './outbox.repo';

// Development and tests only: the mail and text messages that would have been sent (one-time codes), newest first.
// Not registered in production, where the path answers 404 like any unknown one.

const query = z.object({
  // PostgreSQL refuses a NUL in text (a 500 before this check); no address holds one.
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => !value.includes('\u0000'), 'Enter a valid email address.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outageBody = z.object({
  to: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  down: z.boolean({ error: 'down must be true or false.' }),
});

/** The push sandbox's failing endpoints (notifications' push-sender.ts; structural: same layer, no import). */
type PushOutage = { set: (endpoint: string, mode: 'up' | 'down' | 'gone') => void };

const pushQuery = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const pushOutageBody = z.object({
  endpoint: z.string().trim().url('Enter the subscription endpoint.').max(2048),
  mode: z.enum(['up', 'down', 'gone'], { error: "mode must be 'up', 'down' (fails, retried) or 'gone' (410, deleted)." }),
});

const pushRecordSchema = z.object({
  user_id: z.number().int(),
  endpoint: z.string(),
  payload: z.unknown(),
  ttl: z.number().int(),
  urgency: z.string(),
  created_at: z.string(),
});

const smsQuery = z.object({
  // A number as it was texted (E.164); no number holds anything else.
  to: z
    .string()
    .trim()
    .max(32)
    .refine((value) => /^\+?\d*$/.test(value), 'Enter a phone number in E.164 (+233241234567).')
    // A '+' left unencoded in a query string arrives as a space, trimmed away above.
    .transform((value) => (value && !value.startsWith('+') ? `+${value}` : value))
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxRoutes: FastifyPluginAsyncZod<{ mailOutage: SandboxOutage; pushOutage: PushOutage; sms: Pick<SmsService, 'outbox'> }> = async (
  app,
  { mailOutage, pushOutage, sms },
) => {
  if (app.deps.config.isProduction) return;

  // The mail sandbox can fail like a real server: mail to this address is refused (and retried by
  // its job) until the outage ends. Development and tests only, as the outbox.
  app.put(
    '/v1/dev/mail-outage',
    {
      schema: {
        tags: ['dev'],
        summary: "Make the mail sandbox refuse (or accept again) one address's mail (not in production)",
        body: outageBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      mailOutage.set(request.body.to, request.body.down);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail sent to an address, newest first, with its plain-text and HTML parts (not in production)',
        querystring: query,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.deps.db, request.query.to || undefined, request.query.limit);
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? {},
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  // The push sandbox (ADR 064): what would have been pushed, and endpoints made to fail like a push
  // service would (down: the job retries; gone: 410, the subscription is deleted).
  app.get(
    '/v1/dev/push',
    {
      schema: {
        tags: ['dev'],
        summary: 'Pushes the sandbox would have sent, newest first (not in production)',
        querystring: pushQuery,
        response: { 200: z.array(pushRecordSchema) },
      },
    },
    async (request) => {
      const rows = await listPushOutbox(app.deps.db, request.query.user_id, request.query.limit);
      return rows.map((row) => ({
        user_id: row.userId,
        endpoint: row.endpoint,
        payload: row.payload,
        ttl: row.ttl,
        urgency: row.urgency,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.put(
    '/v1/dev/push-outage',
    {
      schema: {
        tags: ['dev'],
        summary: 'Make the push sandbox fail for one endpoint, or answer 410 (not in production)',
        body: pushOutageBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      pushOutage.set(request.body.endpoint, request.body.mode);
      return reply.status(204).send(null);
    },
  );

  // The SMS sandbox's outbox (ADR 063): what would have been texted, newest first.
  app.get(
    '/v1/dev/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Text messages the SMS sandbox sent to a number, newest first (not in production)',
        querystring: smsQuery,
        response: { 200: z.array(smsOutboxMessageSchema) },
      },
    },
    async (request) => {
      const rows = await sms.outbox(request.query.to || undefined, request.query.limit);
      return rows.map((row) => ({ to: row.to, text: row.text, created_at: row.createdAt.toISOString() }));
    },
  );
};

export default outboxRoutes;
