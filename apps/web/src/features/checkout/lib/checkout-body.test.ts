import { describe, expect, it } from 'vitest';
import { checkoutInputSchema } from '@dwa/shared/commerce';
import { checkoutBody } from './checkout-body';

const form = {
  delivery_method: 'pickup',
  delivery_address: '',
  region: 'Ashanti',
  recipient_name: ' Ama Owusu ',
  recipient_phone: '020 123 4567',
  payment_method: 'cash',
  momo_number: '0241234567',
  promo_codes: ['save10', 'SAVE10'],
} as const;

describe('checkoutBody', () => {
  it('is what the server parses again to the same order', () => {
    const checked = checkoutInputSchema.parse(form);
    const body = checkoutBody(checked);
    expect(body).toEqual({
      delivery_method: 'pickup',
      region: 'Ashanti',
      recipient_name: 'Ama Owusu',
      recipient_phone: '+233201234567',
      payment_method: 'cash',
      promo_codes: ['SAVE10'],
    });
    expect(checkoutInputSchema.parse(body)).toEqual(checked);
  });

  it('keeps Mobile Money and the address when they count', () => {
    const checked = checkoutInputSchema.parse({
      ...form,
      delivery_method: 'courier',
      delivery_address: 'Adum',
      payment_method: 'momo',
      momo_network: 'MTN',
    });
    expect(checkoutBody(checked)).toMatchObject({ delivery_address: 'Adum', momo_network: 'MTN', momo_number: '+233241234567' });
    expect(checkoutInputSchema.parse(checkoutBody(checked))).toEqual(checked);
  });
});
