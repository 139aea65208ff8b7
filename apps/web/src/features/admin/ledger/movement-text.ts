import type { Wallet } from '@dwa/shared/payouts';
import type { AreaKey, AreaT } from '../../../lib/i18n/area';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { titleCase } from '../lib/format';

type T = AreaT<(typeof adminMessages)['en']>;

// How a person's ledger words its movements: the kind of transfer ('release' is a sale paid to them),
// and the wallet the address asks for.

/** A transfer's kind in the console's words, or the kind itself in title case for one it does not know. */
export function movementKind(t: T, kind: string): string {
  const key = `ledger.kind.${kind}`;
  return Object.hasOwn(adminMessages.en, key) ? t(key as AreaKey<typeof adminMessages>) : titleCase(kind);
}

/** The wallet in the address (?wallet=courier); a seller's when none or another word. */
export function readWallet(params: URLSearchParams): Wallet {
  return params.get('wallet') === 'courier' ? 'courier' : 'seller';
}
