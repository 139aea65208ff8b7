import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInReply as Reply, type StandInRequest as Received } from '../../../test/stand-in-server';
import type { ChargeRequest } from './payment-provider';
import { createPaystackProvider, PAYSTACK_PROVIDER_CODES, paystackPhone } from './paystack-provider';

// The Paystack adapter against a local server that follows Paystack's documented API: it checks what
// Paystack checks (the secret key, the path, the JSON body) and answers in Paystack's shapes
// ({ status, message, data }), or fails the way a remote API fails (500, too slow, not there).

const SECRET = 'sk_test_dwa_local_secret';

let standIn: StandIn;
let baseUrl: string;
let received: Received[] = [];
let reply: ((request: Received) => Reply) | null = null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What Paystack's charge endpoint requires of a Ghana Mobile Money charge (the docs' request shape). */
function chargeProblem(body: unknown): string | null {
  if (!isObject(body)) return 'Invalid JSON body';
  if (typeof body.email !== 'string' || !body.email.includes('@')) return 'Invalid Email Address Passed';
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) return 'Invalid amount passed';
  if (body.currency !== 'GHS') return 'Currency not supported';
  if (typeof body.reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(body.reference)) return 'Invalid transaction reference';
  const momo = body.mobile_money;
  if (!isObject(momo)) return 'mobile_money is required';
  if (typeof momo.phone !== 'string' || !/^0\d{9}$/.test(momo.phone)) return 'Invalid phone number';
  if (!['mtn', 'vod', 'atl'].includes(String(momo.provider))) return 'Invalid provider';
  return null;
}

function refundProblem(body: unknown): string | null {
  if (!isObject(body)) return 'Invalid JSON body';
  if (typeof body.transaction !== 'string' || body.transaction === '') return 'Transaction reference is required';
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) return 'Invalid amount passed';
  return null;
}

/** Paystack's default answers, per documented endpoint. */
function paystackDefault(request: Received): Reply {
  const { method, path, body } = request;
  if (method === 'POST' && path === '/charge') {
    const reference = isObject(body) ? body.reference : null;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: { reference, status: 'pay_offline', display_text: 'Please complete authorization process on your mobile phone' },
      },
    };
  }
  if (method === 'GET' && path.startsWith('/transaction/verify/')) {
    const reference = decodeURIComponent(path.slice('/transaction/verify/'.length));
    return {
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: { id: 4099260516, reference, status: 'ongoing', amount: 1250, currency: 'GHS', gateway_response: null },
      },
    };
  }
  if (method === 'POST' && path === '/refund') {
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { reference: (body as { transaction: string }).transaction },
          amount: (body as { amount: number }).amount,
          status: 'pending',
        },
      },
    };
  }
  return { status: 404, body: { status: false, message: 'Route not found' } };
}

function handle(request: Received): Reply {
  // Paystack refuses a missing or wrong secret key before anything else.
  if (request.headers.authorization !== `Bearer ${SECRET}`) return { status: 401, body: { status: false, message: 'Invalid key' } };
  if (request.method === 'POST' && request.headers['content-type'] !== 'application/json')
    return { status: 400, body: { status: false, message: 'Content-Type must be application/json' } };
  const problem =
    request.path === '/charge' ? chargeProblem(request.body) : request.path === '/refund' ? refundProblem(request.body) : null;
  if (problem) return { status: 400, body: { status: false, message: problem } };
  return (reply ?? paystackDefault)(request);
}

beforeAll(async () => {
  standIn = await startStandIn((request) => {
    received.push(request);
    return handle(request);
  });
  baseUrl = standIn.url;
});

afterAll(() => standIn.close());

beforeEach(() => {
  received = [];
  reply = null;
});

function provider(overrides: Partial<Parameters<typeof createPaystackProvider>[0]> = {}) {
  return createPaystackProvider({ secretKey: SECRET, baseUrl, timeoutMs: 2_000, ...overrides });
}

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    reference: 'dwa-7Hq2xK9pLm',
    amountPesewas: 1250,
    email: 'ama@example.com',
    phone: '+233241234567',
    network: 'MTN',
    ...overrides,
  };
}

/** Answers this call with `answer`, and the others as Paystack would by default. */
function answerWith(answer: Reply | ((request: Received) => Reply)) {
  reply = typeof answer === 'function' ? answer : () => answer;
}

describe('paystackPhone and provider codes', () => {
  it('writes Ghana numbers as 0 and 9 digits', () => {
    expect(paystackPhone('+233241234567')).toBe('0241234567');
    expect(paystackPhone('0551234987')).toBe('0551234987');
    expect(paystackPhone('+233 20 123 4567')).toBe('0201234567');
    expect(paystackPhone('+2332412345')).toBeNull();
  });

  it('maps the networks to Paystack codes', () => {
    expect(PAYSTACK_PROVIDER_CODES).toEqual({ MTN: 'mtn', TELECEL: 'vod', AIRTELTIGO: 'atl' });
  });
});

describe('paystack charge', () => {
  it('posts the documented charge and answers pending with the display text (pay_offline)', async () => {
    const outcome = await provider().charge(chargeRequest());
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', path: '/charge' });
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      email: 'ama@example.com',
      amount: 1250,
      currency: 'GHS',
      reference: 'dwa-7Hq2xK9pLm',
      mobile_money: { phone: '0241234567', provider: 'mtn' },
    });
    expect(outcome).toMatchObject({ status: 'pending', displayText: 'Please complete authorization process on your mobile phone' });
    expect(outcome.raw).toMatchObject({ status: true, data: { status: 'pay_offline' } });
  });

  it('sends the provider code and local number for each network', async () => {
    const cases = [
      { network: 'MTN', phone: '+233551234987', expected: { phone: '0551234987', provider: 'mtn' } },
      { network: 'TELECEL', phone: '+233201234567', expected: { phone: '0201234567', provider: 'vod' } },
      { network: 'AIRTELTIGO', phone: '+233271234567', expected: { phone: '0271234567', provider: 'atl' } },
    ] as const;
    for (const { network, phone, expected } of cases) {
      expect((await provider().charge(chargeRequest({ network, phone }))).status).toBe('pending');
      const body = received.at(-1)?.body as { mobile_money: unknown; amount: unknown };
      expect(body.mobile_money).toEqual(expected);
      expect(Number.isInteger(body.amount)).toBe(true);
    }
  });

  it('answers succeeded when Paystack says success at once', async () => {
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: {
          id: 59333,
          reference: 'dwa-7Hq2xK9pLm',
          status: 'success',
          gateway_response: 'Approved',
          channel: 'mobile_money',
          currency: 'GHS',
          amount: 1250,
        },
      },
    });
    expect(await provider().charge(chargeRequest())).toMatchObject({ status: 'succeeded', failureReason: null });
  });

  it('answers pending for send_otp (the Telecel voucher), pending and ongoing', async () => {
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: 'dwa-7Hq2xK9pLm',
          status: 'send_otp',
          display_text: 'Please dial *110# to generate a voucher code. Then input the voucher',
        },
      },
    });
    expect(await provider().charge(chargeRequest({ network: 'TELECEL', phone: '+233201234567' }))).toMatchObject({
      status: 'pending',
      displayText: 'Please dial *110# to generate a voucher code. Then input the voucher',
    });
    for (const status of ['pending', 'ongoing']) {
      answerWith({ status: 200, body: { status: true, message: 'Charge attempted', data: { reference: 'dwa-7Hq2xK9pLm', status } } });
      expect(await provider().charge(chargeRequest())).toMatchObject({ status: 'pending', displayText: null });
    }
  });

  it('answers failed with the gateway response when the charge failed', async () => {
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: { reference: 'dwa-7Hq2xK9pLm', status: 'failed', gateway_response: 'Declined', message: 'Transaction declined' },
      },
    });
    expect(await provider().charge(chargeRequest())).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: { reference: 'dwa-7Hq2xK9pLm', status: 'failed', message: 'Transaction declined' },
      },
    });
    expect(await provider().charge(chargeRequest())).toMatchObject({ status: 'failed', failureReason: 'Transaction declined' });
  });

  it('answers failed with the message when Paystack refuses (400, status false)', async () => {
    answerWith({ status: 400, body: { status: false, message: 'Mobile money is not enabled for this business' } });
    expect(await provider().charge(chargeRequest())).toMatchObject({
      status: 'failed',
      failureReason: 'Mobile money is not enabled for this business',
    });
    // Paystack's own check of the body, through the adapter: a reference outside its character set.
    reply = null;
    expect(await provider().charge(chargeRequest({ reference: 'dwa_has/slash' }))).toMatchObject({
      status: 'failed',
      failureReason: 'Invalid transaction reference',
    });
  });

  it('answers failed (Invalid key) when the secret key is wrong', async () => {
    expect(await provider({ secretKey: 'sk_test_wrong' }).charge(chargeRequest())).toMatchObject({
      status: 'failed',
      failureReason: 'Invalid key',
    });
  });

  it('keeps a charge Paystack already has (duplicate reference) pending', async () => {
    answerWith({ status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } });
    expect(await provider().charge(chargeRequest())).toMatchObject({ status: 'pending', failureReason: null });
  });

  it('fails without calling Paystack when the number, network or amount cannot be sent', async () => {
    expect((await provider().charge(chargeRequest({ phone: '+23324123' }))).status).toBe('failed');
    expect((await provider().charge(chargeRequest({ network: 'ORANGE' as never }))).status).toBe('failed');
    expect((await provider().charge(chargeRequest({ amountPesewas: 12.5 }))).status).toBe('failed');
    expect((await provider().charge(chargeRequest({ amountPesewas: 0 }))).status).toBe('failed');
    expect(received).toHaveLength(0);
  });

  it('throws on a 500, a non-JSON success, a slow answer or no server: the service polls instead', async () => {
    answerWith({ status: 500, body: { status: false, message: 'Internal error' } });
    await expect(provider().charge(chargeRequest())).rejects.toThrow(/HTTP 500/);
    answerWith({ status: 502, text: '<html>Bad gateway</html>' });
    await expect(provider().charge(chargeRequest())).rejects.toThrow(/HTTP 502/);
    answerWith({ status: 200, text: '<html>captive portal</html>' });
    await expect(provider().charge(chargeRequest())).rejects.toThrow(/without a JSON answer/);

    answerWith({ status: 200, body: { status: true, message: 'Charge attempted', data: { status: 'success' } }, delayMs: 1_500 });
    const started = Date.now();
    await expect(provider({ timeoutMs: 150 }).charge(chargeRequest())).rejects.toThrow(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(1_200);

    const closed = await startStandIn(() => ({ status: 200 }));
    await closed.close();
    await expect(provider({ baseUrl: closed.url }).charge(chargeRequest())).rejects.toThrow(/could not reach Paystack/);
  });

  it('uses the fetch it is given, and a base URL with a trailing slash', async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    expect((await provider({ baseUrl: `${baseUrl}/`, fetch: fetchSpy }).charge(chargeRequest())).status).toBe('pending');
    expect(calls).toEqual([`${baseUrl}/charge`]);
  });
});

describe('paystack verify', () => {
  it('gets /transaction/verify/{reference}, the reference URL-encoded', async () => {
    await provider().verify('dwa-1.2=3', new Date());
    await provider().verify('odd ref/with?chars', new Date());
    expect(received.map((call) => [call.method, call.path, call.headers.authorization])).toEqual([
      ['GET', '/transaction/verify/dwa-1.2%3D3', `Bearer ${SECRET}`],
      ['GET', '/transaction/verify/odd%20ref%2Fwith%3Fchars', `Bearer ${SECRET}`],
    ]);
  });

  it('maps the transaction status', async () => {
    const cases: [string, string][] = [
      ['success', 'succeeded'],
      ['failed', 'failed'],
      ['abandoned', 'failed'],
      ['reversed', 'failed'],
      ['ongoing', 'pending'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['send_otp', 'pending'],
    ];
    for (const [paystack, ours] of cases) {
      answerWith((request) => ({
        status: 200,
        body: {
          status: true,
          message: 'Verification successful',
          data: {
            id: 1,
            reference: decodeURIComponent(request.path.split('/').pop() ?? ''),
            status: paystack,
            gateway_response: paystack === 'failed' ? 'Not enough funds' : null,
          },
        },
      }));
      expect((await provider().verify('dwa-abc', new Date())).status, paystack).toBe(ours);
    }
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: { reference: 'dwa-abc', status: 'failed', gateway_response: 'Not enough funds' },
      },
    });
    expect(await provider().verify('dwa-abc', new Date())).toMatchObject({ status: 'failed', failureReason: 'Not enough funds' });
    answerWith({
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: { reference: 'dwa-abc', status: 'abandoned', gateway_response: null },
      },
    });
    expect(await provider().verify('dwa-abc', new Date())).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not completed.',
    });
  });

  it('reads what Paystack kept of a success (data.fees, pesewas); nothing for a failure or a malformed fee', async () => {
    const verifyWith = async (data: Record<string, unknown>) => {
      answerWith({
        status: 200,
        body: { status: true, message: 'Verification successful', data: { reference: 'dwa-abc', amount: 10999, ...data } },
      });
      return provider().verify('dwa-abc', new Date());
    };
    expect(await verifyWith({ status: 'success', fees: 214 })).toMatchObject({ status: 'succeeded', feePesewas: 214 });
    expect(await verifyWith({ status: 'success', fees: '214' })).toMatchObject({ feePesewas: 214 });
    for (const fees of [undefined, null, -5, 2.5, 'a lot', {}])
      expect((await verifyWith({ status: 'success', fees })).feePesewas, String(fees)).toBeNull();
    expect((await verifyWith({ status: 'failed', fees: 214 })).feePesewas).toBeUndefined();
  });

  it('stays pending for a reference Paystack does not know (yet)', async () => {
    answerWith({ status: 400, body: { status: false, message: 'Transaction reference not found' } });
    expect(await provider().verify('dwa-unknown', new Date())).toMatchObject({ status: 'pending' });
    answerWith({ status: 404, body: { status: false, message: 'Transaction reference not found' } });
    expect(await provider().verify('dwa-unknown', new Date())).toMatchObject({ status: 'pending' });
  });

  it('throws when it learns nothing: wrong key, 500, too slow', async () => {
    await expect(provider({ secretKey: 'sk_test_wrong' }).verify('dwa-abc', new Date())).rejects.toThrow(/HTTP 401/);
    answerWith({ status: 500, body: { status: false, message: 'Internal error' } });
    await expect(provider().verify('dwa-abc', new Date())).rejects.toThrow(/HTTP 500/);
    answerWith({ status: 200, body: { status: true, data: { status: 'success' } }, delayMs: 1_500 });
    await expect(provider({ timeoutMs: 150 }).verify('dwa-abc', new Date())).rejects.toThrow(/no answer within/);
  });
});

describe('paystack refund', () => {
  it('posts { transaction, amount } to /refund', async () => {
    const answer = await provider().refund('dwa-abc', 700);
    expect(answer.ok).toBe(true);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/refund', body: { transaction: 'dwa-abc', amount: 700 } });
    expect(received[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('is not ok when Paystack refuses, and throws when it cannot answer', async () => {
    answerWith({ status: 400, body: { status: false, message: 'Refund cannot be more than the original transaction amount' } });
    expect(await provider().refund('dwa-abc', 10_000_000)).toMatchObject({
      ok: false,
      raw: { message: 'Refund cannot be more than the original transaction amount' },
    });
    answerWith({ status: 500, body: { status: false } });
    await expect(provider().refund('dwa-abc', 700)).rejects.toThrow(/HTTP 500/);
  });
});

describe('paystack webhook', () => {
  const sign = (body: Buffer | string, key = SECRET) => createHmac('sha512', key).update(body).digest('hex');
  const successBody = Buffer.from(
    JSON.stringify({
      event: 'charge.success',
      data: {
        id: 302961,
        domain: 'live',
        status: 'success',
        reference: 'dwa-7Hq2xK9pLm',
        amount: 1250,
        currency: 'GHS',
        gateway_response: 'Approved',
        channel: 'mobile_money',
      },
    }),
  );
  const parse = (body: Buffer, headers: Record<string, string | string[] | undefined>) => provider().parseWebhook!(body, headers);

  it('accepts a body signed with the secret key and reads charge.success', () => {
    expect(parse(successBody, { 'x-paystack-signature': sign(successBody) })).toEqual([
      {
        eventKey: 'charge.success:dwa-7Hq2xK9pLm:302961',
        reference: 'dwa-7Hq2xK9pLm',
        outcome: expect.objectContaining({ status: 'succeeded' }),
      },
    ]);
    const withFees = Buffer.from(
      JSON.stringify({ event: 'charge.success', data: { id: 302962, status: 'success', reference: 'dwa-fees', amount: 1250, fees: 24 } }),
    );
    expect(parse(withFees, { 'x-paystack-signature': sign(withFees) })?.[0]?.outcome).toMatchObject({
      status: 'succeeded',
      feePesewas: 24,
    });
    // One header given as a one-element list, or in another case, is the same header.
    expect(parse(successBody, { 'x-paystack-signature': [sign(successBody)] })).toHaveLength(1);
    expect(parse(successBody, { 'X-Paystack-Signature': sign(successBody) })).toHaveLength(1);
  });

  it('refuses a wrong, missing, foreign or stale signature (null)', () => {
    const signature = sign(successBody);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(parse(successBody, { 'x-paystack-signature': flipped })).toBeNull();
    expect(parse(successBody, {})).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': undefined })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': '' })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': signature.slice(0, 64) })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': `${signature}00` })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': 'z'.repeat(128) })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': [signature, signature] })).toBeNull();
    expect(parse(successBody, { 'x-paystack-signature': sign(successBody, 'sk_test_someone_else') })).toBeNull();
    // The signature of a different body.
    const otherBody = Buffer.from(JSON.stringify({ event: 'charge.success', data: { id: 1, reference: 'dwa-other', status: 'success' } }));
    expect(parse(successBody, { 'x-paystack-signature': sign(otherBody) })).toBeNull();
    // The body changed after signing, even only by re-serialising it (the raw bytes are what is signed).
    const changed = Buffer.from(successBody.toString('utf8').replace('"amount":1250', '"amount":1'));
    expect(parse(changed, { 'x-paystack-signature': signature })).toBeNull();
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(successBody.toString('utf8')), null, 2));
    expect(parse(reformatted, { 'x-paystack-signature': signature })).toBeNull();
  });

  it('reads a failed charge and a payout transfer event, and ignores events about neither', () => {
    const failed = Buffer.from(
      JSON.stringify({ event: 'charge.failed', data: { id: 77, reference: 'dwa-abc', status: 'failed', gateway_response: 'Declined' } }),
    );
    expect(parse(failed, { 'x-paystack-signature': sign(failed) })).toEqual([
      {
        eventKey: 'charge.failed:dwa-abc:77',
        reference: 'dwa-abc',
        outcome: expect.objectContaining({ status: 'failed', failureReason: 'Declined' }),
      },
    ]);
    // Since payouts (issue 31), a transfer's outcome is read too: the payouts module applies it.
    const transfer = Buffer.from(
      JSON.stringify({ event: 'transfer.failed', data: { id: 69123462, reference: '1976435206', status: 'failed' } }),
    );
    expect(parse(transfer, { 'x-paystack-signature': sign(transfer) })).toEqual([
      {
        kind: 'transfer',
        eventKey: 'transfer.failed:1976435206:69123462',
        reference: '1976435206',
        outcome: expect.objectContaining({ status: 'failed' }),
      },
    ]);
    // A paid transfer carries what Paystack charged for it (fee_charged, pesewas).
    const paid = Buffer.from(
      JSON.stringify({
        event: 'transfer.success',
        data: { id: 69123463, reference: '1976435207', status: 'success', amount: 19000, fee_charged: 100 },
      }),
    );
    expect(parse(paid, { 'x-paystack-signature': sign(paid) })?.[0]).toMatchObject({
      kind: 'transfer',
      outcome: { status: 'succeeded', feePesewas: 100 },
    });
    const ignored = [
      { event: 'refund.processed', data: { status: 'processed', transaction_reference: 'dwa-abc', amount: '5000' } },
      { event: 'charge.dispute.create', data: { id: 358950, status: 'awaiting-merchant-feedback', transaction: { reference: 'dwa-abc' } } },
      { event: 'subscription.create', data: { status: 'active' } },
      { event: 'charge.success', data: { id: 1 } },
    ];
    for (const event of ignored) {
      const body = Buffer.from(JSON.stringify(event));
      expect(parse(body, { 'x-paystack-signature': sign(body) }), event.event).toEqual([]);
    }
  });

  it('answers no events, never throws, for a signed body that is not a Paystack event', () => {
    for (const text of ['{not json', '', '[]', 'null', '"charge.success"', '{"event":"charge.success","data":"dwa-abc"}']) {
      const body = Buffer.from(text);
      expect(parse(body, { 'x-paystack-signature': sign(body) }), text).toEqual([]);
    }
  });
});
