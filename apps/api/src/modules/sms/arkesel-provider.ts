import {
  callProvider,
  isObject,
  isPermanentStatus,
  msisdn,
  SmsSendError,
  type HttpProviderOptions,
  type SmsProvider,
} from './sms-provider';

// Arkesel's SMS API v2 (https://developers.arkesel.com):
//   POST {baseUrl}/api/v2/sms/send   header `api-key: <key>`
//   body { sender, message, recipients: ['233241234567'] }
//   answer { status: 'success', data: [{ recipient, id }] }, or { status: 'error', message } (4xx).

export const ARKESEL_BASE_URL = 'https://sms.arkesel.com';

export function createArkeselProvider(options: HttpProviderOptions & { apiKey: string }): SmsProvider {
  const baseUrl = (options.baseUrl ?? ARKESEL_BASE_URL).replace(/\/+$/, '');
  return {
    kind: 'arkesel',
    async send(to, text) {
      const { status, body } = await callProvider(
        'Arkesel',
        `${baseUrl}/api/v2/sms/send`,
        {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ sender: options.sender, message: text, recipients: [msisdn(to)] }),
        },
        options,
      );
      const reason = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
      if (status >= 200 && status < 300 && body?.status === 'success') {
        const first = Array.isArray(body.data) ? body.data.find(isObject) : undefined;
        return { providerId: typeof first?.id === 'string' ? first.id : null };
      }
      if (status >= 200 && status < 300) throw new SmsSendError(`Arkesel refused the message: ${reason}`, true);
      throw new SmsSendError(`Arkesel refused the message: ${reason}`, isPermanentStatus(status));
    },
  };
}
