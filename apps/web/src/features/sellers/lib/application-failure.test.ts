import { beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES as M } from '@dwa/shared/sellers';
import { ApiError } from '../../../lib/http';
import type { AreaT } from '../../../lib/i18n/area';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';
import { areaT } from '../../../testing/i18n';
import { applicationFailure } from './application-failure';

let t: AreaT<(typeof sellersMessages)['en']>;
beforeAll(async () => {
  t = await areaT('en', sellersMessages);
});

describe('applicationFailure', () => {
  it('puts 422 messages under their fields and says the others above the button', () => {
    const body = {
      detail: [
        { loc: ['body', 'business_registration_number'], msg: M.registrationNumber, type: 'custom' },
        { loc: ['body', 'phone'], msg: 'Enter phone number.', type: 'custom' },
        { loc: ['body', 'phone'], msg: 'a second phone message', type: 'custom' },
        { loc: ['body'], msg: 'Send the form as JSON.', type: 'custom' },
      ],
    };
    expect(applicationFailure(t, new ApiError(422, 'x', body))).toEqual({
      kind: 'fields',
      fields: { business_registration_number: M.registrationNumber, phone: 'Enter phone number.' },
      message: 'Send the form as JSON.',
    });
  });

  it('says a 409 as the server wrote it', () => {
    for (const message of [M.alreadySeller, M.courier, M.pending]) {
      expect(applicationFailure(t, new ApiError(409, message, { detail: message }))).toEqual({ kind: 'conflict', message });
    }
  });

  it('hides what went wrong on the server, and says a lost connection', () => {
    expect(applicationFailure(t, new ApiError(500, 'TypeError: x is undefined'))).toEqual({
      kind: 'form',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(applicationFailure(t, new ApiError(0, 'Could not reach the server.'))).toEqual({
      kind: 'form',
      message: 'Could not reach the server.',
    });
    expect(applicationFailure(t, new Error('boom'))).toEqual({
      kind: 'form',
      message: 'Could not send your application. Please try again.',
    });
    expect(applicationFailure(t, new ApiError(429, 'Too many requests. Try again in a minute.'))).toEqual({
      kind: 'form',
      message: 'Too many requests. Try again in a minute.',
    });
  });

  it('words its own messages in the chosen language, the server’s as it wrote them', async () => {
    const fr = await areaT('fr', sellersMessages);
    expect(applicationFailure(fr, new Error('boom'))).toEqual({
      kind: 'form',
      message: 'Impossible d’envoyer votre demande. Veuillez réessayer.',
    });
    expect(applicationFailure(fr, new ApiError(409, M.pending, { detail: M.pending }))).toEqual({ kind: 'conflict', message: M.pending });
  });
});
