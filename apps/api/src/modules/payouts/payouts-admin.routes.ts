import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@dwa/shared/fields';
import {
  adminPayoutListSchema,
  adminPayoutsQuerySchema,
  ledgerQuerySchema,
  payoutHoldSchema,
  payoutParamsSchema,
  payoutSchema,
  personLedgerSchema,
  reconciliationListSchema,
  reconciliationQuerySchema,
  reconciliationResolveSchema,
  reconciliationRunSchema,
} from '@dwa/shared/payouts';
import { pesewasToCedis } from '@dwa/shared/money';
import { NotFoundError } from '../../lib/errors';
import type { Reconciliation } from './reconciliation';
import type { PayoutsService } from './payouts.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// The admin console's payouts (issue 31): every payout, hold one before it is sent and release it
// (audit-logged), and a person's ledger. Development only: the sandbox settles a payout on demand.

type Options = {
  payouts: PayoutsService;
  reconciliation: Reconciliation;
  sandboxForce:
    | ((
        reference: string,
        status: 'succeeded' | 'failed' | 'reversed',
      ) => ReturnType<NonNullable<Parameters<PayoutsService['devOutcome']>[2]>>)
    | null;
  sandboxPayoutOutage: ((number: string, down: boolean) => void) | null;
};

const payoutsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { payouts, reconciliation, sandboxForce, sandboxPayoutOutage }) => {
  const { admin } = routeOptions(app, ['admin']);

  const listIssues = async (resolved: boolean, limit: number) => ({
    results: (await reconciliation.issues({ resolved, limit })).map((row) => ({
      id: row.id,
      day: row.day,
      kind: row.kind,
      what: row.what,
      reference: row.reference,
      ledger_amount: row.ledgerPesewas === null ? null : pesewasToCedis(row.ledgerPesewas),
      provider_amount: row.providerPesewas === null ? null : pesewasToCedis(row.providerPesewas),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  });

  app.get(
    '/v1/admin/reconciliation',
    admin({
      summary: "What the daily reconciliation found differing between the ledger and the provider's record",
      querystring: reconciliationQuerySchema,
      response: { 200: reconciliationListSchema },
    }),
    async (request) => listIssues(request.query.resolved === 'true', request.query.limit),
  );

  app.post(
    '/v1/admin/reconciliation/run',
    admin({
      summary: 'Reconcile a day now (UTC), as the 02:30 job does for yesterday',
      body: reconciliationRunSchema,
      response: { 200: reconciliationListSchema },
    }),
    async (request) => {
      await reconciliation.reconcile(request.body.day);
      return listIssues(false, 100);
    },
  );

  app.post(
    '/v1/admin/reconciliation/:id/resolve',
    admin({
      summary: 'Mark a difference settled, saying how (audit-logged)',
      params: z.object({ id: idField('Enter a valid id.') }),
      body: reconciliationResolveSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      if (!(await reconciliation.resolve(requireUser(request), request.params.id, request.body.note))) throw new NotFoundError('Not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/admin/payouts',
    admin({
      summary: 'Payouts, newest first (admins only)',
      querystring: adminPayoutsQuerySchema,
      response: { 200: adminPayoutListSchema },
    }),
    async (request) => payouts.adminList(request.query),
  );

  app.post(
    '/v1/admin/payouts/:id/hold',
    admin({
      summary: 'Hold a payout that has not been sent (audit-logged)',
      description: "409 'Only a payout that has not been sent can be held.'",
      params: payoutParamsSchema,
      body: payoutHoldSchema,
      response: { 200: payoutSchema },
    }),
    async (request) => payouts.hold(requireUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/v1/admin/payouts/:id/release',
    admin({
      summary: 'Release a held payout: it is sent now (audit-logged)',
      description: "409 'This payout is not held.'",
      params: payoutParamsSchema,
      response: { 200: payoutSchema },
    }),
    async (request) => payouts.release(requireUser(request), request.params.id),
  );

  app.get(
    '/v1/admin/users/:id/ledger',
    admin({
      summary: "A person's earnings and every movement of their wallet (admins only)",
      params: z.object({ id: idField('Enter a valid user id.') }),
      querystring: ledgerQuerySchema,
      response: { 200: personLedgerSchema },
    }),
    async (request) => payouts.personLedger(request.params.id, request.query),
  );

  if (app.deps.config.isProduction || !sandboxForce) return;
  app.post(
    '/v1/dev/payouts/:id/outcome',
    {
      schema: {
        tags: ['dev'],
        summary: "The sandbox settles a payout's transfer now: paid, failed or reversed (not in production)",
        params: payoutParamsSchema,
        body: z.object({ status: z.enum(['succeeded', 'failed', 'reversed'], { error: 'status must be succeeded, failed or reversed.' }) }),
        response: { 200: payoutSchema },
      },
    },
    async (request) => payouts.devOutcome(request.params.id, request.body.status, sandboxForce),
  );

  if (!sandboxPayoutOutage) return;
  // The sandbox can fail like a real network: a new transfer to this number or account fails (its
  // job tries again later) until the outage ends, so the payout stays unsent: what an admin can hold.
  app.put(
    '/v1/dev/payout-outage',
    {
      schema: {
        tags: ['dev'],
        summary: 'Make the sandbox unable (or able again) to send payouts to one number or account (not in production)',
        body: z.object({
          number: z
            .string({ error: 'number must be a phone or account number.' })
            .trim()
            .regex(/^\+?[\d ]{8,24}$/, 'number must be a phone or account number.'),
          down: z.boolean({ error: 'down must be true or false.' }),
        }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      sandboxPayoutOutage(request.body.number, request.body.down);
      return reply.status(204).send(null);
    },
  );
};

export default payoutsAdminRoutes;
