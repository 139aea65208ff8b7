// Text messages leave Dwa through one interface (ADR 063): the sandbox in development and tests,
// Arkesel or Hubtel in production (SMS_PROVIDER). `send` is asynchronous and can fail: it throws an
// SmsSendError, and the `sms:send` job tries again later (permanent: false) or gives up (true).

export type SmsProviderKind = 'sandbox' | 'arkesel' | 'hubtel';

export type SmsProvider = {
  kind: SmsProviderKind;
  /** Sends `text` to `to` (E.164, '+233241234567'); answers the provider's id of the message. */
  send: (to: string, text: string) => Promise<{ providerId: string | null }>;
};

export class SmsSendError extends Error {
  /** true: the provider refused this message for good (bad number, bad key): trying again will not help. */
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'SmsSendError';
    this.permanent = permanent;
  }
}

export type HttpProviderOptions = {
  /** Tests point it at a local stand-in server. */
  baseUrl?: string;
  /** The name people see as the sender (registered with the provider, at most 11 characters). */
  sender: string;
  /** Per request, the answer's body included (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const SMS_TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One HTTP call with a deadline; network errors and timeouts are temporary failures. */
export async function callProvider(
  name: string,
  url: string,
  init: RequestInit,
  options: { timeoutMs?: number; fetch?: typeof fetch },
): Promise<{ status: number; body: Json | null }> {
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS);
  try {
    const response = await doFetch(url, { ...init, signal });
    const raw = await response.text();
    let body: Json | null = null;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      body = isObject(parsed) ? parsed : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SmsSendError(
      timedOut
        ? `${name} did not answer in time.`
        : `${name} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      false,
    );
  }
}

/** 4xx other than 408/429 is the provider saying no to this message; 5xx, 408, 429 may pass later. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** '+233241234567' as the Ghana providers write it: '233241234567'. */
export const msisdn = (e164: string) => e164.replace(/^\+/, '');
