import { callProvider, isPermanentStatus, msisdn, SmsSendError, type HttpProviderOptions, type SmsProvider } from './sms-provider';

// Hubtel's SMS API, simple send (https://developers.hubtel.com, "Simple Messaging"):
//   POST {baseUrl}/v1/messages/send   Authorization: Basic base64(clientId:clientSecret)
//   body { From, To: '233241234567', Content }
//   answer { messageId, status: 0, statusDescription, rate, networkId }; status 0 is accepted, any
//   other number (or a 4xx) is a refusal.

export const HUBTEL_BASE_URL = 'https://smsc.hubtel.com';

export function createHubtelProvider(options: HttpProviderOptions & { clientId: string; clientSecret: string }): SmsProvider {
  const baseUrl = (options.baseUrl ?? HUBTEL_BASE_URL).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  return {
    kind: 'hubtel',
    async send(to, text) {
      const { status, body } = await callProvider(
        'Hubtel',
        `${baseUrl}/v1/messages/send`,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ From: options.sender, To: msisdn(to), Content: text }),
        },
        options,
      );
      const description = body?.statusDescription ?? body?.message;
      const reason = typeof description === 'string' ? description : `HTTP ${status}`;
      if (status >= 200 && status < 300) {
        // The status is a number in the docs; some answers carry it as a string.
        if (body && Number(body.status) === 0) return { providerId: typeof body.messageId === 'string' ? body.messageId : null };
        throw new SmsSendError(`Hubtel refused the message: ${reason}`, true);
      }
      throw new SmsSendError(`Hubtel refused the message: ${reason}`, isPermanentStatus(status));
    },
  };
}
