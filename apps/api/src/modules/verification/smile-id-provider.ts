import { IdProviderError, isSmileSignature, smileOutcome, smileSignature, type IdProvider } from './id-provider';
import { storedZip } from './zip';

// Smile ID's Biometric KYC (job type 1) over its REST API, as its server libraries call it:
//   1. POST {baseUrl}/v1/upload  { callback_url, file_name: 'selfie.zip', model_parameters: {},
//      partner_params: { job_id, user_id, job_type: 1 }, smile_client_id, signature, timestamp,
//      source_sdk, source_sdk_version }  ->  { upload_url, smile_job_id, ref_id }
//   2. PUT upload_url, a zip holding info.json: the same signature, id_info { country: 'GH',
//      id_type: 'GHANA_CARD', id_number, entered: 'true' } and the pictures, base64
//      (image_type_id 2: the selfie, 3: the card's front).
//   3. The result comes to callback_url, signed; or POST {baseUrl}/v1/job_status { partner_id,
//      user_id, job_id, signature, timestamp, image_links, history } -> { job_complete, result, signature, timestamp }.
// Signature: base64 HMAC-SHA256(api key, timestamp + partner id + 'sid_request') (id-provider.ts).

export const SMILE_ID_TIMEOUT_MS = 15_000;

export type SmileIdOptions = {
  partnerId: string;
  apiKey: string;
  baseUrl: string;
  callbackUrl: string;
  timeoutMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function createSmileIdProvider(options: SmileIdOptions): IdProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const signed = () => {
    const timestamp = now().toISOString();
    return { signature: smileSignature(options.partnerId, options.apiKey, timestamp), timestamp };
  };

  /** One HTTP call with a deadline; network errors, timeouts, 5xx, 408 and 429 may pass later. */
  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Json | null }> {
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? SMILE_ID_TIMEOUT_MS) });
      raw = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new IdProviderError(
        timedOut
          ? 'Smile ID did not answer in time.'
          : `Smile ID could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        false,
      );
    }
    let body: Json | null = null;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      body = isObject(parsed) ? parsed : null;
    } catch {
      body = null;
    }
    if (response.status < 200 || response.status >= 300) {
      const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
      const code = typeof body?.code === 'string' ? ` (${body.code})` : '';
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      throw new IdProviderError(`Smile ID refused the request: ${reason}${code}`, permanent);
    }
    return { status: response.status, body };
  }

  return {
    kind: 'smile_id',
    async submit(request) {
      const partnerParams = { job_id: request.jobId, user_id: request.userId, job_type: 1 };
      const { signature, timestamp } = signed();
      const { body } = await call(`${baseUrl}/v1/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          callback_url: options.callbackUrl,
          file_name: 'selfie.zip',
          model_parameters: {},
          partner_params: partnerParams,
          smile_client_id: options.partnerId,
          signature,
          timestamp,
          source_sdk: 'rest_api',
          source_sdk_version: '1.0.0',
        }),
      });
      const uploadUrl = typeof body?.upload_url === 'string' ? body.upload_url : null;
      if (!uploadUrl) throw new IdProviderError('Smile ID answered without an upload address.', false);
      const images = [{ image_type_id: 2, image: request.selfie.toString('base64'), file_name: '' }];
      if (request.cardPhoto) images.push({ image_type_id: 3, image: request.cardPhoto.toString('base64'), file_name: '' });
      const info = {
        package_information: { apiVersion: { buildNumber: 0, majorVersion: 2, minorVersion: 0 }, language: 'typescript' },
        misc_information: {
          signature,
          timestamp,
          retry: 'false',
          partner_params: partnerParams,
          file_name: 'selfie.zip',
          smile_client_id: options.partnerId,
          callback_url: options.callbackUrl,
        },
        id_info: { country: 'GH', id_type: 'GHANA_CARD', id_number: request.cardNumber, entered: 'true' },
        images,
        server_information: body,
      };
      const zip = storedZip([{ name: 'info.json', data: Buffer.from(JSON.stringify(info), 'utf8') }]);
      await call(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/zip' }, body: new Uint8Array(zip) });
      return { providerRef: typeof body?.smile_job_id === 'string' ? body.smile_job_id : null };
    },

    async poll({ jobId, userId }) {
      const { signature, timestamp } = signed();
      const { body } = await call(`${baseUrl}/v1/job_status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          partner_id: options.partnerId,
          user_id: userId,
          job_id: jobId,
          signature,
          timestamp,
          image_links: false,
          history: false,
        }),
      });
      // The answer is signed like a callback: one that is not is not from Smile ID.
      if (
        typeof body?.signature !== 'string' ||
        typeof body.timestamp !== 'string' ||
        !isSmileSignature(options.partnerId, options.apiKey, body.timestamp, body.signature)
      ) {
        throw new IdProviderError('Smile ID job status answer has a bad signature.', false);
      }
      if (body.job_complete !== true) return { state: 'pending' };
      const result = isObject(body.result) ? body.result : {};
      const code = typeof result.ResultCode === 'string' ? result.ResultCode : '';
      return smileOutcome(code, typeof result.ResultText === 'string' ? result.ResultText : undefined);
    },
  };
}
