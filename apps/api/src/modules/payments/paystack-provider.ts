import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MomoNetwork } from '@dwa/shared/commerce';
import { toE164Ghana } from '@dwa/shared/fields';
import type { ChargeRequest, PaymentProvider, ProviderEvent, ProviderOutcome } from './payment-provider';
import type { PayoutDestination, PayoutProvider, ProviderRecord, TransferOutcome } from './payout-provider';

// The `paystack` provider: Mobile Money through Paystack's charge API (enabled by PAYSTACK_SECRET_KEY).
//   charge  POST {baseUrl}/charge  { email, amount (pesewas), currency: 'GHS', reference, mobile_money: { phone, provider } }
//   verify  GET  {baseUrl}/transaction/verify/{reference}
//   refund  POST {baseUrl}/refund  { transaction: reference, amount }
//   webhook x-paystack-signature = hex HMAC-SHA512 of the raw body, keyed with the secret key.
// Every answer is { status: boolean, message, data }. An answer that says no (4xx) is a failed charge
// or refund; an answer that never came (network error, timeout, 5xx) throws, so the payment service
// keeps the payment pending and asks again by polling.

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_TIMEOUT_MS = 15_000;

/** Paystack's Mobile Money provider codes in Ghana (Telecel Cash is still 'vod', from Vodafone Cash). */
export const PAYSTACK_PROVIDER_CODES: Record<MomoNetwork, string> = { MTN: 'mtn', TELECEL: 'vod', AIRTELTIGO: 'atl' };

export type PaystackProviderOptions = {
  secretKey: string;
  /** Default https://api.paystack.co (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per request, the answer's body included (default 15 s). */
  timeoutMs?: number;
};

/** Paystack's bank codes for Ghana's Mobile Money networks (transfer recipients of type mobile_money). */
export const PAYSTACK_MOMO_BANK_CODES: Record<MomoNetwork, string> = { MTN: 'MTN', TELECEL: 'VOD', AIRTELTIGO: 'ATL' };

/** Paystack wants Ghana numbers in the local format: '0' and 9 digits ('+233241234567' -> '0241234567'). */
export function paystackPhone(phone: string): string | null {
  const e164 = toE164Ghana(phone);
  return e164 ? `0${e164.slice(4)}` : null;
}

type Json = Record<string, unknown>;
type Answer = { httpStatus: number; body: Json | null };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function dataOf(body: Json | null): Json | null {
  return body && isObject(body.data) ? body.data : null;
}

/** Why a transaction failed, in the gateway's words ('Charge attempted' and the like say nothing). */
function transactionReason(data: Json | null): string | null {
  return text(data?.gateway_response) ?? text(data?.message);
}

/** Why Paystack refused a call: the transaction's reason if it carries one, else the answer's message. */
function refusalReason(body: Json | null, fallback: string): string {
  return transactionReason(dataOf(body)) ?? text(body?.message) ?? fallback;
}

const FAILED_FALLBACK: Record<string, string> = {
  failed: 'The payment failed.',
  abandoned: 'The payment was not completed.',
  reversed: 'The payment was reversed.',
};

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (typeof value === 'string') return value;
    // Repeated signature headers are not Paystack's: refuse rather than pick one.
    return Array.isArray(value) && value.length === 1 && typeof value[0] === 'string' ? value[0] : null;
  }
  return null;
}

export function createPaystackProvider(options: PaystackProviderOptions): PaymentProvider {
  const { secretKey } = options;
  if (!secretKey) throw new Error('createPaystackProvider: secretKey is required');
  const baseUrl = (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  /** One call. Throws when no answer came (network, timeout, 5xx, a 2xx that is not JSON); a 4xx is an answer. */
  async function call(method: 'GET' | 'POST', path: string, payload?: Json): Promise<Answer> {
    const what = `Paystack ${method} ${path}`;
    let httpStatus: number;
    let raw: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
        body: payload ? JSON.stringify(payload) : undefined,
        // Paystack's API does not redirect; following one could carry the secret key elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      httpStatus = response.status;
      raw = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new Error(timedOut ? `${what}: no answer within ${timeoutMs} ms` : `${what}: could not reach Paystack`, { cause: error });
    }
    if (httpStatus >= 500) throw new Error(`${what}: Paystack answered HTTP ${httpStatus}`);
    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(raw);
      body = isObject(parsed) ? parsed : null;
    } catch {
      body = null;
    }
    if (httpStatus < 300 && !body) throw new Error(`${what}: HTTP ${httpStatus} without a JSON answer`);
    if (httpStatus < 200 || (httpStatus >= 300 && httpStatus < 400)) throw new Error(`${what}: unexpected HTTP ${httpStatus}`);
    return { httpStatus, body };
  }

  /** A fee Paystack reports (a whole number of pesewas, sometimes as a string), or null when it reports none. */
  function pesewasOf(value: unknown): number | null {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
  }

  /** A transaction's data.status, as the payment service understands it. */
  function outcomeOf(body: Json | null, raw: Json): ProviderOutcome {
    const data = dataOf(body);
    const status = text(data?.status);
    if (status === 'success')
      return { status: 'succeeded', displayText: null, failureReason: null, feePesewas: pesewasOf(data?.fees), raw };
    if (status && Object.hasOwn(FAILED_FALLBACK, status))
      return {
        status: 'failed',
        displayText: null,
        failureReason: transactionReason(data) ?? FAILED_FALLBACK[status] ?? 'The payment failed.',
        raw,
      };
    // pay_offline (approve on the phone), send_otp (Telecel voucher), pending, ongoing, and anything new: wait.
    return { status: 'pending', displayText: text(data?.display_text), failureReason: null, raw };
  }

  /** A transfer's data.status, as the payouts service understands it. */
  function transferOutcomeOf(data: Json | null, raw: Json): TransferOutcome {
    const status = text(data?.status);
    const transferCode = text(data?.transfer_code);
    if (status === 'success')
      return { status: 'succeeded', transferCode, failureReason: null, feePesewas: pesewasOf(data?.fee_charged), raw };
    if (status === 'failed' || status === 'abandoned' || status === 'rejected')
      return {
        status: 'failed',
        transferCode,
        failureReason: text(data?.reason) ?? text(data?.gateway_response) ?? 'The transfer failed.',
        raw,
      };
    if (status === 'reversed')
      return { status: 'reversed', transferCode, failureReason: text(data?.reason) ?? 'The transfer was reversed.', raw };
    // pending, processing, received, queued, otp (an OTP the business must finalize): on its way.
    return { status: 'pending', transferCode, failureReason: null, raw };
  }

  const destinationFields = (destination: PayoutDestination) =>
    destination.kind === 'momo'
      ? {
          type: 'mobile_money',
          account_number: paystackPhone(destination.number) ?? destination.number,
          bank_code: PAYSTACK_MOMO_BANK_CODES[destination.network],
        }
      : { type: 'ghipss', account_number: destination.accountNumber, bank_code: destination.bankCode };

  /** Every page of a list endpoint between two times (at most 20 pages of 100). */
  async function listAll(path: string, from: Date, to: Date): Promise<Json[]> {
    const items: Json[] = [];
    for (let page = 1; page <= 20; page += 1) {
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), perPage: '100', page: String(page) });
      const { httpStatus, body } = await call('GET', `${path}?${query}`);
      if (httpStatus >= 400 || body?.status !== true || !Array.isArray(body.data))
        throw new Error(`Paystack GET ${path}: HTTP ${httpStatus}`);
      items.push(...body.data.filter(isObject));
      if (body.data.length < 100) break;
    }
    return items;
  }

  const payouts: PayoutProvider = {
    async resolveAccount(destination) {
      const fields = destinationFields(destination);
      const { httpStatus, body } = await call(
        'GET',
        `/bank/resolve?${new URLSearchParams({ account_number: fields.account_number, bank_code: fields.bank_code })}`,
      );
      if (httpStatus === 401 || httpStatus === 403 || httpStatus === 429) throw new Error(`Paystack GET /bank/resolve: HTTP ${httpStatus}`);
      const name = text(dataOf(body)?.account_name);
      return httpStatus < 300 && body?.status === true && name ? { accountName: name } : null;
    },

    async createRecipient(destination, name) {
      const { httpStatus, body } = await call('POST', '/transferrecipient', { ...destinationFields(destination), name, currency: 'GHS' });
      const code = text(dataOf(body)?.recipient_code);
      if (httpStatus >= 300 || body?.status !== true || !code)
        throw new Error(refusalReason(body, `Paystack refused the transfer recipient (HTTP ${httpStatus}).`));
      return { recipientCode: code };
    },

    async transfer(request) {
      const { httpStatus, body } = await call('POST', '/transfer', {
        source: 'balance',
        amount: request.amountPesewas,
        recipient: request.recipientCode,
        reference: request.reference,
        reason: request.reason,
        currency: 'GHS',
      });
      const raw = body ?? { http_status: httpStatus };
      if (httpStatus >= 300 || body?.status !== true) {
        const message = refusalReason(body, `Paystack refused the transfer (HTTP ${httpStatus}).`);
        // This reference was sent before (a try whose answer was lost): its fate is that transfer's.
        if (/reference.*(already|duplicate)|duplicate.*reference/i.test(message)) return payouts.verifyTransfer(request.reference);
        if (httpStatus === 401 || httpStatus === 403 || httpStatus === 429) throw new Error(`Paystack POST /transfer: HTTP ${httpStatus}`);
        return { status: 'failed', transferCode: null, failureReason: message, raw };
      }
      return transferOutcomeOf(dataOf(body), raw);
    },

    async verifyTransfer(reference) {
      const { httpStatus, body } = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      const raw = body ?? { http_status: httpStatus };
      if (httpStatus === 401 || httpStatus === 403 || httpStatus === 429)
        throw new Error(`Paystack GET /transfer/verify: HTTP ${httpStatus}`);
      if (httpStatus >= 400 || body?.status !== true) return { status: 'pending', transferCode: null, failureReason: null, raw };
      return transferOutcomeOf(dataOf(body), raw);
    },

    async banks() {
      const { httpStatus, body } = await call('GET', '/bank?currency=GHS&perPage=100');
      if (httpStatus >= 300 || body?.status !== true || !Array.isArray(body.data))
        throw new Error(`Paystack GET /bank: HTTP ${httpStatus}`);
      return body.data.filter(isObject).flatMap((bank) => {
        const code = text(bank.code);
        const name = text(bank.name);
        return code && name && text(bank.type) !== 'mobile_money' ? [{ code, name }] : [];
      });
    },
  };

  async function records(from: Date, to: Date): Promise<ProviderRecord[]> {
    const amount = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
    const charges = (await listAll('/transaction', from, to)).flatMap((row): ProviderRecord[] => {
      const reference = text(row.reference);
      const status = text(row.status);
      return reference && status === 'success'
        ? [{ kind: 'charge', reference, amountPesewas: amount(row.amount), status: 'succeeded' }]
        : [];
    });
    const refunds = (await listAll('/refund', from, to)).flatMap((row): ProviderRecord[] => {
      const transaction = isObject(row.transaction) ? text(row.transaction.reference) : text(row.transaction_reference);
      return transaction
        ? [
            {
              kind: 'refund',
              reference: transaction,
              amountPesewas: amount(row.amount),
              status: text(row.status) === 'processed' ? 'succeeded' : 'pending',
            },
          ]
        : [];
    });
    const transfers = (await listAll('/transfer', from, to)).flatMap((row): ProviderRecord[] => {
      const reference = text(row.reference);
      const outcome = transferOutcomeOf(row, row).status;
      return reference ? [{ kind: 'transfer', reference, amountPesewas: amount(row.amount), status: outcome }] : [];
    });
    return [...charges, ...refunds, ...transfers];
  }

  return {
    name: 'paystack',
    payouts,
    records,

    async charge(request: ChargeRequest): Promise<ProviderOutcome> {
      const phone = paystackPhone(request.phone);
      const provider = PAYSTACK_PROVIDER_CODES[request.network];
      if (!phone) return { status: 'failed', failureReason: 'Enter a valid Ghana Mobile Money number.', raw: { error: 'invalid_phone' } };
      if (!provider)
        return { status: 'failed', failureReason: 'This Mobile Money network is not supported.', raw: { error: 'invalid_network' } };
      if (!Number.isSafeInteger(request.amountPesewas) || request.amountPesewas <= 0) {
        return {
          status: 'failed',
          failureReason: 'The amount must be a positive whole number of pesewas.',
          raw: { error: 'invalid_amount' },
        };
      }
      const { httpStatus, body } = await call('POST', '/charge', {
        email: request.email,
        amount: request.amountPesewas,
        currency: 'GHS',
        reference: request.reference,
        mobile_money: { phone, provider },
      });
      const raw = body ?? { http_status: httpStatus };
      if (httpStatus >= 400 || body?.status !== true) {
        const message = refusalReason(body, `Paystack refused the charge (HTTP ${httpStatus}).`);
        // The reference is already a charge (an earlier try of this very attempt reached Paystack): its
        // fate is that charge's, which polls and webhooks will tell.
        if (/duplicate transaction reference/i.test(message)) return { status: 'pending', displayText: null, failureReason: null, raw };
        // Some refusals still carry the transaction (data.status 'failed'); either way it did not start.
        return { status: 'failed', displayText: null, failureReason: message, raw };
      }
      return outcomeOf(body, raw);
    },

    async verify(reference: string, _startedAt: Date): Promise<ProviderOutcome> {
      const { httpStatus, body } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const raw = body ?? { http_status: httpStatus };
      // A key Paystack refuses, or too many calls: nothing is known about the payment; ask again later.
      if (httpStatus === 401 || httpStatus === 403 || httpStatus === 429)
        throw new Error(`Paystack GET /transaction/verify: HTTP ${httpStatus}`);
      // Not (yet) known to Paystack, e.g. the charge call never reached it: still pending, and the
      // payment service's timeout ends it.
      if (httpStatus >= 400 || body?.status !== true) return { status: 'pending', displayText: null, failureReason: null, raw };
      return outcomeOf(body, raw);
    },

    async refund(reference: string, amountPesewas: number) {
      const { httpStatus, body } = await call('POST', '/refund', { transaction: reference, amount: amountPesewas });
      return { ok: httpStatus < 300 && body?.status === true, raw: body ?? { http_status: httpStatus } };
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent[] | null {
      if (!Buffer.isBuffer(rawBody)) return null;
      const signature = headerValue(headers, 'x-paystack-signature')?.trim() ?? '';
      // Hex of a SHA-512: 128 characters (Buffer.from(…, 'hex') would quietly drop anything else).
      if (!/^[0-9a-fA-F]{128}$/.test(signature)) return null;
      const given = Buffer.from(signature, 'hex');
      const expected = createHmac('sha512', secretKey).update(rawBody).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return [];
      }
      if (!isObject(payload) || !isObject(payload.data)) return [];
      const event = text(payload.event);
      const data = payload.data;
      const reference = text(data.reference);
      if (!event || !reference) return [];
      const id = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : '';
      const eventKey = `${event}:${reference}:${id}`;
      const raw: Json = { event, data };

      if (event === 'transfer.success' || event === 'transfer.failed' || event === 'transfer.reversed') {
        const outcome = transferOutcomeOf(
          { ...data, status: event === 'transfer.success' ? 'success' : event === 'transfer.failed' ? 'failed' : 'reversed' },
          raw,
        );
        return [{ kind: 'transfer', eventKey, reference, outcome }];
      }
      if (event === 'charge.success') {
        return [
          {
            eventKey,
            reference,
            outcome: { status: 'succeeded', displayText: null, failureReason: null, feePesewas: pesewasOf(data.fees), raw },
          },
        ];
      }
      // Paystack documents no 'charge.failed' event; a charge event whose transaction failed is read as
      // one (disputes are charge events about another matter, and carry no data.reference anyway).
      const chargeEvent = event.startsWith('charge.') && !event.startsWith('charge.dispute.');
      if (chargeEvent && (event === 'charge.failed' || text(data.status) === 'failed')) {
        return [
          {
            eventKey,
            reference,
            outcome: { status: 'failed', displayText: null, failureReason: transactionReason(data) ?? 'The payment failed.', raw },
          },
        ];
      }
      return [];
    },
  };
}
