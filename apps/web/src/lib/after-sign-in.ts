// What a visitor was doing when an action sent them to sign in, carried in the sign-in page's
// history entry (never stored: a sign-in abandoned and made later from the header does nothing):
// the page says why it asks, and does it once they have signed in. Add to Cart adds the item, at
// the quantity chosen.

export type AfterSignIn = { kind: 'add-to-cart'; listingId: number; quantity: number; title: string };

/** The action a history entry's state carries, or null when it carries none (or anything malformed). */
export function afterSignInOf(value: unknown): AfterSignIn | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, listingId, quantity, title } = value as Record<string, unknown>;
  if (kind !== 'add-to-cart' || typeof title !== 'string') return null;
  if (!Number.isInteger(listingId) || (listingId as number) <= 0 || !Number.isInteger(quantity) || (quantity as number) <= 0) return null;
  return { kind, listingId: listingId as number, quantity: quantity as number, title };
}
