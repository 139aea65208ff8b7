import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Compact HS256 JSON Web Tokens through jose: `sub` (user id), `ver` (the user's token version,
// bumped to sign out older tokens), `typ` (what the token is for), `iat`/`exp` in seconds. The
// bytes are the ones the hand-written signer made before (header `{"alg":"HS256","typ":"JWT"}`,
// claims in the order sub, ver, typ, iat, exp; `sub` a number), so tokens already handed out stay
// valid across the change (tokens.test.ts checks one).

export type TokenClaims = { sub: number; ver: number; typ: string; iat: number; exp: number };

/** The HMAC key of a secret, made once (the secret is the configuration's, for the process's life). */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  claims: { sub: number; ver: number; typ: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  // `sub` stays a number, as in every token issued so far (jose's setSubject would make it a string).
  return new SignJWT({ sub: claims.sub as unknown as string, ver: claims.ver, typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

/**
 * Tokens already verified, by their exact text, with the secret that verified them: a signed-in
 * phone sends the same access token with every request for its life, and HMAC through WebCrypto
 * cost 3.5% of the API's CPU in a checkout profile (ADR 090). Only the expiry depends on the time,
 * so a hit checks it again; the oldest entries go first past `VERIFIED_MAX`.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
export const VERIFIED_MAX = 10_000;

/** How many verified tokens are remembered (for tests). */
export const verifiedTokensHeld = (): number => verified.size;

function remember(token: string, secret: string, claims: TokenClaims): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, { secret, claims });
}

/** The claims of a valid, unexpired token of the given type; null for anything else. */
export async function verifyToken(token: string, secret: string, typ: string, now = Date.now()): Promise<TokenClaims | null> {
  const known = verified.get(token);
  const claims = known?.secret === secret ? known.claims : await verifySignature(token, secret, now);
  if (!claims || claims.typ !== typ || claims.exp <= Math.floor(now / 1000)) return null;
  if (known?.secret !== secret) remember(token, secret, claims);
  return claims;
}

async function verifySignature(token: string, secret: string, now: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      typ: 'JWT',
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    });
    const claims = payload as unknown as TokenClaims;
    if (typeof claims.typ !== 'string' || !Number.isInteger(claims.sub) || !Number.isInteger(claims.ver)) return null;
    return claims;
  } catch {
    return null;
  }
}
