import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { areaT } from '../../../testing/i18n';
import { formatFor } from '../../../lib/i18n/format';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import { actionLabel, dialogFor, reasonBody, reasonError } from './actions';

const t = await areaT('en', ordersMessages);
const f = formatFor('en-GB');

const order = { status: 'placed' as const, delivery_method: 'courier' as const, total: 120.5 };

describe('what an order action asks first', () => {
  it('asks to confirm a cancel, with an optional reason', () => {
    const dialog = dialogFor(t, f, 'cancel', order, 'buyer');
    expect(dialog).toMatchObject({ kind: 'reason', required: false, confirmLabel: 'Cancel order', danger: true });
    expect(reasonError(dialog, '')).toBeNull();
    expect(reasonError(dialog, 'Found it cheaper')).toBeNull();
  });

  it('needs a reason for a return request, and takes one for declining it', () => {
    const request = dialogFor(t, f, 'request_return', { ...order, status: 'delivered' }, 'buyer');
    expect(request).toMatchObject({ kind: 'reason', required: true });
    expect(reasonError(request, '')).toBe(COMMERCE_MESSAGES.reasonRequired);
    expect(reasonError(request, '   ')).toBe(COMMERCE_MESSAGES.reasonRequired);
    expect(reasonError(request, 'It arrived broken')).toBeNull();
    const decline = dialogFor(t, f, 'decline_return', { ...order, status: 'return_requested' }, 'seller');
    expect(decline).toMatchObject({ kind: 'reason', required: false });
  });

  it('refuses a reason over 500 characters (spaces around it do not count)', () => {
    const dialog = dialogFor(t, f, 'request_return', order, 'buyer');
    expect(reasonError(dialog, 'x'.repeat(500))).toBeNull();
    expect(reasonError(dialog, `  ${'x'.repeat(500)}  `)).toBeNull();
    expect(reasonError(dialog, 'x'.repeat(501))).toBe(COMMERCE_MESSAGES.reason);
  });

  it('asks to confirm a refund with its amount, and nothing before the forward moves', () => {
    expect(dialogFor(t, f, 'refund', order, 'seller')).toMatchObject({ kind: 'confirm', body: 'GHC 120.50 goes back to the buyer.' });
    for (const action of ['accept', 'ship', 'confirm', 'receive_return'] as const)
      expect(dialogFor(t, f, action, order, 'seller').kind).toBe('none');
    expect(reasonError({ kind: 'none' }, '')).toBeNull();
  });

  it('sends the trimmed reason, or none', () => {
    expect(reasonBody('  late  ')).toEqual({ reason: 'late' });
    expect(reasonBody('   ')).toEqual({});
  });

  it('labels the buttons by what they do for this order', () => {
    expect(actionLabel(t, 'ship', order)).toBe('Ship with courier');
    expect(actionLabel(t, 'ship', { ...order, delivery_method: 'pickup' })).toBe('Ready for pickup');
    expect(actionLabel(t, 'confirm', { status: 'shipped', delivery_method: 'pickup' })).toBe('Confirm pickup');
    expect(actionLabel(t, 'confirm', { status: 'delivered', delivery_method: 'courier' })).toBe('Confirm received');
  });
});
