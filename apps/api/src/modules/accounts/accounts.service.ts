import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@dwa/db/client';
import type { LoginAnswer, registerBodySchema } from '@dwa/shared/accounts';
import type { Config } from '../../config';
import { ACCESS_TOKEN } from '../../plugins/auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import type { SmsService } from '../sms/sms.service';
import { hashPassword, type PasswordHasher } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { signToken } from '../../lib/tokens';
import { findUserByEmail, findUserById, insertSignIn, insertUser, updateUser, upgradePasswordHash, type UserRow } from './accounts.repo';
import { CODE_MESSAGES, CODE_TTL_MS, checkCode, issueCode } from './otp';
import { ACCOUNT_RATE_MESSAGES } from './rate-messages';
import { removePicture, storeProfilePicture } from './profile-picture';
import type { Locale } from '../../lib/locale';

// Sign-up, email verification by one-time code, and sign-in.

export type AccountsDeps = {
  db: Db;
  config: Config;
  storage: Storage;
  now: () => Date;
  mail: Pick<MailService, 'queue'>;
  /** Text messages (SMS codes, ADR 063). */
  sms: Pick<SmsService, 'queue'>;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Hashing and checking passwords through this process's bounded queue (503 when it is full). */
  passwords: PasswordHasher;
};

/** 7 days. The spec's "Remember me" keeps the token across browser restarts; there is no refresh token yet. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const DUPLICATE_EMAIL = 'An account with this email already exists. Sign in or use another email.';
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

export type LoginResult = { kind: 'ok'; answer: LoginAnswer } | { kind: 'unverified'; userId: number; detail: string };

// Unknown emails are checked against this hash so that sign-in takes as long as for a real account.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A bearer token for this account (sign-in by password or by SMS code). */
export async function accessAnswer(user: UserRow, secret: string, at: Date): Promise<LoginAnswer> {
  const access_token = await signToken(
    { sub: user.id, ver: user.tokenVersion, typ: ACCESS_TOKEN },
    secret,
    ACCESS_TOKEN_TTL_SECONDS,
    at.getTime(),
  );
  return { access_token, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, user_id: user.id, user_type: user.userType };
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, config, storage, now, mail, limiter, passwords } = deps;
  const limits = config.authLimits;
  const pepper = config.jwtSecret;

  async function mailVerificationCode(user: UserRow): Promise<void> {
    await issueCode(db, {
      pepper,
      userId: user.id,
      purpose: 'verify',
      now: now(),
      send: (tx, code) =>
        mail.queue(tx, {
          to: user.email,
          locale: user.locale,
          template: 'code',
          purpose: 'verify',
          name: user.name,
          code,
          minutes: CODE_TTL_MS / 60_000,
          sensitive: true,
        }),
    });
  }

  return {
    /**
     * Creates a CUSTOMER whatever user_type says (spec section 4). It does not send the code: the
     * client calls otp/send right after (spec: "on successful register and OTP send"), and
     * sending here too would mail two codes, the first already dead.
     */
    /** `locale`: the language the person chose before signing up (the dwa_lang cookie); their mail is written in it. */
    async register(
      input: z.output<typeof registerBodySchema>,
      picture: Buffer | null,
      ip: string,
      locale: Locale | null = null,
    ): Promise<UserRow> {
      await limiter.consume(`register-ip:${ip}`, limits.registerPerIp, ACCOUNT_RATE_MESSAGES.registerIp);
      if (await findUserByEmail(db, input.email)) throw new ConflictError(DUPLICATE_EMAIL);
      const pictureKey = picture ? await storeProfilePicture(storage, picture) : null;
      try {
        const { password, user_type: _ignored, ...fields } = input;
        const at = now();
        return await insertUser(db, {
          email: fields.email,
          passwordHash: await passwords.hash(password),
          name: fields.name,
          locale: locale ?? 'en',
          phone: fields.phone,
          address: fields.address,
          userType: 'CUSTOMER',
          profilePicture: pictureKey,
          bio: fields.bio ?? null,
          gender: fields.gender ?? null,
          birthdate: fields.birthdate ?? null,
          businessName: fields.business_name ?? null,
          businessDescription: fields.business_description ?? null,
          businessType: fields.business_type ?? null,
          businessRegistrationNumber: fields.business_registration_number ?? null,
          businessPhone: fields.business_phone ?? null,
          businessEmail: fields.business_email ?? null,
          businessWebsite: fields.business_website ?? null,
          businessAddress: fields.business_address ?? null,
          createdAt: at,
          updatedAt: at,
        });
      } catch (error) {
        await removePicture(storage, pictureKey);
        if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL);
        throw error;
      }
    },

    async sendVerificationCode(userId: number): Promise<{ message: string; expires_in: number }> {
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError('User not found.');
      if (user.isVerified) throw new BadRequestError('This account is already verified. Please sign in.');
      await limiter.consume(`otp-send:${user.id}`, limits.otpSendPerAccount, ACCOUNT_RATE_MESSAGES.otpSend);
      await mailVerificationCode(user);
      return { message: 'We sent a 6-digit code to your email.', expires_in: CODE_TTL_MS / 1000 };
    },

    async verifyAccount(userId: number, code: string): Promise<{ verified: true; message: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError('User not found.');
      if (user.isVerified) return { verified: true, message: 'Your account is already verified.' };
      const at = now();
      const result = await checkCode(db, {
        pepper,
        userId,
        purpose: 'verify',
        code,
        now: at,
        maxAttempts: limits.otpMaxAttempts,
        onValid: async (tx) => {
          await updateUser(tx, userId, { isVerified: true }, at);
        },
      });
      if (result !== 'ok') throw new BadRequestError(CODE_MESSAGES[result]);
      return { verified: true, message: 'Your email is verified.' };
    },

    async login(email: string, password: string, ip: string, userAgent: string | null = null): Promise<LoginResult> {
      await limiter.consume(`login-ip:${ip}`, limits.loginPerIp, ACCOUNT_RATE_MESSAGES.loginIp);
      const failures = `login-fail:${email}`;
      await limiter.check(failures, limits.loginFailuresPerAccount, ACCOUNT_RATE_MESSAGES.loginFailures);
      const user = await findUserByEmail(db, email);
      // A right password on an older hash (scrypt, or argon2id with other parameters) stores a current one.
      const upgrade = user && ((next: string) => upgradePasswordHash(db, user.id, user.passwordHash, next));
      const matches = await passwords.verify(password, user?.passwordHash ?? (await getDummyHash()), upgrade);
      // Every attempt on an existing account is kept for the admins' user page: succeeded only when a token is issued.
      if (user)
        await insertSignIn(db, {
          userId: user.id,
          succeeded: matches && user.isActive && user.isVerified,
          ip,
          userAgent: userAgent?.slice(0, 500) ?? null,
          createdAt: now(),
        });
      if (!user || !matches) {
        await limiter.hit(failures, limits.loginFailuresPerAccount);
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      await limiter.clear(failures);
      if (!user.isActive) throw new ForbiddenError('This account has been disabled. Contact support.');
      if (!user.isVerified) {
        // The client moves to its code step when the detail contains 'otp' (any case). A new code goes out
        // unless this account already asked for too many this hour (the last one still works).
        const sent = await limiter.hit(`otp-send:${user.id}`, limits.otpSendPerAccount);
        if (sent.allowed) await mailVerificationCode(user);
        const detail = sent.allowed
          ? 'Account not verified. We sent a new one-time code (OTP) to your email.'
          : 'Account not verified. Enter the one-time code (OTP) we sent to your email.';
        return { kind: 'unverified', userId: user.id, detail };
      }
      return { kind: 'ok', answer: await accessAnswer(user, pepper, now()) };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
