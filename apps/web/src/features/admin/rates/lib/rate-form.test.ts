import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from '@dwa/shared/currency-rates';
import { ApiError } from '../../../../lib/http';
import { checkRate, rateFailure, today } from './rate-form';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../../testing/i18n';

const t = await areaT('en', adminMessages);

const now = new Date('2026-03-10T15:00:00Z');

describe('the rate form', () => {
  it('sends a rate typed with a dot or a comma, and the date', () => {
    expect(checkRate({ rate: ' 0.0652 ', as_of: '2026-03-10' }, now)).toEqual({
      input: { rate: 0.0652, as_of: '2026-03-10' },
      errors: null,
    });
    expect(checkRate({ rate: '104,5', as_of: '2026-03-01' }, now).input).toEqual({ rate: 104.5, as_of: '2026-03-01' });
    expect(today(now)).toBe('2026-03-10');
  });

  it('says what is wrong with the rate and the date', () => {
    expect(checkRate({ rate: '', as_of: '' }, now).errors).toEqual({ rate: CURRENCY_MESSAGES.rate, as_of: CURRENCY_MESSAGES.asOf });
    expect(checkRate({ rate: '0', as_of: '2026-03-10' }, now).errors).toEqual({ rate: CURRENCY_MESSAGES.rate });
    expect(checkRate({ rate: 'ten', as_of: '2026-03-10' }, now).errors).toEqual({ rate: CURRENCY_MESSAGES.rate });
    expect(checkRate({ rate: '0.06', as_of: '2026-03-11' }, now).errors).toEqual({ as_of: CURRENCY_MESSAGES.asOfFuture });
  });

  it("puts the server's 422 under its field", () => {
    const error = new ApiError(422, 'invalid', {
      detail: [{ loc: ['body', 'as_of'], msg: CURRENCY_MESSAGES.asOfFuture, type: 'value_error' }],
    });
    expect(rateFailure(t, error)).toEqual({ as_of: CURRENCY_MESSAGES.asOfFuture });
    expect(rateFailure(t, new ApiError(503, 'down'))).toEqual({ form: 'Something went wrong on our side. Please try again.' });
    expect(rateFailure(t, new Error('offline'))).toEqual({ form: 'Could not save the rate. Please try again.' });
  });
});
