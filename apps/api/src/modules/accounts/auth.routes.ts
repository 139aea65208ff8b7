import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginAnswerSchema,
  loginBodySchema,
  otpSendAnswerSchema,
  otpSendQuerySchema,
  otpVerifyAnswerSchema,
  otpVerifyBodySchema,
  messageAnswerSchema,
  privateProfileSchema,
  registerBodySchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  resetRequestAnswerSchema,
  unverifiedAnswerSchema,
  verifyResetAnswerSchema,
  verifyResetBodySchema,
} from '@dwa/shared/accounts';
import type { Storage } from '../../lib/storage';
import { validate } from '../../lib/validate';
import type { AccountsService } from './accounts.service';
import { readProfileForm } from './form';
import type { PasswordResetService } from './password-reset.service';
import { toPrivateProfile } from './presenters';
import { cookieLocale } from '../../lib/locale';
import { problemBody, problemMembers } from '../../lib/problem';

// Sign-up, one-time codes, sign-in and password reset (spec section 7). No bearer token needed.

export type AuthRoutesOptions = { accounts: AccountsService; reset: PasswordResetService; storage: Storage };

const tags = ['accounts'];

/** OAuth2 password-grant clients send `username`: accept it as the email. */
const loginBody = z.preprocess((value) => {
  if (value && typeof value === 'object' && !('email' in value) && 'username' in value) {
    return { ...value, email: (value as { username: unknown }).username };
  }
  return value;
}, loginBodySchema);

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { accounts, reset, storage }) => {
  app.post(
    '/v1/auth/register',
    {
      schema: {
        tags,
        summary: 'Create a CUSTOMER account (multipart form or JSON)',
        description:
          'Fields: name, email, phone, address, password, user_type (ignored: always CUSTOMER), optional profile_picture file, bio, gender, birthdate and business_* fields. Does not send the code: call otp/send next.',
        response: { 201: privateProfileSchema },
      },
    },
    async (request, reply) => {
      const form = await readProfileForm(request);
      const input = validate(registerBodySchema, form.fields);
      const user = await accounts.register(input, form.picture, request.ip, cookieLocale(request.headers.cookie));
      return reply.status(201).send(toPrivateProfile(user, storage));
    },
  );

  app.post(
    '/v1/otp/send',
    {
      schema: {
        tags,
        summary: 'Mail a new 6-digit verification code',
        querystring: otpSendQuerySchema,
        response: { 200: otpSendAnswerSchema },
      },
    },
    async (request) => accounts.sendVerificationCode(request.query.user_id),
  );

  app.post(
    '/v1/otp/verify',
    { schema: { tags, summary: 'Verify the account with its code', body: otpVerifyBodySchema, response: { 200: otpVerifyAnswerSchema } } },
    async (request) => accounts.verifyAccount(request.body.user_id, request.body.code),
  );

  app.post(
    '/v1/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in: a bearer token for 7 days',
        description:
          "JSON or form-urlencoded. 403 with a detail containing 'otp' (and user_id) when the account is not verified: a new code was mailed.",
        body: loginBody,
        response: { 200: loginAnswerSchema, 403: unverifiedAnswerSchema.extend(problemMembers) },
      },
    },
    async (request, reply) => {
      const result = await accounts.login(request.body.email, request.body.password, request.ip, request.headers['user-agent'] ?? null);
      if (result.kind === 'unverified') return reply.status(403).send({ ...problemBody(403, result.detail), user_id: result.userId });
      return reply.header('cache-control', 'no-store').send(result.answer);
    },
  );

  app.post(
    '/v1/password/request-reset-code',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code',
        description: 'Same answer whether or not the email has an account. user_id is an opaque handle: send it back as is.',
        body: requestResetBodySchema,
        response: { 200: resetRequestAnswerSchema },
      },
    },
    async (request) => reset.requestCode(request.body.email),
  );

  app.post(
    '/v1/password/verify-reset-code',
    {
      schema: {
        tags,
        summary: 'Exchange the reset code for a single-use reset token',
        body: verifyResetBodySchema,
        response: { 200: verifyResetAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await reset.verifyCode(request.body.user_id, request.body.code)),
  );

  app.post(
    '/v1/password/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password; signs out every older token',
        body: resetPasswordBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => reset.resetPassword(request.body.user_id, request.body.token, request.body.new_password),
  );
};

export default authRoutes;
