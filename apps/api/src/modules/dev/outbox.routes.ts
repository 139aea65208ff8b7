import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, smsOutboxMessageSchema } from '@dwa/shared/accounts';
import type { SandboxOutage } from '../mail/mail.service';
import type { SmsService } from '../sms/sms.service';
import { listOutbox, listPushOutbox } from './outbox.repo';
import { routeOptions } from '../../plugins/auth';

// Development and tests only: the mail and text messages that would have been sent (one-time codes), newest first.
// Not registered in production, where the path answers 404 like any unknown one.

const query = z.object({
  // A NUL, which PostgreSQL refuses in text, never gets here: the text-input plugin refuses it (ADR 062).
  to: z.string().trim().toLowerCase().max(254).optional(),
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
  const { open } = routeOptions(app, ['dev']);

  /** A PUT that makes a sandbox fail (or work again) for what the body names, and answers 204. */
  function outageRoute<Body extends z.ZodType>(url: string, summary: string, body: Body, set: (body: z.output<Body>) => void) {
    app.put(url, open({ summary, body, response: { 204: z.null() } }), async (request, reply) => {
      set(request.body as z.output<Body>);
      return reply.status(204).send(null);
    });
  }

  /** A GET of what a sandbox would have sent, newest first, as `list` answers for the query. */
  function listRoute<Query extends z.ZodType, Item extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Query,
    item: Item,
    list: (query: z.output<Query>) => Promise<z.input<Item>[]>,
  ) {
    app.get(url, open({ summary, querystring, response: { 200: z.array(item) } }), async (request) =>
      list(request.query as z.output<Query>),
    );
  }

  // The mail sandbox can fail like a real server: mail to this address is refused (and retried by
  // its job) until the outage ends. Development and tests only, as the outbox.
  outageRoute(
    '/v1/dev/mail-outage',
    "Make the mail sandbox refuse (or accept again) one address's mail (not in production)",
    outageBody,
    ({ to, down }) => mailOutage.set(to, down),
  );

  listRoute(
    '/v1/dev/outbox',
    'Mail sent to an address, newest first, with its plain-text and HTML parts (not in production)',
    query,
    outboxMessageSchema,
    async ({ to, limit }) =>
      (await listOutbox(app.deps.db, to || undefined, limit)).map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? {},
        created_at: row.createdAt.toISOString(),
      })),
  );

  // The push sandbox (ADR 064): what would have been pushed, and endpoints made to fail like a push
  // service would (down: the job retries; gone: 410, the subscription is deleted).
  listRoute(
    '/v1/dev/push',
    'Pushes the sandbox would have sent, newest first (not in production)',
    pushQuery,
    pushRecordSchema,
    async ({ user_id, limit }) =>
      (await listPushOutbox(app.deps.db, user_id, limit)).map((row) => ({
        user_id: row.userId,
        endpoint: row.endpoint,
        payload: row.payload,
        ttl: row.ttl,
        urgency: row.urgency,
        created_at: row.createdAt.toISOString(),
      })),
  );

  outageRoute(
    '/v1/dev/push-outage',
    'Make the push sandbox fail for one endpoint, or answer 410 (not in production)',
    pushOutageBody,
    ({ endpoint, mode }) => pushOutage.set(endpoint, mode),
  );

  // The SMS sandbox's outbox (ADR 063): what would have been texted, newest first.
  listRoute(
    '/v1/dev/sms',
    'Text messages the SMS sandbox sent to a number, newest first (not in production)',
    smsQuery,
    smsOutboxMessageSchema,
    async ({ to, limit }) =>
      (await sms.outbox(to || undefined, limit)).map((row) => ({ to: row.to, text: row.text, created_at: row.createdAt.toISOString() })),
  );
};

export default outboxRoutes;
