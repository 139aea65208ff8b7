import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { registerBodySchema, updateProfileBodySchema } from '@dwa/shared/accounts';
import { sendMessageFieldsSchema } from '@dwa/shared/chat';
import { deliveryPhotoFieldsSchema } from '@dwa/shared/delivery';
import { disputeMessageInputSchema, disputeOpenSchema } from '@dwa/shared/disputes';
import { idVerificationInputSchema } from '@dwa/shared/verification';
import { listingInputSchema } from '@dwa/shared/listings';
import { admissionProbe, fuzzCases, type FuzzCase, type HandlerBody } from '../../test/fuzz-cases';
import {
  HTTP_METHODS,
  listOperations,
  operationName,
  registeredApiRoutes,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '../../test/openapi';
import { badAuthorizations, createSecurityApp, seedWorld, type Who } from '../../test/security-world';

// Attacking the API the way an outsider would: read its own OpenAPI document, then send every
// documented operation a fixed battery of malformed requests (test/fuzz-cases.ts): path parameters
// of the wrong type, out of range, oddly encoded, very long; query values of the wrong type, arrays,
// out of range, not one of the choices; JSON bodies that are not JSON, arrays, null, each field of
// the wrong type, 100k-character strings, 10,000 levels of nesting, 1e308, Infinity, NUL; other
// content types; broken multipart; a body over the limit; forged, expired and signed-out tokens.
// Operations that need a token are called by a user of each role (each case by the next role in
// turn, a few by every role). Nothing may answer a 5xx; every 4xx is a JSON `{detail}` (ADR 002)
// with its `code` and `params` (ADR 077); input that breaks what the operation declares gets a 4xx.
//
// Generic on purpose: a route added later is in the document, so it is walked without editing this
// file; a route left out of the document fails the first test until it is listed below.

const DOCS_JSON = '/api/docs/json';

/** Documented operations the battery does not walk, each with the reason (checked below to exist). */
const EXCLUDED: Record<string, string> = {
  'GET /api/v1/chat/ws':
    'the WebSocket upgrade: its frames (auth, typing, oversized and malformed frames) are tested in plugins/realtime.test.ts; a plain GET without the upgrade is checked below',
};

/** /api routes the document leaves out, each with the reason. */
const UNDOCUMENTED: [pattern: RegExp, reason: string][] = [
  [/^GET \/api\/docs(\/|$)/, 'the documentation itself: the Swagger UI page, its assets, and this document as JSON and YAML'],
];

/** Hidden twins of documented operations (the spec's paths end with a slash; the bare path answers the same): walked like the original. */
const ALIASES: Record<string, string> = {
  'GET /api/v1/classifieds': 'GET /api/v1/classifieds/',
  'POST /api/v1/classifieds': 'POST /api/v1/classifieds/',
};

const asJsonSchema = (schema: z.ZodType, extra: Record<string, JsonSchema> = {}): JsonSchema => {
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { ...converted, properties: { ...converted.properties, ...extra } };
};
const listingForm = asJsonSchema(listingInputSchema, { meta: { type: 'string' } });

/**
 * Operations whose handler reads the body itself (multipart, or JSON it validates), so the document
 * declares no body schema: the shared zod schema they validate with, so the battery makes their
 * fields wrong too. Checked below: each exists, and declares no JSON body (document it, and the
 * entry can go).
 */
const HANDLER_BODIES: Record<string, HandlerBody> = {
  'POST /api/v1/auth/register': { schema: asJsonSchema(registerBodySchema), json: true },
  'PUT /api/v1/users/me': { schema: asJsonSchema(updateProfileBodySchema), json: true },
  'POST /api/v1/classifieds/': { schema: listingForm, json: false },
  'POST /api/v1/classifieds': { schema: listingForm, json: false },
  'PUT /api/v1/classifieds/{id}': {
    schema: { ...listingForm, properties: { ...listingForm.properties, keep_images: { type: 'string' } } },
    partial: true,
    json: true,
  },
  'POST /api/v1/chat/{conversationId}/send': { schema: asJsonSchema(sendMessageFieldsSchema), json: true },
  'POST /api/v1/delivery/requests/{id}/messages/photo': { schema: asJsonSchema(deliveryPhotoFieldsSchema), json: false },
  'POST /api/v1/orders/{id}/disputes': { schema: asJsonSchema(disputeOpenSchema), json: true },
  'POST /api/v1/disputes/{id}/messages': { schema: asJsonSchema(disputeMessageInputSchema), json: true },
  'POST /api/v1/verification': { schema: asJsonSchema(idVerificationInputSchema), json: false },
};

/** Multipart operations with no text fields to make wrong (their file is; see the multipart cases). */
const FILE_ONLY: Record<string, string> = {
  'POST /api/v1/profile-picture/upload': 'one file (profile_picture) and no other field',
  'POST /api/v1/reviews/{id}/photos': 'up to 3 files (photos) and no other field',
};

const ctx = await createSecurityApp();
afterAll(() => ctx.close());
const world = await seedWorld(ctx);
const doc = (await ctx.app.inject({ method: 'GET', url: DOCS_JSON })).json() as OpenApiDocument;
const documented = listOperations(doc);
const aliases = Object.entries(ALIASES).flatMap(([alias, original]) => {
  const op = documented.find((candidate) => operationName(candidate) === original);
  return op ? [{ ...op, path: alias.split(' ')[1]! }] : [];
});
const walked: Operation[] = [...documented.filter((op) => !(operationName(op) in EXCLUDED)), ...aliases];

const bad = await badAuthorizations(ctx, world.roles.ADMIN, world.deactivated);
/** Sent to every operation that needs a token; the other bad authorizations go two per operation, in turn (they all meet the one auth plugin). */
const EVERY_TIME = ['a token signed with another secret', 'an unsigned token (alg none)', 'an expired token'];
const inTurn = Object.keys(bad).filter((name) => !EVERY_TIME.includes(name));
const badAuthorizationsFor = (index: number): Record<string, string> =>
  Object.fromEntries(
    Object.entries(bad).filter(
      ([name]) => EVERY_TIME.includes(name) || [2 * index, 2 * index + 1].some((turn) => inTurn[turn % inTurn.length] === name),
    ),
  );
const { CUSTOMER, SELLER, COURIER, ADMIN } = world.roles;

type Caller = [role: string, who: Who];

/** A user of every role where a token is needed; otherwise anonymous and a seller (the owner of listing 1, for the routes that read an optional token). */
const callersOf = (op: Operation): Caller[] =>
  op.secured
    ? [
        ['customer', CUSTOMER],
        ['seller', SELLER],
        ['courier', COURIER],
        ['admin', ADMIN],
      ]
    : [
        ['anonymous', null],
        ['seller', SELLER],
      ];

/** What is wrong with an answer, or null. */
function problemWith(res: LightMyRequestResponse, expected: FuzzCase['expect']): string | null {
  const status = res.statusCode;
  if (status >= 500) return `${status} ${res.body.slice(0, 300)}`;
  if (expected === 'reject' && status < 400) return `accepted malformed input: ${status} ${res.body.slice(0, 200)}`;
  if (status < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    return `${status} is not JSON (${res.headers['content-type']}): ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${status} does not parse as JSON: ${res.body.slice(0, 200)}`;
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  const isIssue = (issue: unknown) => {
    const { loc, msg, type } = (issue ?? {}) as { loc?: unknown; msg?: unknown; type?: unknown };
    return Array.isArray(loc) && typeof msg === 'string' && msg.length > 0 && typeof type === 'string';
  };
  const good = (typeof detail === 'string' && detail.length > 0) || (Array.isArray(detail) && detail.length > 0 && detail.every(isIssue));
  if (!good) return `${status} without a {detail} (ADR 002): ${res.body.slice(0, 200)}`;
  // ADR 077: a machine code and its params beside the detail, and beside each issue's msg.
  const hasCode = (value: unknown) => {
    const { code, params } = (value ?? {}) as { code?: unknown; params?: unknown };
    return typeof code === 'string' && code.length > 0 && params !== null && typeof params === 'object' && !Array.isArray(params);
  };
  const coded = hasCode(body) && (!Array.isArray(detail) || detail.every(hasCode));
  return coded ? null : `${status} without a {code, params} (ADR 077): ${res.body.slice(0, 200)}`;
}

let requestsSent = 0;
let casesBuilt = 0;

async function send(fuzz: FuzzCase, who: Who): Promise<LightMyRequestResponse> {
  requestsSent += 1;
  return ctx.app.inject({
    method: fuzz.method as Operation['method'],
    url: fuzz.url,
    headers: { ...fuzz.headers, ...(who && fuzz.as !== 'fixed' ? who.auth : {}) },
    ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
  });
}

/** The callers that get past the operation's gate (a 403 to a harmless probe means the role is refused before anything is read). */
async function admittedOf(op: Operation, callers: Caller[]): Promise<Caller[]> {
  if (!op.secured) return callers;
  const admitted: Caller[] = [];
  for (const caller of callers) {
    if ((await send({ ...admissionProbe(op), as: 'rotate' }, caller[1])).statusCode !== 403) admitted.push(caller);
  }
  return admitted.length > 0 ? admitted : callers;
}

describe('the OpenAPI document', () => {
  it('is served as JSON and declares operations', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(documented.length).toBeGreaterThan(50);
  });

  it('documents every /api route the router holds, except those listed here with a reason', () => {
    const known = new Set([...documented.map(operationName), ...Object.keys(ALIASES)]);
    const unexplained = registeredApiRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter(
      (route) => !known.has(route) && !UNDOCUMENTED.some(([pattern]) => pattern.test(route)),
    );
    expect(unexplained, 'routes missing from the OpenAPI document: document them, or list them in UNDOCUMENTED with a reason').toEqual([]);
  });

  it('lists only operations that exist, and handler-read bodies only where the document declares none', () => {
    const byName = new Map([...documented, ...aliases].map((op) => [operationName(op), op]));
    expect(Object.keys(EXCLUDED).filter((name) => !byName.has(name))).toEqual([]);
    expect(Object.values(ALIASES).filter((name) => !byName.has(name))).toEqual([]);
    expect(Object.keys(HANDLER_BODIES).filter((name) => !byName.has(name) || byName.get(name)!.jsonBody !== null)).toEqual([]);
    expect(Object.keys(FILE_ONLY).filter((name) => !byName.get(name)?.multipart)).toEqual([]);
  });

  it('has the fields of every multipart operation that declares none (in HANDLER_BODIES, or FILE_ONLY with a reason)', () => {
    const missing = walked.filter(
      (op) => op.multipart && !op.jsonBody && !(operationName(op) in HANDLER_BODIES) && !(operationName(op) in FILE_ONLY),
    );
    expect(missing.map(operationName)).toEqual([]);
  });
});

describe('every operation answers malformed input with a 4xx {detail}, never a 5xx', () => {
  for (const [index, op] of walked.entries()) {
    it(operationName(op), async () => {
      const problems: string[] = [];
      const callers = callersOf(op);
      const admitted = await admittedOf(op, callers);
      const cases = fuzzCases(op, {
        bodyLimit: ctx.deps.config.bodyLimit,
        badAuthorizations: badAuthorizationsFor(index),
        handlerBody: HANDLER_BODIES[operationName(op)],
      });
      casesBuilt += cases.length;
      let turn = 0;
      for (const fuzz of cases) {
        const senders: Caller[] =
          fuzz.as === 'each'
            ? callers
            : fuzz.as === 'fixed'
              ? [['as given', null]]
              : fuzz.as === 'first'
                ? admitted.slice(0, 1)
                : [admitted[turn++ % admitted.length]!];
        for (const [role, who] of senders) {
          const problem = problemWith(await send(fuzz, who), fuzz.expect);
          if (problem) problems.push(`${fuzz.name} [${role}] ${fuzz.method} ${fuzz.url.slice(0, 120)}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('around the documented operations', () => {
  it('answers a method a documented path does not have with a 4xx {detail}', async () => {
    const problems: string[] = [];
    const byPath = new Map<string, Set<string>>();
    for (const op of documented) byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method));
    for (const [path, methods] of byPath) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const method of HTTP_METHODS.filter((candidate) => !methods.has(candidate))) {
        const problem = problemWith(
          await send({ name: 'other method', expect: 'reject', method, url, headers: {}, as: 'fixed' }, null),
          'reject',
        );
        if (problem) problems.push(`${method} ${path}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown /api paths, and dot segments towards admin routes, with a 4xx {detail}, whatever the method', async () => {
    // As a customer: '%2e%2e' is a dot segment (the URL may be normalised on its way), so the last
    // one may land on /api/v1/admin/reports, which must then refuse a non-admin.
    const problems: string[] = [];
    for (const method of HTTP_METHODS) {
      for (const url of [
        '/api/v1/no-such-thing',
        '/api/v2/classifieds/',
        '/api/v1/%ZZ',
        '/api/..%2f..%2fetc/passwd',
        '/api/v1/classifieds/1/%2e%2e/%2e%2e/admin/reports',
      ]) {
        const problem = problemWith(
          await send({ name: 'unknown path', expect: 'reject', method, url, headers: {}, as: 'rotate' }, CUSTOMER),
          'reject',
        );
        if (problem) problems.push(`${method} ${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers a plain GET of the WebSocket path (no upgrade) without a 5xx', async () => {
    for (const who of [null, CUSTOMER]) {
      const res = await send(
        { name: 'plain GET', expect: 'survive', method: 'GET', url: '/api/v1/chat/ws?token=%00', headers: {}, as: 'rotate' },
        who,
      );
      expect(problemWith(res, 'survive')).toBeNull();
    }
  });

  it('sent a fixed battery to every operation', () => {
    // The size of the walk, for the record (and so that a generator that returns nothing fails).
    console.info(
      `OpenAPI walk: ${walked.length} operations (${documented.length} documented, ${aliases.length} aliases, ${Object.keys(EXCLUDED).length} excluded), ${casesBuilt} cases, ${requestsSent} requests`,
    );
    expect(casesBuilt).toBeGreaterThan(walked.length * 10);
  });
});
