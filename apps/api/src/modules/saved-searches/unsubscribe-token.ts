import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of a digest mail (ADR 073): `<user id>.<HMAC-SHA256 of the search id
// and its owner's id>`, keyed by UNSUBSCRIBE_SECRET (config; never sent to a client). It works
// without signing in, for that search only: a token changed in any way, or taken to another search,
// does not verify. It does not expire: a mail read months later still unsubscribes (RFC 8058).

const PURPOSE = 'dwa:saved-search-unsubscribe:v1';

const mac = (secret: string, searchId: number, userId: number): Buffer =>
  createHmac('sha256', secret).update(`${PURPOSE}:${searchId}:${userId}`).digest();

export function signUnsubscribe(secret: string, searchId: number, userId: number): string {
  return `${userId}.${mac(secret, searchId, userId).toString('base64url')}`;
}

/** The search owner's id the token was signed for, or null when it is not a token of this search. */
export function verifyUnsubscribe(secret: string, searchId: number, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  // Compared as text: base64url's last character carries 2 spare bits, so decoding would let 4 spellings pass.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(secret, searchId, userId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
