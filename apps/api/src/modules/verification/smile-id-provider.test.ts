import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IdVerification } from '@dwa/shared/verification';
import { startStandIn, type StandIn, type StandInReply as Reply, type StandInRequest as Received } from '../../../test/stand-in-server';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { jpeg } from '../../../test/factories/images';
import { createUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import { IdProviderError, smileSignature } from './id-provider';
import { createSmileIdProvider } from './smile-id-provider';
import { readStoredZip } from './zip';

// The Smile ID adapter against a local server that follows Smile ID's published REST API for
// Biometric KYC: it checks the signature (HMAC-SHA256 of timestamp + partner id + 'sid_request'
// with the API key), the upload's zip and its info.json, and answers in Smile ID's shapes, or fails
// as a remote API fails (a refusal, a 5xx, too slow). Then the app end to end: the submit job sends
// to it, and the signed callback decides (a callback with a bad signature is refused).

const PARTNER_ID = '2187';
const API_KEY = 'smile-test-api-key-0123456789abcdef';
const CARD = 'GHA-712345678-9';

let standIn: StandIn;
let received: Received[] = [];
let reply: ((request: Received) => Reply | null) | null = null;
let uploads = new Map<string, Record<string, unknown>>();
let resultCode = '1210';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const signedByPartner = (body: Record<string, unknown>) =>
  typeof body.timestamp === 'string' && body.signature === smileSignature(PARTNER_ID, API_KEY, body.timestamp);

function smileId(request: Received): Reply {
  if (request.method === 'POST' && request.path === '/v1/upload') {
    const body = request.body;
    if (!isObject(body) || body.smile_client_id !== PARTNER_ID || !signedByPartner(body))
      return { status: 401, body: { code: '2205', error: 'You are not authorized to do that.' } };
    const params = body.partner_params;
    if (
      !isObject(params) ||
      typeof params.job_id !== 'string' ||
      typeof params.user_id !== 'string' ||
      params.job_type !== 1 ||
      body.file_name !== 'selfie.zip'
    )
      return { status: 400, body: { code: '2213', error: 'Invalid partner_params' } };
    return {
      status: 200,
      body: { upload_url: `${standIn.url}/s3/${params.job_id}`, smile_job_id: '0000123456', ref_id: 'ref-1', code: '2202' },
    };
  }
  if (request.method === 'PUT' && request.path.startsWith('/s3/')) {
    if (request.headers['content-type'] !== 'application/zip') return { status: 400, text: 'bad type' };
    const info = readStoredZip(request.raw).find((file) => file.name === 'info.json');
    if (!info) return { status: 400, text: 'no info.json' };
    uploads.set(request.path.slice(4), JSON.parse(info.data.toString('utf8')) as Record<string, unknown>);
    return { status: 200, text: '' };
  }
  if (request.method === 'POST' && request.path === '/v1/job_status') {
    const body = request.body;
    if (!isObject(body) || body.partner_id !== PARTNER_ID || !signedByPartner(body))
      return { status: 401, body: { code: '2205', error: 'You are not authorized to do that.' } };
    const timestamp = new Date().toISOString();
    const done = uploads.has(String(body.job_id));
    return {
      status: 200,
      body: {
        job_complete: done,
        job_success: done && resultCode === '1210',
        result: done
          ? {
              ResultCode: resultCode,
              ResultText: resultCode === '1210' ? 'Enroll User' : 'Failed Enroll - ID not found',
              PartnerParams: { job_id: body.job_id, user_id: body.user_id, job_type: 1 },
            }
          : 'Job is not complete',
        timestamp,
        signature: smileSignature(PARTNER_ID, API_KEY, timestamp),
      },
    };
  }
  return { status: 404, body: { error: 'Not found' } };
}

beforeAll(async () => {
  standIn = await startStandIn((request) => {
    received.push(request);
    return reply?.(request) ?? smileId(request);
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  received = [];
  reply = null;
  uploads = new Map();
  resultCode = '1210';
});

const provider = (apiKey = API_KEY, timeoutMs = 2000) =>
  createSmileIdProvider({
    partnerId: PARTNER_ID,
    apiKey,
    baseUrl: standIn.url,
    callbackUrl: 'https://dwa.example/api/v1/verification/smile-id/callback',
    timeoutMs,
  });
const request = async (jobId = 'job-1') => ({
  jobId,
  userId: '42',
  cardNumber: CARD,
  selfie: await jpeg(64, 80),
  cardPhoto: await jpeg(86, 54),
});

async function failure(promise: Promise<unknown>): Promise<IdProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(IdProviderError);
    return error as IdProviderError;
  }
  throw new Error('expected the call to fail');
}

describe('Smile ID adapter', () => {
  it('submits a signed Biometric KYC job with the Ghana Card and both pictures, then polls the signed result', async () => {
    await expect(provider().submit(await request())).resolves.toEqual({ providerRef: '0000123456' });
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /v1/upload', 'PUT /s3/job-1']);
    const info = uploads.get('job-1')!;
    expect(info.id_info).toEqual({ country: 'GH', id_type: 'GHANA_CARD', id_number: CARD, entered: 'true' });
    expect((info.images as { image_type_id: number }[]).map((image) => image.image_type_id)).toEqual([2, 3]);
    expect(info.misc_information).toMatchObject({
      smile_client_id: PARTNER_ID,
      partner_params: { job_id: 'job-1', user_id: '42', job_type: 1 },
    });
    await expect(provider().poll({ jobId: 'job-1', userId: '42', providerRef: '0000123456' })).resolves.toEqual({
      state: 'verified',
      reason: null,
      code: '1210',
    });
  });

  it('a job not complete yet is pending; a failed one is rejected with its reason', async () => {
    await expect(provider().poll({ jobId: 'job-9', userId: '42', providerRef: null })).resolves.toEqual({ state: 'pending' });
    await provider().submit(await request('job-2'));
    resultCode = '1013';
    await expect(provider().poll({ jobId: 'job-2', userId: '42', providerRef: null })).resolves.toMatchObject({
      state: 'rejected',
      code: '1013',
      reason: 'Failed Enroll - ID not found (1013)',
    });
  });

  it('a refusal (a wrong key: a bad signature) is permanent', async () => {
    const error = await failure(provider('not-the-right-key-0123456789').submit(await request()));
    expect(error.permanent).toBe(true);
    expect(error.message).toContain('You are not authorized to do that. (2205)');
  });

  it('a server error is tried again later', async () => {
    reply = () => ({ status: 503, body: { error: 'Service Unavailable' } });
    expect((await failure(provider().submit(await request()))).permanent).toBe(false);
  });

  it('a provider too slow to answer is a timeout, tried again later', async () => {
    reply = (request) => (request.path === '/v1/upload' ? { status: 200, body: {}, delayMs: 1000 } : null);
    const error = await failure(provider(API_KEY, 100).submit(await request()));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Smile ID did not answer in time.');
  });

  it('a job status answer without a valid signature is not believed', async () => {
    reply = (request) =>
      request.path === '/v1/job_status'
        ? {
            status: 200,
            body: { job_complete: true, result: { ResultCode: '1210' }, timestamp: new Date().toISOString(), signature: 'forged' },
          }
        : null;
    expect((await failure(provider().poll({ jobId: 'job-1', userId: '42', providerRef: null }))).message).toContain('bad signature');
  });
});

describe('Smile ID through the app: submit job and signed callback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const base = await createTestApp();
    const idVerification = {
      ...base.deps.config.idVerification,
      provider: 'smile_id' as const,
      smileId: {
        partnerId: PARTNER_ID,
        apiKey: API_KEY,
        baseUrl: standIn.url,
        callbackUrl: 'https://dwa.example/api/v1/verification/smile-id/callback',
      },
    };
    const config = { ...base.deps.config, idVerification };
    await base.close();
    ctx = await createTestApp({ config });
  });
  afterAll(() => ctx.close());

  const callback = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/verification/smile-id/callback', payload });

  it('sends the check, refuses a forged callback, and applies a signed one once', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const form = await multipart({ card_number: CARD }, [
      { field: 'selfie', filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg(300, 400) },
      { field: 'card_photo', filename: 'card.jpg', contentType: 'image/jpeg', data: await jpeg(430, 270) },
    ]);
    const sent = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/verification',
        headers: { ...seller.auth, ...form.headers },
        payload: form.payload,
      })
    ).json() as IdVerification;
    expect(sent).toMatchObject({ status: 'pending', provider: 'smile_id' });
    await ctx.app.services.jobs.drain();
    const [jobId] = [...uploads.keys()];
    expect(jobId).toBeDefined();
    expect(uploads.get(jobId!)!.id_info).toMatchObject({ id_number: CARD });

    const timestamp = new Date().toISOString();
    const result = {
      ResultCode: '1210',
      ResultText: 'Enroll User',
      SmileJobID: '0000123456',
      PartnerParams: { job_id: jobId, user_id: String(seller.id), job_type: 1 },
    };
    const forged = await callback({
      ...result,
      timestamp,
      signature: smileSignature(PARTNER_ID, 'someone-elses-key-0123456789', timestamp),
    });
    expect(forged.statusCode).toBe(401);
    expect((await callback({ ...result, timestamp })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/verification', headers: seller.auth })).json()).toMatchObject({
      status: 'pending',
    });

    const signed = { ...result, timestamp, signature: smileSignature(PARTNER_ID, API_KEY, timestamp) };
    expect((await callback(signed)).json()).toEqual({ ok: true });
    expect((await callback({ ...signed, ResultCode: '1013' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/verification', headers: seller.auth })).json()).toMatchObject({
      status: 'verified',
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/sellers/${seller.id}` })).json()).toMatchObject({ id_verified: true });
  });
});
