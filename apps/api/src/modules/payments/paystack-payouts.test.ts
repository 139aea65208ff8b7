import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInRequest } from '../../../test/stand-in-server';
import { createPaystackProvider } from './paystack-provider';

// Paystack's money out against a local stand-in that follows Paystack's documented transfer API:
// GET /bank/resolve, POST /transferrecipient, POST /transfer (a reference already used is refused),
// GET /transfer/verify/:reference, GET /bank, the list endpoints, and transfer.* webhooks signed with
// the secret key. It checks what Paystack checks (the key, the body) and answers in its shapes.

const SECRET = 'sk_test_dwa_payouts';
type Received = StandInRequest & { body: Record<string, unknown> | null };

let standIn: StandIn;
let baseUrl: string;
let received: Received[] = [];
let down = false;
const accounts = new Map([
  ['MTN:0241234567', 'AMA MENSAH'],
  ['GCB:1234567890', 'KWAME ASANTE ENTERPRISES'],
]);
const transfers = new Map<string, { amount: number; recipient: string; status: string; code: string }>();

function answer(request: Received): { status: number; body: unknown } {
  const { method, path, query, body } = request;
  if (method === 'GET' && path === '/bank/resolve') {
    const name = accounts.get(`${query.get('bank_code')}:${query.get('account_number')}`);
    return name
      ? {
          status: 200,
          body: {
            status: true,
            message: 'Account number resolved',
            data: { account_number: query.get('account_number'), account_name: name },
          },
        }
      : { status: 422, body: { status: false, message: 'Could not resolve account name.' } };
  }
  if (method === 'POST' && path === '/transferrecipient') {
    if (
      !body ||
      !['mobile_money', 'ghipss'].includes(String(body.type)) ||
      body.currency !== 'GHS' ||
      typeof body.account_number !== 'string' ||
      typeof body.name !== 'string'
    ) {
      return { status: 400, body: { status: false, message: 'Invalid recipient' } };
    }
    return {
      status: 201,
      body: {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { recipient_code: `RCP_${body.bank_code}_${body.account_number}`, type: body.type },
      },
    };
  }
  if (method === 'POST' && path === '/transfer') {
    if (
      !body ||
      body.source !== 'balance' ||
      typeof body.amount !== 'number' ||
      !Number.isInteger(body.amount) ||
      typeof body.reference !== 'string' ||
      typeof body.recipient !== 'string'
    ) {
      return { status: 400, body: { status: false, message: 'Invalid transfer' } };
    }
    if (transfers.has(body.reference)) return { status: 400, body: { status: false, message: 'Transfer reference has already been used' } };
    const status = String(body.recipient).endsWith('0005') ? 'failed' : 'pending';
    const code = `TRF_${transfers.size + 1}`;
    transfers.set(body.reference, { amount: body.amount, recipient: body.recipient, status, code });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Transfer has been queued',
        data: {
          reference: body.reference,
          transfer_code: code,
          status,
          amount: body.amount,
          reason: status === 'failed' ? 'Could not credit the wallet' : null,
        },
      },
    };
  }
  if (method === 'GET' && path.startsWith('/transfer/verify/')) {
    const reference = decodeURIComponent(path.slice('/transfer/verify/'.length));
    const transfer = transfers.get(reference);
    if (!transfer) return { status: 404, body: { status: false, message: 'Transfer not found' } };
    return {
      status: 200,
      body: {
        status: true,
        message: 'Transfer retrieved',
        data: {
          reference,
          transfer_code: transfer.code,
          status: transfer.status,
          amount: transfer.amount,
          ...(transfer.status === 'success' ? { fee_charged: 100 } : {}),
        },
      },
    };
  }
  if (method === 'GET' && path === '/bank') {
    return {
      status: 200,
      body: {
        status: true,
        data: [
          { name: 'GCB Bank', code: 'GCB', type: 'ghipss' },
          { name: 'MTN Mobile Money', code: 'MTN', type: 'mobile_money' },
        ],
      },
    };
  }
  if (method === 'GET' && ['/transaction', '/refund', '/transfer'].includes(path)) {
    const rows =
      path === '/transfer'
        ? [...transfers.entries()].map(([reference, t]) => ({ reference, amount: t.amount, status: t.status }))
        : path === '/transaction'
          ? [
              { reference: 'dwa-abc', amount: 12000, status: 'success' },
              { reference: 'dwa-def', amount: 500, status: 'failed' },
            ]
          : [{ transaction: { reference: 'dwa-abc' }, amount: 2000, status: 'processed' }];
    return { status: 200, body: { status: true, data: rows, meta: { page: Number(query.get('page')) } } };
  }
  return { status: 404, body: { status: false, message: 'Route not found' } };
}

beforeAll(async () => {
  standIn = await startStandIn((request) => {
    received.push(request as Received);
    return down
      ? { status: 503, body: { status: false, message: 'Service unavailable' } }
      : request.headers.authorization !== `Bearer ${SECRET}`
        ? { status: 401, body: { status: false, message: 'Invalid key' } }
        : answer(request as Received);
  });
  baseUrl = standIn.url;
});
afterAll(() => standIn.close());
beforeEach(() => {
  received = [];
  down = false;
});

const provider = () => createPaystackProvider({ secretKey: SECRET, baseUrl, timeoutMs: 2000 });
const payouts = () => provider().payouts!;

describe('Paystack payouts', () => {
  it('resolves the holder of a Mobile Money number (local form, network code) and of a bank account; an unknown one is null', async () => {
    expect(await payouts().resolveAccount({ kind: 'momo', network: 'MTN', number: '+233241234567' })).toEqual({
      accountName: 'AMA MENSAH',
    });
    expect(received[0]!.query.get('account_number')).toBe('0241234567');
    expect(await payouts().resolveAccount({ kind: 'bank', bankCode: 'GCB', accountNumber: '1234567890' })).toEqual({
      accountName: 'KWAME ASANTE ENTERPRISES',
    });
    expect(await payouts().resolveAccount({ kind: 'momo', network: 'TELECEL', number: '0201234567' })).toBeNull();
    expect(received.at(-1)!.query.get('bank_code')).toBe('VOD');
  });

  it('creates recipients and sends a transfer once per reference; a repeat answers the first', async () => {
    const { recipientCode } = await payouts().createRecipient({ kind: 'momo', network: 'MTN', number: '0241234567' }, 'AMA MENSAH');
    expect(recipientCode).toBe('RCP_MTN_0241234567');
    expect(received[0]!.body).toMatchObject({ type: 'mobile_money', currency: 'GHS', name: 'AMA MENSAH' });
    const sent = await payouts().transfer({ reference: 'dwa-po-1', amountPesewas: 19000, recipientCode, reason: 'Dwa payout #1' });
    expect(sent).toMatchObject({ status: 'pending', transferCode: 'TRF_1' });
    expect(received.at(-1)!.body).toMatchObject({ source: 'balance', amount: 19000, reference: 'dwa-po-1', currency: 'GHS' });
    expect(await payouts().transfer({ reference: 'dwa-po-1', amountPesewas: 19000, recipientCode, reason: 'Dwa payout #1' })).toMatchObject(
      { status: 'pending', transferCode: 'TRF_1' },
    );
    expect(transfers.size).toBe(1);
    transfers.get('dwa-po-1')!.status = 'success';
    expect(await payouts().verifyTransfer('dwa-po-1')).toMatchObject({ status: 'succeeded', feePesewas: 100 });
    expect(
      await payouts().transfer({ reference: 'dwa-po-2', amountPesewas: 500, recipientCode: 'RCP_MTN_0241110005', reason: 'x' }),
    ).toMatchObject({ status: 'failed', failureReason: 'Could not credit the wallet' });
  });

  it('throws when Paystack does not answer, so the payout stays pending and is tried again', async () => {
    down = true;
    await expect(payouts().transfer({ reference: 'dwa-po-9', amountPesewas: 500, recipientCode: 'RCP_x', reason: 'x' })).rejects.toThrow(
      /HTTP 503/,
    );
    await expect(payouts().resolveAccount({ kind: 'momo', network: 'MTN', number: '0241234567' })).rejects.toThrow();
  });

  it('lists banks (not the Mobile Money ones) and what moved, for the reconciliation', async () => {
    expect(await payouts().banks()).toEqual([{ code: 'GCB', name: 'GCB Bank' }]);
    const records = await provider().records!(new Date('2026-11-28T00:00:00Z'), new Date('2026-11-29T00:00:00Z'));
    expect(records).toEqual(
      expect.arrayContaining([
        { kind: 'charge', reference: 'dwa-abc', amountPesewas: 12000, status: 'succeeded' },
        { kind: 'refund', reference: 'dwa-abc', amountPesewas: 2000, status: 'succeeded' },
      ]),
    );
    expect(records.some((record) => record.reference === 'dwa-def')).toBe(false);
  });

  it('reads transfer webhooks signed with the secret key, and refuses a bad signature', () => {
    const body = Buffer.from(
      JSON.stringify({
        event: 'transfer.reversed',
        data: { id: 77, reference: 'dwa-po-1', transfer_code: 'TRF_1', status: 'reversed', reason: 'Reversed by MTN' },
      }),
    );
    const signature = createHmac('sha512', SECRET).update(body).digest('hex');
    expect(provider().parseWebhook!(body, { 'x-paystack-signature': signature })).toEqual([
      {
        kind: 'transfer',
        eventKey: 'transfer.reversed:dwa-po-1:77',
        reference: 'dwa-po-1',
        outcome: expect.objectContaining({ status: 'reversed', transferCode: 'TRF_1', failureReason: 'Reversed by MTN' }),
      },
    ]);
    expect(provider().parseWebhook!(body, { 'x-paystack-signature': '0'.repeat(128) })).toBeNull();
  });
});
