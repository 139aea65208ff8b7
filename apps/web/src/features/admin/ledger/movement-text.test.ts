import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../testing/i18n';
import { movementKind, readWallet } from './movement-text';

const en = await areaT('en', adminMessages);
const fr = await areaT('fr', adminMessages);

describe('movementKind', () => {
  it('names the kinds a wallet moves by, and shows any other as written', () => {
    expect(movementKind(en, 'release')).toBe('Sale paid');
    expect(movementKind(en, 'payout_returned')).toBe('Payout returned');
    expect(movementKind(fr, 'payout')).toBe('Versement');
    expect(movementKind(en, 'provider_fee')).toBe('Provider fee');
    expect(movementKind(en, 'constructor')).toBe('Constructor');
  });
});

describe('readWallet', () => {
  it('reads the courier wallet, and the seller one otherwise', () => {
    expect(readWallet(new URLSearchParams('wallet=courier'))).toBe('courier');
    expect(readWallet(new URLSearchParams('wallet=seller'))).toBe('seller');
    expect(readWallet(new URLSearchParams('wallet=bank'))).toBe('seller');
    expect(readWallet(new URLSearchParams(''))).toBe('seller');
  });
});
