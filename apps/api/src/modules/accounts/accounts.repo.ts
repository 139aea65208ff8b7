import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { otpCodes, signIns, users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';

// Drizzle queries of the accounts module, and nothing else. Each takes the database or a transaction.

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type CodePurpose = (typeof otpCodes.$inferSelect)['purpose'];
export type CodeRow = typeof otpCodes.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The account that proved this number by SMS (at most one: users_verified_phone_key). */
export async function findUserByVerifiedPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.verifiedPhone, phone));
  return row;
}

export async function emailTakenByOther(db: Executor, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return Boolean(row);
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: Executor, id: number, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** New password; every older token stops working (auth checks token_version). */
export async function setPassword(db: Executor, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, isVerified: true, updatedAt: now })
    .where(eq(users.id, id));
}

/**
 * The same password's hash in a newer form (rehash at sign-in, ADR 065): only while `previous` is
 * still stored, so a password changed meanwhile wins; tokens stay valid. True when it replaced it.
 */
export async function upgradePasswordHash(db: Executor, id: number, previous: string, next: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: next })
    .where(and(eq(users.id, id), eq(users.passwordHash, previous)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setUserType(db: Executor, id: number, userType: UserType, now: Date): Promise<UserRow | undefined> {
  return updateUser(db, id, { userType }, now);
}

/** Deactivating also bumps token_version, so every token issued before stays refused after a reactivation. */
export async function setUserActive(db: Executor, id: number, active: boolean, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(active ? { isActive: true, updatedAt: now } : { isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

// ---- sign-ins (sign_ins): one row per sign-in attempt on an existing account (admins read them) ----

export async function insertSignIn(
  db: Executor,
  values: { userId: number; succeeded: boolean; ip: string | null; userAgent: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(signIns).values(values);
}

// ---- one-time codes and reset tokens (otp_codes) --------------------------------------------

/** Ends every live code of this purpose, so only the newest one works. */
export async function retireCodes(db: Executor, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
}

export async function insertCode(
  db: Executor,
  values: { userId: number; purpose: CodePurpose; codeHash: string; phone?: string | null; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(otpCodes).values(values);
}

export async function latestCode(db: Executor, userId: number, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Takes one try of a live code atomically (so parallel guesses cannot exceed the maximum); null when none is left. */
export async function reserveAttempt(db: Executor, id: number, maxAttempts: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .returning({ attempts: otpCodes.attempts });
  return row ? row.attempts : null;
}

export async function consumeCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Uses up a live reset token with this hash; false when there is none (wrong, expired or already used). */
export async function consumeResetToken(db: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, 'reset_token'),
        eq(otpCodes.codeHash, codeHash),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
