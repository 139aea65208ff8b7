import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = 'x'.repeat(40);

describe('tokens', () => {
  it('round-trips claims until expiry', () => {
    const now = Date.now();
    const token = signToken({ sub: 7, ver: 2, typ: 'access' }, secret, 60, now);
    expect(verifyToken(token, secret, 'access', now)?.sub).toBe(7);
    expect(verifyToken(token, secret, 'access', now + 61_000)).toBeNull();
  });

  it('rejects another type, another secret, and tampering', () => {
    const token = signToken({ sub: 7, ver: 0, typ: 'access' }, secret, 60);
    expect(verifyToken(token, secret, 'reset')).toBeNull();
    expect(verifyToken(token, 'y'.repeat(40), 'access')).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, ver: 0, typ: 'access', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, secret, 'access')).toBeNull();
    expect(verifyToken('garbage', secret, 'access')).toBeNull();
  });
});
