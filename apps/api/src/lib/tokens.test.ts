import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, VERIFIED_MAX, verifiedTokensHeld, verifyToken } from './tokens';

const secret = 'x'.repeat(40);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the hand-written signer made them before jose: every token handed out until then. */
function handWritten(claims: object, key: string): string {
  const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
}

describe('tokens', () => {
  it('round-trips claims until expiry', async () => {
    const now = Date.now();
    const token = await signToken({ sub: 7, ver: 2, typ: 'access' }, secret, 60, now);
    expect(await verifyToken(token, secret, 'access', now)).toMatchObject({ sub: 7, ver: 2, typ: 'access' });
    expect(await verifyToken(token, secret, 'access', now + 59_000)).not.toBeNull();
    expect(await verifyToken(token, secret, 'access', now + 61_000)).toBeNull();
  });

  it('rejects another type, another secret, and tampering', async () => {
    const token = await signToken({ sub: 7, ver: 0, typ: 'access' }, secret, 60);
    expect(await verifyToken(token, secret, 'reset')).toBeNull();
    expect(await verifyToken(token, 'y'.repeat(40), 'access')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = b64({ sub: 1, ver: 0, typ: 'access', iat: 0, exp: 9e9 });
    expect(await verifyToken(`${h}.${forged}.${s}`, secret, 'access')).toBeNull();
    expect(await verifyToken('garbage', secret, 'access')).toBeNull();
  });

  it('rejects an unsigned token, another algorithm, and a token without an expiry or a number for sub', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: 7, ver: 0, typ: 'access', iat: now, exp: now + 60 };
    expect(await verifyToken(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, secret, 'access')).toBeNull();
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`;
    expect(await verifyToken(`${hs512}.${createHmac('sha512', secret).update(hs512).digest('base64url')}`, secret, 'access')).toBeNull();
    expect(await verifyToken(handWritten({ sub: 7, ver: 0, typ: 'access', iat: now }, secret), secret, 'access')).toBeNull();
    expect(await verifyToken(handWritten({ ...claims, sub: '7' }, secret), secret, 'access')).toBeNull();
  });

  it('makes the same bytes as the hand-written signer did, and accepts the tokens it handed out', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const iat = now / 1000;
    const before = handWritten({ sub: 42, ver: 3, typ: 'access', iat, exp: iat + 604_800 }, secret);
    expect(await signToken({ sub: 42, ver: 3, typ: 'access' }, secret, 604_800, now)).toBe(before);
    expect(await verifyToken(before, secret, 'access', now + 1000)).toEqual({ sub: 42, ver: 3, typ: 'access', iat, exp: iat + 604_800 });
  });

  it('remembers a verified token without trusting it for another type, secret or time (ADR 090)', async () => {
    const now = Date.now();
    const token = await signToken({ sub: 9, ver: 1, typ: 'access' }, secret, 60, now);
    expect(await verifyToken(token, secret, 'access', now)).toMatchObject({ sub: 9 });
    // From memory now: still only for its type, its secret, and until it expires.
    expect(await verifyToken(token, secret, 'reset', now)).toBeNull();
    expect(await verifyToken(token, 'y'.repeat(40), 'access', now)).toBeNull();
    expect(await verifyToken(token, secret, 'access', now + 60_000)).toBeNull();
    expect(await verifyToken(token, secret, 'access', now + 59_000)).toMatchObject({ sub: 9 });
  });

  it(`holds at most ${VERIFIED_MAX} verified tokens`, async () => {
    const now = Date.now();
    for (let sub = 1; sub <= VERIFIED_MAX + 5; sub += 1) {
      const token = await signToken({ sub, ver: 0, typ: 'access' }, secret, 60, now);
      expect(await verifyToken(token, secret, 'access', now)).not.toBeNull();
    }
    expect(verifiedTokensHeld()).toBe(VERIFIED_MAX);
  });
});
