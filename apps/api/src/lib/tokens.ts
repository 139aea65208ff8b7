import { createHmac, timingSafeEqual } from 'node:crypto';

// Compact HS256 JSON Web Tokens: `sub` (user id), `ver` (the user's token version, bumped to sign
// out older tokens), `typ` (what the token is for), `iat`/`exp` in seconds.

export type TokenClaims = { sub: number; ver: number; typ: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(
  claims: { sub: number; ver: number; typ: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds })).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a valid, unexpired token of the given type; null for anything else. */
export function verifyToken(token: string, secret: string, typ: string, now = Date.now()): TokenClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (claims.typ !== typ || !Number.isInteger(claims.sub) || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
