import { randomBytes } from 'node:crypto';
import { BadRequestError } from '../../lib/errors';
import { consumeResetToken, findUserByEmail, insertCode, retireCodes, setPassword } from './accounts.repo';
import type { AccountsDeps } from './accounts.service';
import { CODE_MESSAGES, CODE_TTL_MS, RESET_TOKEN_TTL_MS, checkCode, hashSecret, issueCode } from './otp';
import { ACCOUNT_RATE_MESSAGES } from './rate-messages';
import { openResetHandle, sealResetHandle } from './reset-handle';

// Forgotten password: a 6-digit code by mail, exchanged for a single-use reset token (15 minutes),
// exchanged for a new password. The same answer whether or not the email has an account (see
// reset-handle.ts for the `user_id` it answers). Each step is limited per account (per email).

export const RESET_CODE_SENT = 'If an account exists for this email, we sent a 6-digit code to it.';
export const INVALID_RESET_TOKEN = 'This reset token is invalid, expired or already used. Request a new code.';

export function createPasswordResetService(deps: AccountsDeps) {
  const { db, config, now, mail, limiter, passwords } = deps;
  const rule = config.authLimits.resetPerAccount;
  const secret = config.jwtSecret;

  return {
    async requestCode(email: string): Promise<{ message: string; user_id: string }> {
      await limiter.consume(`reset-request:${email}`, rule, ACCOUNT_RATE_MESSAGES.resetRequest);
      const user = await findUserByEmail(db, email);
      const eligible = user && user.isActive ? user : undefined;
      if (eligible) {
        await issueCode(db, {
          pepper: secret,
          userId: eligible.id,
          purpose: 'reset',
          now: now(),
          send: (tx, code) =>
            mail.queue(tx, {
              to: eligible.email,
              locale: eligible.locale,
              template: 'code',
              purpose: 'reset',
              name: eligible.name,
              code,
              minutes: CODE_TTL_MS / 60_000,
              sensitive: true,
            }),
        });
      }
      return { message: RESET_CODE_SENT, user_id: sealResetHandle(secret, { userId: eligible?.id ?? null, email }) };
    },

    async verifyCode(handleValue: string, code: string): Promise<{ reset_token: string; expires_in: number; message: string }> {
      const handle = openResetHandle(secret, handleValue);
      if (!handle) throw new BadRequestError(CODE_MESSAGES.invalid);
      await limiter.consume(`reset-verify:${handle.email}`, rule, ACCOUNT_RATE_MESSAGES.resetRequest);
      if (handle.userId === null) throw new BadRequestError(CODE_MESSAGES.invalid);
      const userId = handle.userId;
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const result = await checkCode(db, {
        pepper: secret,
        userId,
        purpose: 'reset',
        code,
        now: at,
        maxAttempts: config.authLimits.otpMaxAttempts,
        onValid: async (tx) => {
          // In the same transaction as using up the code (issueCode would open its own).
          await retireCodes(tx, userId, 'reset_token', at);
          await insertCode(tx, {
            userId,
            purpose: 'reset_token',
            codeHash: hashSecret(secret, 'reset_token', userId, token),
            expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
            createdAt: at,
          });
        },
      });
      if (result !== 'ok') throw new BadRequestError(CODE_MESSAGES[result]);
      return { reset_token: token, expires_in: RESET_TOKEN_TTL_MS / 1000, message: 'Code verified. Choose a new password.' };
    },

    /** Sets the new password, uses up the token and signs out every older access token (token_version + 1). */
    async resetPassword(handleValue: string, token: string, newPassword: string): Promise<{ message: string }> {
      const handle = openResetHandle(secret, handleValue);
      if (!handle) throw new BadRequestError(INVALID_RESET_TOKEN);
      await limiter.consume(`reset-password:${handle.email}`, rule, ACCOUNT_RATE_MESSAGES.resetRequest);
      const userId = handle.userId;
      if (userId === null) throw new BadRequestError(INVALID_RESET_TOKEN);
      const passwordHash = await passwords.hash(newPassword);
      const at = now();
      const done = await db.transaction(async (tx) => {
        if (!(await consumeResetToken(tx, userId, hashSecret(secret, 'reset_token', userId, token), at))) return false;
        // A reset proves the person reads this inbox, so it verifies the account too.
        await setPassword(tx, userId, passwordHash, at);
        return true;
      });
      if (!done) throw new BadRequestError(INVALID_RESET_TOKEN);
      await limiter.clear(`login-fail:${handle.email}`);
      return { message: 'Your password has been changed. You can now sign in with your new password.' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
