import { BOOST_KINDS, type BoostDays, type BoostKind, type BoostPrices } from '@dwa/shared/boosts';

// The boost form's pure rules: the price of a choice, which kinds may be bought now, and whether the
// form is offered at all. The API keeps one boost running or waiting for payment per listing and kind
// (ADR 076), so Urgent can be bought on top of a running Featured and the other way round.

type BoostState = { kind: BoostKind; status: string };

/** The price in cedis of `kind` for `days`, or null when the list has none. */
export function priceOf(prices: BoostPrices, kind: BoostKind, days: BoostDays): number | null {
  return prices.results.find((price) => price.kind === kind && price.days === days)?.amount ?? null;
}

/** The kinds a new boost may be bought in: none unless the listing is active, and not a kind with a boost running or waiting for payment. */
export function buyableKinds(listingStatus: string, boosts: readonly BoostState[]): BoostKind[] {
  if (listingStatus !== 'active') return [];
  return BOOST_KINDS.filter(
    (kind) => !boosts.some((boost) => boost.kind === kind && (boost.status === 'pending' || boost.status === 'active')),
  );
}

/** The form is offered when at least one kind may be bought and no payment waits on the phone (one prompt at a time). */
export function canBuy(listingStatus: string, boosts: readonly BoostState[]): boolean {
  return !boosts.some((boost) => boost.status === 'pending') && buyableKinds(listingStatus, boosts).length > 0;
}
