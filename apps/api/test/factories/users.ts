import { randomBytes } from 'node:crypto';
import { users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';
import { hashPassword, type Argon2Params } from '../../src/lib/password';
import { signToken } from '../../src/lib/tokens';
import type { TestContext } from '../helpers';

// Test users without the sign-up round trip: a row with a cheap argon2id hash (the PHC string
// carries its parameters, so login still works, and replaces it with a full-strength one the first
// time: ADR 065) and a valid bearer token.

export type TestUser = {
  id: number;
  email: string;
  password: string;
  name: string;
  userType: UserType;
  token: string;
  auth: { authorization: string };
};

/** Anything a test sets on the user; what it leaves out is a plausible verified customer in Osu. */
export type UserOptions = {
  userType?: UserType;
  name?: string;
  email?: string;
  password?: string;
  verified?: boolean;
  phone?: string | null;
  address?: string | null;
  businessName?: string | null;
  businessPhone?: string | null;
};

/** argon2id at 256 KiB and one pass: a fraction of a millisecond. Tests only; production uses PASSWORD_PARAMS. */
export const TEST_PASSWORD_PARAMS: Argon2Params = { memoryCost: 256, timeCost: 1, parallelism: 1 };
/**
 * 'secret123' (the factories' default password) as the scrypt code before ADR 065 stored it, at full
 * strength (N=2^17): about a second and 128 MiB to check, and upgraded at the next sign-in.
 */
export const LEGACY_SCRYPT_SECRET123 = 'scrypt$131072$8$1$RvFS6yoUdUwMC_VSuUrwaA$dmIMHukiDm-kHc0jMVDpLow33_YidzEZMrQbtby2EEI';

// One hash per distinct password for the whole test file.
const hashes = new Map<string, Promise<string>>();

function cheapHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, TEST_PASSWORD_PARAMS);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(ctx: TestContext, options: UserOptions = {}): Promise<TestUser> {
  const userType = options.userType ?? 'CUSTOMER';
  const email = options.email ?? `${userType.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'secret123';
  const name = options.name ?? 'Ama Mensah';
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      email,
      name,
      passwordHash: await cheapHash(password),
      phone: options.phone === undefined ? '+233241234567' : options.phone,
      address: options.address === undefined ? 'Osu, Accra' : options.address,
      userType,
      isVerified: options.verified ?? true,
      businessName: options.businessName ?? null,
      businessPhone: options.businessPhone ?? null,
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('could not create the test user');
  const token = await signToken({ sub: row.id, ver: row.tokenVersion, typ: 'access' }, ctx.deps.config.jwtSecret, 3600);
  return { id: row.id, email, password, name, userType, token, auth: { authorization: `Bearer ${token}` } };
}

/** The newest 6-digit code mailed to this address (from the dev outbox, once the queued mail jobs ran). */
export async function latestMailedCode(ctx: TestContext, email: string): Promise<string> {
  await ctx.app.services.jobs.drain();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const messages = res.json() as { text: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
