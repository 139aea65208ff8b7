import { z } from 'zod';
import { USER_TYPES } from './catalogue';
import { emailField, ghanaPhoneField, idField, toE164Ghana } from './fields';
import { isGhanaMobile } from './phone';
import { PASSWORD_MIN_LENGTH } from './password';
import { SELLER_MESSAGES } from './sellers';

// Accounts: the bodies the API validates and the web's forms reuse (messages in the spec's words,
// section 5), and the answers the API sends (spec section 3, "User profile (server, snake_case)").

export * from './accounts-constants';
import { GENDERS, MESSAGES, type Gender } from './accounts-constants';
import { coded } from './coded';

/** Absent stays undefined (leave unchanged); an empty string or null becomes null (clear it). */
const blankToNull = <T>(value: T | null | undefined): T | null | undefined => (value === undefined ? undefined : value || null);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullish().transform(blankToNull);

export const nameField = z
  .string({ error: MESSAGES.name })
  .trim()
  .min(1, MESSAGES.name)
  .max(100, coded('accounts.name_most_100_characters', 'Name must be at most 100 characters.'));
export const addressField = z
  .string({ error: MESSAGES.address })
  .trim()
  .min(1, MESSAGES.address)
  .max(200, coded('accounts.address_most_200_characters', 'Address must be at most 200 characters.'));
export const passwordField = z
  .string({ error: MESSAGES.passwordShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordShort)
  .max(128, coded('accounts.password_most_128_characters', 'Password must be at most 128 characters.'));

const optionalPhone = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || toE164Ghana(value) !== null,
    coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
  )
  .transform((value) => (value === '' ? '' : (toE164Ghana(value) ?? '')))
  .nullish()
  .transform(blankToNull);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    coded('accounts.enter_valid_email_address', 'Enter a valid email address.'),
  )
  .nullish()
  .transform(blankToNull);

const genderField = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === '' || (GENDERS as readonly string[]).includes(value),
    coded('accounts.choose_male_female_other', 'Choose male, female or other.'),
  )
  .nullish()
  .transform((value) => blankToNull(value) as Gender | null | undefined);

/** A real calendar day written YYYY-MM-DD (not 2001-02-29). */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's date (UTC, Ghana's time) as YYYY-MM-DD: a birthday may be today at the latest. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export const BIRTHDATE_MESSAGES = {
  format: coded('accounts.format', 'Enter a valid date (YYYY-MM-DD).'),
  future: coded('accounts.future', 'Birthday cannot be in the future.'),
  tooOld: coded('accounts.too_old', 'Birthday cannot be before 1900.'),
} as const;

/** YYYY-MM-DD, a real day, not in the future; each problem with its own message. */
const birthdateField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === '') return;
    const message = !isRealDate(value)
      ? BIRTHDATE_MESSAGES.format
      : value > todayIso()
        ? BIRTHDATE_MESSAGES.future
        : value < '1900-01-01'
          ? BIRTHDATE_MESSAGES.tooOld
          : null;
    if (message) context.addIssue({ code: 'custom', message });
  })
  .nullish()
  .transform(blankToNull);

function normaliseWebsite(value: string): string | null {
  if (value === '') return '';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** http(s) only (a `javascript:` link must never reach a page); 'www.x.com' becomes 'https://www.x.com/'. */
const websiteField = z
  .string()
  .trim()
  .max(200, coded('accounts.website_most_200_characters', 'Website must be at most 200 characters.'))
  .refine((value) => normaliseWebsite(value) !== null, coded('accounts.enter_valid_website_address', 'Enter a valid website address.'))
  .transform((value) => normaliseWebsite(value) ?? '')
  .nullish()
  .transform(blankToNull);

/** The optional profile fields, shared by sign-up and profile edits. */
export const profileFields = {
  bio: optionalText(1000, 'Bio'),
  gender: genderField,
  birthdate: birthdateField,
  business_name: optionalText(120, 'Business name'),
  business_description: optionalText(2000, 'Business description'),
  business_type: optionalText(80, 'Business type'),
  business_registration_number: optionalText(80, 'Business registration number'),
  business_phone: optionalPhone,
  business_email: optionalEmail,
  business_website: websiteField,
  business_address: optionalText(200, 'Business address'),
};

/** POST /api/v1/auth/register (multipart or JSON). user_type is accepted and ignored: sign-up always creates a CUSTOMER. */
export const registerBodySchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .string({ error: MESSAGES.phone })
    .trim()
    .min(1, { message: MESSAGES.phone, abort: true })
    .refine(
      (value) => toE164Ghana(value) !== null,
      coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
    )
    .transform((value) => toE164Ghana(value) ?? value),
  address: addressField,
  password: passwordField,
  user_type: z.unknown().optional(),
  ...profileFields,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** PUT /api/v1/users/me (multipart form fields or JSON). Absent fields stay as they are; empty ones are cleared. */
export const updateProfileBodySchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalPhone,
  address: optionalText(200, 'Address'),
  /** Accepted only when it equals the current type; anything else is answered 405. */
  user_type: z.string().trim().toUpperCase().nullish(),
  ...profileFields,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

const requiredText = (max: number, label: string, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters.`);

/**
 * Selling preferences' business profile, sent as PUT /users/me: there a seller must keep a trading
 * name and the pickup address (couriers collect there, buyers who pick up come there).
 */
export const sellingProfileSchema = z.object({
  business_name: requiredText(120, 'Business name', SELLER_MESSAGES.businessName),
  business_description: profileFields.business_description,
  business_phone: optionalPhone,
  business_address: requiredText(200, 'Business address', SELLER_MESSAGES.businessAddress),
});
export type SellingProfileValues = z.input<typeof sellingProfileSchema>;
export type SellingProfile = z.output<typeof sellingProfileSchema>;

/** A user id: a number or digits, within PostgreSQL's integer (a bigger one used to reach the database and answer 500; `true` or `[1]` read as 1). */
const userIdField = idField(MESSAGES.userIdRequired);
const codeField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{6}$/, message),
  );

export const otpSendQuerySchema = z.object({ user_id: userIdField });
export const otpVerifyBodySchema = z.object({ user_id: userIdField, code: codeField(MESSAGES.signupCode) });

export const loginBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.login })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.login)
    .max(254, coded('accounts.email_too_long', 'Email is too long.'))
    // No account's email holds a NUL, and PostgreSQL refuses one in text (a 500 before this check).
    .refine((value) => !value.includes('\u0000'), MESSAGES.login),
  password: z
    .string({ error: MESSAGES.login })
    .min(1, MESSAGES.login)
    .max(1024, coded('accounts.password_too_long', 'Password is too long.')),
});

/**
 * In the password-reset calls `user_id` is an opaque reset handle (a string) answered by
 * request-reset-code, the same shape whether or not the email has an account: send it back as is.
 */
const resetHandleField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string({ error: MESSAGES.userIdRequired }).trim().min(1, MESSAGES.userIdRequired).max(512),
);

export const requestResetBodySchema = z.object({ email: emailField });
export const verifyResetBodySchema = z.object({ user_id: resetHandleField, code: codeField(MESSAGES.resetCode) });
export const resetPasswordBodySchema = z.object({
  user_id: resetHandleField,
  token: z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).max(512),
  new_password: z
    .string({ error: MESSAGES.newPasswordRequired })
    .min(1, { message: MESSAGES.newPasswordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordShort)
    .max(128, coded('accounts.password_most_128_characters', 'Password must be at most 128 characters.')),
});

// ---- Phone first (issue 32, ADR 063): SMS codes to a Ghana mobile number, stored in E.164 ----

/** A Ghana mobile number as typed, answered in E.164; landlines are refused (no SMS reaches them). */
export const mobilePhoneField = ghanaPhoneField.refine(isGhanaMobile, MESSAGES.mobilePhone);

/** POST /api/v1/phone/register: sign-up with a phone number instead of an email (the code is texted at once). */
export const phoneRegisterBodySchema = z.object({
  name: nameField,
  phone: mobilePhoneField,
  address: addressField,
  password: passwordField,
  bio: profileFields.bio,
  gender: profileFields.gender,
});
export type PhoneRegisterBody = z.input<typeof phoneRegisterBodySchema>;
export const phoneUserBodySchema = z.object({ user_id: userIdField });
export const phoneVerifyBodySchema = z.object({ user_id: userIdField, code: codeField(MESSAGES.signupCode) });
export const phoneBodySchema = z.object({ phone: mobilePhoneField });
export const phoneLoginBodySchema = z.object({ phone: mobilePhoneField, code: codeField(MESSAGES.signupCode) });
export const phoneCodeBodySchema = z.object({ code: codeField(MESSAGES.signupCode) });

export const setUserTypeBodySchema = z.object({
  user_type: z.enum(USER_TYPES, {
    error: coded('accounts.choose_one_usertypes', `Choose one of ${USER_TYPES.join(', ')}.`, { userTypes: USER_TYPES.join(', ') }),
  }),
});

// ---- Answers -------------------------------------------------------------------------------

/** What anyone may see of a person (messaging, listing sellers): never email, phone or address. */
export const publicProfileSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  business_name: z.string().nullable(),
  is_verified: z.boolean(),
  /** The person proved a mobile number by an SMS code (the 'Phone verified' badge; the number stays private). */
  phone_verified: z.boolean(),
  /** A Ghana Card and a selfie were checked (the 'ID verified' badge, ADR 069; nothing of the card is shown). */
  id_verified: z.boolean(),
  created_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in user's own profile (GET/PUT /users/me, register). */
export const privateProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  is_active: z.boolean(),
  /** Same value as user_type (the spec's profile lists both). */
  role: z.enum(USER_TYPES),
  bio: z.string().nullable(),
  business_description: z.string().nullable(),
  business_type: z.string().nullable(),
  business_registration_number: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  business_website: z.string().nullable(),
  business_address: z.string().nullable(),
  /** The number proved by SMS, in E.164 (null: none yet). */
  verified_phone: z.string().nullable(),
  updated_at: z.string(),
});
export type PrivateProfile = z.infer<typeof privateProfileSchema>;

export const loginAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds. */
  expires_in: z.number(),
  user_id: z.number(),
  user_type: z.enum(USER_TYPES),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** 403 from login when the account is not verified; detail contains 'otp' (any case: 'one-time code (OTP)'), a new code was sent. */
export const unverifiedAnswerSchema = z.object({ detail: z.string(), user_id: z.number().optional() });

export const messageAnswerSchema = z.object({ message: z.string() });
export const otpSendAnswerSchema = z.object({ message: z.string(), expires_in: z.number() });
export const otpVerifyAnswerSchema = z.object({ verified: z.literal(true), message: z.string() });
export const resetRequestAnswerSchema = z.object({ message: z.string(), user_id: z.string() });
export const verifyResetAnswerSchema = z.object({ reset_token: z.string(), expires_in: z.number(), message: z.string() });
export const imageUploadAnswerSchema = z.object({ imageUrl: z.string() });

/** A code texted: how long it lives and when another may be asked for (seconds). */
export const smsCodeSentAnswerSchema = z.object({ message: z.string(), expires_in: z.number(), resend_in: z.number() });
export type SmsCodeSent = z.infer<typeof smsCodeSentAnswerSchema>;
export const phoneRegisterAnswerSchema = smsCodeSentAnswerSchema.extend({ user_id: z.number() });
export const phoneAddAnswerSchema = smsCodeSentAnswerSchema.extend({ phone: z.string() });
export const smsOutboxMessageSchema = z.object({ to: z.string(), text: z.string(), created_at: z.string() });

/** A mail in the dev outbox: both its parts (ADR 073; `html` null for one written before) and its extra headers. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  created_at: z.string(),
});
