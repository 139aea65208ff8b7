import { describe, expect, it } from 'vitest';
import { buyableKinds, canBuy, priceOf } from './boost-choice';

const prices = {
  results: [
    { kind: 'featured' as const, days: 7 as const, amount: 25, currency: 'GHS' as const },
    { kind: 'urgent' as const, days: 30 as const, amount: 30, currency: 'GHS' as const },
  ],
};

describe('boost choice', () => {
  it('finds the price of a kind and duration', () => {
    expect(priceOf(prices, 'featured', 7)).toBe(25);
    expect(priceOf(prices, 'urgent', 30)).toBe(30);
    expect(priceOf(prices, 'urgent', 7)).toBeNull();
  });

  it('offers every kind of an active listing without a live boost, none of another listing', () => {
    expect(buyableKinds('active', [])).toEqual(['featured', 'urgent']);
    expect(
      buyableKinds('active', [
        { kind: 'featured', status: 'failed' },
        { kind: 'urgent', status: 'ended' },
        { kind: 'featured', status: 'refunded' },
      ]),
    ).toEqual(['featured', 'urgent']);
    expect(buyableKinds('inactive', [])).toEqual([]);
    expect(buyableKinds('expired', [{ kind: 'featured', status: 'ended' }])).toEqual([]);
  });

  it('leaves out a kind with a boost running or waiting for payment, and only that kind', () => {
    expect(buyableKinds('active', [{ kind: 'featured', status: 'active' }])).toEqual(['urgent']);
    expect(
      buyableKinds('active', [
        { kind: 'urgent', status: 'active' },
        { kind: 'featured', status: 'ended' },
      ]),
    ).toEqual(['featured']);
    expect(buyableKinds('active', [{ kind: 'urgent', status: 'pending' }])).toEqual(['featured']);
    expect(
      buyableKinds('active', [
        { kind: 'featured', status: 'active' },
        { kind: 'urgent', status: 'active' },
      ]),
    ).toEqual([]);
  });

  it('offers the form while one kind can still be bought and no prompt waits on the phone', () => {
    expect(canBuy('active', [])).toBe(true);
    expect(
      canBuy('active', [
        { kind: 'featured', status: 'failed' },
        { kind: 'featured', status: 'ended' },
      ]),
    ).toBe(true);
    // Urgent on top of a running Featured, and Featured on top of a running Urgent.
    expect(canBuy('active', [{ kind: 'featured', status: 'active' }])).toBe(true);
    expect(canBuy('active', [{ kind: 'urgent', status: 'active' }])).toBe(true);
    expect(
      canBuy('active', [
        { kind: 'featured', status: 'active' },
        { kind: 'urgent', status: 'active' },
      ]),
    ).toBe(false);
    expect(canBuy('active', [{ kind: 'featured', status: 'pending' }])).toBe(false);
    expect(
      canBuy('active', [
        { kind: 'urgent', status: 'pending' },
        { kind: 'featured', status: 'active' },
      ]),
    ).toBe(false);
    expect(canBuy('inactive', [])).toBe(false);
  });
});
