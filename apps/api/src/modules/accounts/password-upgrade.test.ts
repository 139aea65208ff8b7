import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '@dwa/db/schema';
import { hashPassword, needsRehash, verifyPassword, type UpgradeHash } from '../../lib/password';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, LEGACY_SCRYPT_SECRET123, type TestUser } from '../../../test/factories/users';
import { upgradePasswordHash } from './accounts.repo';

// Issue 35, ADR 065: hashes stored before argon2id (scrypt), or with older argon2id parameters, are
// replaced by a current argon2id hash at the person's next sign-in with the right password, without
// losing a password changed meanwhile, and without ending their sessions.

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.35.0.${++ipCounter}`;
const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: nextIp() });

async function stored(id: number) {
  const [row] = await ctx.deps.db
    .select({ passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

async function withHash(hash: string): Promise<TestUser> {
  const user = await createUser(ctx);
  await ctx.deps.db.update(users).set({ passwordHash: hash }).where(eq(users.id, user.id));
  return user;
}

describe('rehash at sign-in', () => {
  it('upgrades an old scrypt hash to argon2id when the right password signs in, and keeps the sessions', async () => {
    const user = await withHash(LEGACY_SCRYPT_SECRET123);
    const before = await stored(user.id);

    const res = await login(user.email, 'secret123');
    expect(res.statusCode).toBe(200);
    const after = await stored(user.id);
    expect(after.passwordHash).toMatch(CURRENT);
    expect(await verifyPassword('secret123', after.passwordHash)).toBe(true);
    expect(needsRehash(after.passwordHash)).toBe(false);
    // Not a password change: tokens issued before still work.
    expect(after.tokenVersion).toBe(before.tokenVersion);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth })).statusCode).toBe(200);

    // The next sign-in finds a current hash and leaves it alone.
    expect((await login(user.email, 'secret123')).statusCode).toBe(200);
    expect((await stored(user.id)).passwordHash).toBe(after.passwordHash);
    expect((await login(user.email, 'not-it')).statusCode).toBe(401);
  });

  it('leaves an old hash alone when the password is wrong', async () => {
    const user = await withHash(LEGACY_SCRYPT_SECRET123);
    expect((await login(user.email, 'secret1234')).statusCode).toBe(401);
    expect((await stored(user.id)).passwordHash).toBe(LEGACY_SCRYPT_SECRET123);
  });

  it('upgrades an argon2id hash whose parameters are older than the current ones', async () => {
    // The test factories' cheap hash: argon2id at 256 KiB and one pass.
    const user = await createUser(ctx, { password: 'older params' });
    const old = (await stored(user.id)).passwordHash;
    expect(old).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect((await login(user.email, 'older params')).statusCode).toBe(200);
    expect((await stored(user.id)).passwordHash).toMatch(CURRENT);
  });

  it('never overwrites a password changed between the check and the upgrade', async () => {
    const user = await withHash(LEGACY_SCRYPT_SECRET123);
    const changed = await hashPassword('a new password');
    // A reset lands after this sign-in read the old hash and checked the password, before it stores the upgrade.
    const passwords = ctx.app.services.passwords;
    const verify = passwords.verify.bind(passwords);
    const spy = vi.spyOn(passwords, 'verify').mockImplementation((password: string, hash: string, upgrade?: UpgradeHash) =>
      verify(
        password,
        hash,
        upgrade &&
          (async (next) => {
            await ctx.deps.db.update(users).set({ passwordHash: changed }).where(eq(users.id, user.id));
            return upgrade(next);
          }),
      ),
    );
    try {
      // The password was right when it was checked: this sign-in succeeds.
      expect((await login(user.email, 'secret123')).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect((await stored(user.id)).passwordHash).toBe(changed);
    expect((await login(user.email, 'secret123')).statusCode).toBe(401);
    expect((await login(user.email, 'a new password')).statusCode).toBe(200);
  });
});

describe('upgradePasswordHash', () => {
  it('replaces the hash only while the one it was checked against is still stored', async () => {
    const user = await withHash(LEGACY_SCRYPT_SECRET123);
    const next = await hashPassword('secret123');
    expect(await upgradePasswordHash(ctx.deps.db, user.id, 'some other hash', next)).toBe(false);
    expect((await stored(user.id)).passwordHash).toBe(LEGACY_SCRYPT_SECRET123);
    expect(await upgradePasswordHash(ctx.deps.db, user.id, LEGACY_SCRYPT_SECRET123, next)).toBe(true);
    expect((await stored(user.id)).passwordHash).toBe(next);
    // A second, late upgrade from the same old hash (two sign-ins at once) changes nothing.
    expect(await upgradePasswordHash(ctx.deps.db, user.id, LEGACY_SCRYPT_SECRET123, await hashPassword('secret123'))).toBe(false);
    expect((await stored(user.id)).passwordHash).toBe(next);
  });
});
