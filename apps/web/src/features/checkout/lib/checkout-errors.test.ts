import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { areaT } from '../../../testing/i18n';
import { ApiError } from '../../../lib/http';
import { answerUnknown, checkoutFailure } from './checkout-errors';

const t = await areaT('en', checkoutMessages);

describe('checkoutFailure', () => {
  it('sends a cart that changed meanwhile back to the cart', () => {
    expect(checkoutFailure(t, new ApiError(409, 'Out of stock'))).toEqual({ kind: 'cart', message: 'Out of stock' });
    expect(checkoutFailure(t, new ApiError(409, 'Only 2 left in stock.'))).toEqual({ kind: 'cart', message: 'Only 2 left in stock.' });
  });

  it('puts 422 field errors under their fields', () => {
    const body = {
      detail: [
        {
          loc: ['body', 'recipient_phone'],
          msg: 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
          type: 'custom',
        },
        { loc: ['body', 'promo_codes'], msg: 'Promo code OLD has expired.', type: 'custom' },
        { loc: ['header', 'idempotency-key'], msg: 'This Idempotency-Key was already used for a different checkout.', type: 'custom' },
      ],
    };
    expect(checkoutFailure(t, new ApiError(422, 'x', body))).toEqual({
      kind: 'fields',
      fields: {
        recipient_phone: 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
        promo_codes: 'Promo code OLD has expired.',
      },
      message: 'This Idempotency-Key was already used for a different checkout.',
    });
  });

  it('puts a refused pickup under the delivery method, anything else above the button', () => {
    const pickup = 'Kwame Crafts has no pickup address yet. Choose courier delivery for their items.';
    expect(checkoutFailure(t, new ApiError(409, pickup))).toEqual({ kind: 'fields', fields: { delivery_method: pickup }, message: null });
    expect(checkoutFailure(t, new ApiError(409, 'Mobile Money is not available right now. Choose cash on delivery.')).kind).toBe('form');
    expect(checkoutFailure(t, new ApiError(500, 'Internal Server Error'))).toEqual({
      kind: 'form',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('knows when the server may have placed the order unheard', () => {
    expect(answerUnknown(new ApiError(0, 'Could not reach the server.'))).toBe(true);
    expect(answerUnknown(new ApiError(502, 'Bad Gateway'))).toBe(true);
    expect(answerUnknown(new ApiError(409, 'Out of stock'))).toBe(false);
    expect(answerUnknown(new ApiError(422, 'x'))).toBe(false);
  });
});
