import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInReply as Reply, type StandInRequest as Received } from '../../../test/stand-in-server';
import { createArkeselProvider } from './arkesel-provider';
import { createHubtelProvider } from './hubtel-provider';
import { SmsSendError } from './sms-provider';

// The Arkesel and Hubtel adapters against a local server that follows each provider's documented
// API: it checks what the provider checks (the key, the path, the body) and answers in its shapes,
// or fails as a remote API fails (a refusal, a 5xx, too slow).

const ARKESEL_KEY = 'arkesel-test-key-123';
const HUBTEL_ID = 'hubtelclient';
const HUBTEL_SECRET = 'hubtelsecret';

let standIn: StandIn;
let baseUrl: string;
let received: Received[] = [];
let reply: ((request: Received) => Reply) | null = null;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arkesel SMS API v2: POST /api/v2/sms/send, `api-key` header, { sender, message, recipients[] }. */
function arkeselDefault(request: Received): Reply {
  if (request.method !== 'POST' || request.path !== '/api/v2/sms/send')
    return { status: 404, body: { status: 'error', message: 'Not found' } };
  if (request.headers['api-key'] !== ARKESEL_KEY) return { status: 401, body: { status: 'error', message: 'Invalid API key' } };
  const body = request.body;
  if (
    !isObject(body) ||
    typeof body.sender !== 'string' ||
    body.sender.length > 11 ||
    typeof body.message !== 'string' ||
    !Array.isArray(body.recipients)
  ) {
    return { status: 422, body: { status: 'error', message: 'The given data was invalid.' } };
  }
  if (!body.recipients.every((to) => typeof to === 'string' && /^233\d{9}$/.test(to)))
    return { status: 422, body: { status: 'error', message: 'Invalid recipient' } };
  return { status: 200, body: { status: 'success', data: body.recipients.map((recipient) => ({ recipient, id: 'ark-9f1c2d' })) } };
}

/** Hubtel simple send: POST /v1/messages/send, Basic clientId:clientSecret, { From, To, Content }. */
function hubtelDefault(request: Received): Reply {
  if (request.method !== 'POST' || request.path !== '/v1/messages/send') return { status: 404, body: { message: 'Not found' } };
  const expected = `Basic ${Buffer.from(`${HUBTEL_ID}:${HUBTEL_SECRET}`).toString('base64')}`;
  if (request.headers.authorization !== expected) return { status: 401, body: { message: 'Unauthorized' } };
  const body = request.body;
  if (!isObject(body) || typeof body.From !== 'string' || typeof body.Content !== 'string' || typeof body.To !== 'string')
    return { status: 400, body: { message: 'Bad request' } };
  if (!/^233\d{9}$/.test(body.To)) return { status: 200, body: { status: 4, statusDescription: 'Invalid destination address' } };
  return {
    status: 201,
    body: {
      rate: 0.0309,
      messageId: 'hub-7c2e',
      status: 0,
      networkId: '62001',
      clientReference: null,
      statusDescription: 'request submitted successfully',
    },
  };
}

beforeAll(async () => {
  standIn = await startStandIn((request) => {
    received.push(request);
    return (reply ?? (request.path.startsWith('/api/v2') ? arkeselDefault : hubtelDefault))(request);
  });
  baseUrl = standIn.url;
});

afterAll(() => standIn.close());

beforeEach(() => {
  received = [];
  reply = null;
});

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SmsSendError);
    return error as SmsSendError;
  }
  throw new Error('expected the send to fail');
}

describe('Arkesel adapter', () => {
  const arkesel = (apiKey = ARKESEL_KEY, timeoutMs = 2000) => createArkeselProvider({ apiKey, baseUrl, sender: 'Dwa', timeoutMs });

  it('sends the documented request and answers the message id', async () => {
    await expect(arkesel().send('+233241234567', '123456 is your Dwa code.')).resolves.toEqual({ providerId: 'ark-9f1c2d' });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({ sender: 'Dwa', message: '123456 is your Dwa code.', recipients: ['233241234567'] });
  });

  it('a refusal (wrong key) is permanent', async () => {
    const error = await failure(arkesel('wrong-key-000').send('+233241234567', 'hi'));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('Invalid API key');
  });

  it('an error status in a 200 answer is a refusal too', async () => {
    reply = () => ({ status: 200, body: { status: 'error', message: 'Insufficient balance' } });
    const error = await failure(arkesel().send('+233241234567', 'hi'));
    expect(error.message).toContain('Insufficient balance');
  });

  it('a server error is tried again later', async () => {
    reply = () => ({ status: 503, body: { status: 'error', message: 'Service unavailable' } });
    expect((await failure(arkesel().send('+233241234567', 'hi'))).permanent).toBe(false);
  });

  it('a provider too slow to answer is a timeout, tried again later', async () => {
    reply = () => ({ status: 200, body: { status: 'success', data: [] }, delayMs: 1000 });
    const error = await failure(arkesel(ARKESEL_KEY, 100).send('+233241234567', 'hi'));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Arkesel did not answer in time.');
  });
});

describe('Hubtel adapter', () => {
  const hubtel = (clientSecret = HUBTEL_SECRET, timeoutMs = 2000) =>
    createHubtelProvider({ clientId: HUBTEL_ID, clientSecret, baseUrl, sender: 'Dwa', timeoutMs });

  it('sends the documented request with basic auth and answers the message id', async () => {
    await expect(hubtel().send('+233201234567', '654321 is your Dwa code.')).resolves.toEqual({ providerId: 'hub-7c2e' });
    expect(received[0]!.body).toEqual({ From: 'Dwa', To: '233201234567', Content: '654321 is your Dwa code.' });
  });

  it('a refusal (wrong credentials, or a non-zero status) is permanent', async () => {
    expect((await failure(hubtel('wrong').send('+233201234567', 'hi'))).permanent).toBe(true);
    const error = await failure(hubtel().send('+44791112345', 'hi'));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('Invalid destination address');
  });

  it('a server error is tried again later', async () => {
    reply = () => ({ status: 500, body: { message: 'Internal Server Error' } });
    expect((await failure(hubtel().send('+233201234567', 'hi'))).permanent).toBe(false);
  });

  it('a provider too slow to answer is a timeout, tried again later', async () => {
    reply = () => ({ status: 201, body: { status: 0, messageId: 'late' }, delayMs: 1000 });
    const error = await failure(hubtel(HUBTEL_SECRET, 100).send('+233201234567', 'hi'));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Hubtel did not answer in time.');
  });
});
