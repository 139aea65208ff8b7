import { describe, expect, it } from 'vitest';
import { heldUntil, isFinal, movementKind, movementLabelKey, parseAmount, payoutTone, signedAmount, walletFrom } from './money';

const ghc = (cedis: number) => `GHC ${cedis.toFixed(2)}`;

describe('walletFrom', () => {
  it('takes the address when it names a wallet', () => {
    expect(walletFrom('courier', true)).toBe('courier');
    expect(walletFrom('seller', false)).toBe('seller');
  });
  it('falls back to the seller wallet for sellers, the courier one for others', () => {
    expect(walletFrom(null, true)).toBe('seller');
    expect(walletFrom('bogus', false)).toBe('courier');
  });
});

describe('movementKind', () => {
  it('names the kinds the page knows and groups the rest', () => {
    expect(movementKind('release')).toBe('release');
    expect(movementKind('payout_returned')).toBe('payout_returned');
    expect(movementKind('something_new')).toBe('other');
  });
});

describe('signedAmount', () => {
  it('marks money in with + and money out with a minus sign', () => {
    expect(signedAmount(12.5, ghc)).toBe('+GHC 12.50');
    expect(signedAmount(-40, ghc)).toBe('−GHC 40.00');
    expect(signedAmount(0, ghc)).toBe('GHC 0.00');
  });
});

describe('payout states', () => {
  it('knows the final ones', () => {
    expect(['pending', 'processing', 'paid', 'failed', 'reversed'].map((status) => isFinal(status as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
  it('colours them', () => {
    expect(payoutTone('paid')).toBe('success');
    expect(payoutTone('reversed')).toBe('danger');
    expect(payoutTone('processing')).toBe('warning');
  });
});

describe('parseAmount', () => {
  it('reads cedis with up to two decimals and thousands commas', () => {
    expect(parseAmount('25')).toBe(25);
    expect(parseAmount(' 1,200.50 ')).toBe(1200.5);
  });
  it('is undefined when empty (all that is available) and null when not an amount', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('0')).toBeNull();
  });
});

describe('heldUntil', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it('is the end of a hold still running', () => {
    expect(heldUntil('2026-11-30T09:00:00Z', now)?.toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });
  it('is null when none or over', () => {
    expect(heldUntil(null, now)).toBeNull();
    expect(heldUntil('2026-11-29T09:00:00Z', now)).toBeNull();
  });
});

describe('movementLabelKey', () => {
  const base = { order_id: null, ride_id: null };
  it('names a release by what it paid for, on each wallet', () => {
    expect(movementLabelKey({ ...base, kind: 'release', order_id: 4 }, 'seller')).toBe('movement.sale');
    expect(movementLabelKey({ ...base, kind: 'release', order_id: 4 }, 'courier')).toBe('movement.delivery');
    expect(movementLabelKey({ ...base, kind: 'release', ride_id: 9 }, 'courier')).toBe('movement.ride');
    expect(movementLabelKey({ ...base, kind: 'release' }, 'seller')).toBe('movement.release');
  });
  it('names the other kinds by their own key', () => {
    expect(movementLabelKey({ ...base, kind: 'payout' }, 'seller')).toBe('movement.payout');
    expect(movementLabelKey({ ...base, kind: 'cash_commission', order_id: 2 }, 'seller')).toBe('movement.cash_commission');
    expect(movementLabelKey({ ...base, kind: 'weird' }, 'courier')).toBe('movement.other');
  });
});
