import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginAnswerSchema,
  phoneAddAnswerSchema,
  phoneBodySchema,
  phoneCodeBodySchema,
  phoneLoginBodySchema,
  phoneRegisterAnswerSchema,
  phoneRegisterBodySchema,
  phoneUserBodySchema,
  phoneVerifyBodySchema,
  privateProfileSchema,
  resetRequestAnswerSchema,
  smsCodeSentAnswerSchema,
} from '@dwa/shared/accounts';
import type { Storage } from '../../lib/storage';
import { requireUser, routeOptions } from '../../plugins/auth';
import type { PhoneService } from './phone.service';
import { toPrivateProfile } from './presenters';

// Phone first (issue 32, ADR 063): sign-up, sign-in and password reset with a Ghana mobile number
// and an SMS code, and adding a verified number to an account. Numbers are answered in E.164.

export type PhoneRoutesOptions = { phone: PhoneService; storage: Storage };

const phoneRoutes: FastifyPluginAsyncZod<PhoneRoutesOptions> = async (app, { phone, storage }) => {
  const { open, signedIn } = routeOptions(app, ['accounts']);

  app.post(
    '/v1/phone/register',
    open({
      summary: 'Sign up with a phone number instead of an email: texts a 6-digit code at once',
      description:
        '409 when another account verified the number; 429 during the resend cooldown or past the ceilings per number and per IP.',
      body: phoneRegisterBodySchema,
      response: { 201: phoneRegisterAnswerSchema },
    }),
    async (request, reply) => reply.status(201).send(await phone.register(request.body, request.ip)),
  );

  app.post(
    '/v1/phone/otp/send',
    open({
      summary: "Text a new sign-up code to the account's number",
      body: phoneUserBodySchema,
      response: { 200: smsCodeSentAnswerSchema },
    }),
    async (request) => phone.resendRegistrationCode(request.body.user_id, request.ip),
  );

  app.post(
    '/v1/phone/otp/verify',
    open({
      summary: 'Verify a phone sign-up with its code: signs in (a bearer token for 7 days)',
      body: phoneVerifyBodySchema,
      response: { 200: loginAnswerSchema },
    }),
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await phone.verifyRegistration(request.body.user_id, request.body.code)),
  );

  app.post(
    '/v1/phone/login/send-code',
    open({
      summary: 'Text a sign-in code to a verified number (the same answer for any number)',
      body: phoneBodySchema,
      response: { 200: smsCodeSentAnswerSchema },
    }),
    async (request) => phone.sendLoginCode(request.body.phone, request.ip),
  );

  app.post(
    '/v1/phone/login',
    open({ summary: 'Sign in with a verified number and its SMS code', body: phoneLoginBodySchema, response: { 200: loginAnswerSchema } }),
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await phone.loginWithCode(request.body.phone, request.body.code, request.ip, request.headers['user-agent'] ?? null)),
  );

  app.post(
    '/v1/phone/password/request-reset-code',
    open({
      summary: 'Text a password reset code to a verified number',
      description:
        'The same answer whether or not the number has an account. Finish with /password/verify-reset-code and /password/reset-password, sending user_id back as is.',
      body: phoneBodySchema,
      response: { 200: resetRequestAnswerSchema },
    }),
    async (request) => phone.requestReset(request.body.phone, request.ip),
  );

  app.post(
    '/v1/users/me/phone',
    signedIn({
      summary: 'Add or change my verified number: texts a code to it',
      description: '409 when another account verified it.',
      body: phoneBodySchema,
      response: { 200: phoneAddAnswerSchema },
    }),
    async (request) => phone.startAdd(requireUser(request).id, request.body.phone, request.ip),
  );

  app.post(
    '/v1/users/me/phone/verify',
    signedIn({ summary: 'Confirm my number with its SMS code', body: phoneCodeBodySchema, response: { 200: privateProfileSchema } }),
    async (request) => toPrivateProfile(await phone.confirmAdd(requireUser(request).id, request.body.code), storage),
  );
};

export default phoneRoutes;
