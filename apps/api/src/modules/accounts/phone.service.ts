import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { LoginAnswer, phoneRegisterBodySchema, SmsCodeSent } from '@dwa/shared/accounts';
import { PHONE_ACCOUNT_DOMAIN } from '@dwa/shared/accounts-constants';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import {
  findUserById,
  findUserByVerifiedPhone,
  insertSignIn,
  insertUser,
  latestCode,
  updateUser,
  type CodePurpose,
  type UserRow,
} from './accounts.repo';
import { accessAnswer, type AccountsDeps } from './accounts.service';
import { CODE_MESSAGES, CODE_TTL_MS, checkCode, issueCode } from './otp';
import { ACCOUNT_RATE_MESSAGES } from './rate-messages';
import { sealResetHandle } from './reset-handle';

// Phone first (issue 32, ADR 063): 6-digit codes by SMS, the same codes as the mailed ones (otp.ts:
// hashed, 10 minutes, 5 tries) sent through the sms module's queue in the transaction that makes
// the code. Every send waits out a cooldown per number and counts against ceilings per number and
// per IP. A number proved by a code is the account's verified_phone, unique across accounts.
//
//   sign-up    register (name, phone, address, password) -> code -> verifyRegistration: signed in
//   sign-in    sendLoginCode(phone) -> loginWithCode(phone, code)
//   reset      requestReset(phone): a 'reset' code by SMS, then the mailed flow's own verify/reset steps
//   add phone  startAdd(user, phone) -> confirmAdd(user, code)

export const PHONE_TAKEN = 'This number is already verified on another Dwa account. Sign in with it, or use another number.';
export const LOGIN_CODE_SENT = 'If this number belongs to a Dwa account, we sent a 6-digit code to it by SMS.';
export const RESET_SMS_SENT = 'If this number belongs to a Dwa account, we sent a 6-digit code to it by SMS.';

type RegisterInput = z.output<typeof phoneRegisterBodySchema>;

export function createPhoneService(deps: AccountsDeps) {
  const { db, config, now, sms, limiter, passwords } = deps;
  const limits = config.authLimits;
  const pepper = config.jwtSecret;
  const sent = (message: string): SmsCodeSent => ({
    message,
    expires_in: CODE_TTL_MS / 1000,
    resend_in: Math.ceil(limits.smsResendCooldown.windowMs / 1000),
  });

  /**
   * The cooldown and the ceilings, before anything is texted (also for numbers with no account: no
   * telling which have one). The cooldown is per kind of code (a resend of the same one); the
   * ceilings count every code to the number and from the IP.
   */
  async function allowSend(phone: string, ip: string, purpose: CodePurpose): Promise<void> {
    await limiter.consume(`sms-cooldown:${purpose}:${phone}`, limits.smsResendCooldown, ACCOUNT_RATE_MESSAGES.smsCooldown);
    await limiter.consume(`sms-number:${phone}`, limits.smsPerNumber, ACCOUNT_RATE_MESSAGES.smsNumber);
    await limiter.consume(`sms-ip:${ip}`, limits.smsPerIp, ACCOUNT_RATE_MESSAGES.smsIp);
  }

  async function textCode(user: UserRow, phone: string, purpose: CodePurpose, what: string): Promise<void> {
    await issueCode(db, {
      pepper,
      userId: user.id,
      purpose,
      now: now(),
      phone,
      // The text goes out with the code, in the same transaction: both or neither.
      send: (tx, code) =>
        sms.queue(tx, {
          to: phone,
          text: `${code} is your Dwa ${what} code. It expires in ${CODE_TTL_MS / 60_000} minutes. Never share it.`,
          sensitive: true,
        }),
    });
  }

  async function refuseTaken(phone: string, userId: number | null): Promise<void> {
    const owner = await findUserByVerifiedPhone(db, phone);
    if (owner && owner.id !== userId) throw new ConflictError(PHONE_TAKEN);
  }

  /** Makes the number the account's verified one; 409 when another account proved it in the meantime. */
  async function proveNumber(userId: number, code: string, extra: { isVerified?: true }): Promise<UserRow> {
    const at = now();
    let result;
    try {
      result = await checkCode(db, {
        pepper,
        userId,
        purpose: 'phone_verify',
        code,
        now: at,
        maxAttempts: limits.otpMaxAttempts,
        onValid: async (tx, row) => {
          if (!row.phone) throw new Error('phone_verify code without its number');
          await updateUser(tx, userId, { ...extra, verifiedPhone: row.phone, phoneVerifiedAt: at }, at);
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(PHONE_TAKEN);
      throw error;
    }
    if (result !== 'ok') throw new BadRequestError(CODE_MESSAGES[result]);
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError('User not found.');
    return user;
  }

  return {
    /**
     * A CUSTOMER account with a phone number instead of an email: its mail address is a placeholder
     * under .invalid (mail never goes there) until the person gives a real one in their profile.
     * The code is texted at once; the account is verified (and the number proved) by the code.
     */
    async register(input: RegisterInput, ip: string): Promise<SmsCodeSent & { user_id: number }> {
      await limiter.consume(`register-ip:${ip}`, limits.registerPerIp, ACCOUNT_RATE_MESSAGES.registerIp);
      await refuseTaken(input.phone, null);
      await allowSend(input.phone, ip, 'phone_verify');
      const at = now();
      const user = await insertUser(db, {
        email: `${randomBytes(9).toString('hex')}@${PHONE_ACCOUNT_DOMAIN}`,
        passwordHash: await passwords.hash(input.password),
        name: input.name,
        phone: input.phone,
        address: input.address,
        bio: input.bio ?? null,
        gender: input.gender ?? null,
        userType: 'CUSTOMER',
        createdAt: at,
        updatedAt: at,
      });
      await textCode(user, input.phone, 'phone_verify', 'verification');
      return { ...sent('We sent a 6-digit code to your phone by SMS.'), user_id: user.id };
    },

    /** Texts a new sign-up code to the number of the account's last one. */
    async resendRegistrationCode(userId: number, ip: string): Promise<SmsCodeSent> {
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError('User not found.');
      if (user.isVerified) throw new BadRequestError('This account is already verified. Please sign in.');
      const last = await latestCode(db, userId, 'phone_verify');
      if (!last?.phone) throw new BadRequestError('This account was not made with a phone number.');
      await refuseTaken(last.phone, userId);
      await allowSend(last.phone, ip, 'phone_verify');
      await textCode(user, last.phone, 'phone_verify', 'verification');
      return sent('We sent a new 6-digit code to your phone by SMS.');
    },

    /** The sign-up code: the account is verified, the number is its own, and the person is signed in. */
    async verifyRegistration(userId: number, code: string): Promise<LoginAnswer> {
      const existing = await findUserById(db, userId);
      if (!existing) throw new NotFoundError('User not found.');
      if (existing.isVerified) throw new BadRequestError('This account is already verified. Please sign in.');
      const user = await proveNumber(userId, code, { isVerified: true });
      return accessAnswer(user, pepper, now());
    },

    /** The same answer whether or not the number has an account; a code only to a verified number. */
    async sendLoginCode(phone: string, ip: string): Promise<SmsCodeSent> {
      await allowSend(phone, ip, 'phone_login');
      const user = await findUserByVerifiedPhone(db, phone);
      if (user?.isActive) await textCode(user, phone, 'phone_login', 'sign-in');
      return sent(LOGIN_CODE_SENT);
    },

    async loginWithCode(phone: string, code: string, ip: string, userAgent: string | null): Promise<LoginAnswer> {
      await limiter.consume(`login-ip:${ip}`, limits.loginPerIp, ACCOUNT_RATE_MESSAGES.loginIp);
      await limiter.consume(`sms-verify:${phone}`, limits.smsVerifyPerNumber, ACCOUNT_RATE_MESSAGES.smsVerify);
      const user = await findUserByVerifiedPhone(db, phone);
      if (!user) throw new BadRequestError(CODE_MESSAGES.invalid);
      const result = await checkCode(db, {
        pepper,
        userId: user.id,
        purpose: 'phone_login',
        code,
        now: now(),
        maxAttempts: limits.otpMaxAttempts,
      });
      await insertSignIn(db, {
        userId: user.id,
        succeeded: result === 'ok' && user.isActive,
        ip,
        userAgent: userAgent?.slice(0, 500) ?? null,
        createdAt: now(),
      });
      if (result !== 'ok') throw new BadRequestError(CODE_MESSAGES[result]);
      if (!user.isActive) throw new ForbiddenError('This account has been disabled. Contact support.');
      return accessAnswer(user, pepper, now());
    },

    /**
     * Forgotten password by SMS: a 'reset' code to a verified number, and the same opaque handle as
     * the mailed flow, so verify-reset-code and reset-password finish it unchanged.
     */
    async requestReset(phone: string, ip: string): Promise<{ message: string; user_id: string }> {
      await limiter.consume(`reset-request:${phone}`, limits.resetPerAccount, ACCOUNT_RATE_MESSAGES.resetRequest);
      await allowSend(phone, ip, 'reset');
      const user = await findUserByVerifiedPhone(db, phone);
      const eligible = user?.isActive ? user : undefined;
      if (eligible) await textCode(eligible, phone, 'reset', 'password reset');
      // The handle's second part names what its limits are counted on: the number here.
      return { message: RESET_SMS_SENT, user_id: sealResetHandle(pepper, { userId: eligible?.id ?? null, email: phone }) };
    },

    /** A signed-in person adds (or changes) their number: a code to it, which confirmAdd takes. */
    async startAdd(userId: number, phone: string, ip: string): Promise<SmsCodeSent & { phone: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw new NotFoundError('User not found.');
      if (user.verifiedPhone === phone) throw new BadRequestError('This number is already verified on your account.');
      await refuseTaken(phone, userId);
      await allowSend(phone, ip, 'phone_verify');
      await textCode(user, phone, 'phone_verify', 'verification');
      return { ...sent('We sent a 6-digit code to this number by SMS.'), phone };
    },

    async confirmAdd(userId: number, code: string): Promise<UserRow> {
      return proveNumber(userId, code, {});
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
