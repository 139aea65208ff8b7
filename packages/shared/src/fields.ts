import { z } from 'zod';
import { cleanText } from './input-text';
import { toE164Ghana } from './phone';
import { coded } from './coded';

export { toE164Ghana };

// Field schemas written once, used by the API's bodies and the web's forms.

export const emailField = z
  .string({ error: coded('accounts.email', 'Enter your email.') })
  .trim()
  .toLowerCase()
  .min(1, coded('accounts.email', 'Enter your email.'))
  .max(254, coded('accounts.email_too_long', 'Email is too long.'))
  .pipe(z.email({ error: coded('accounts.enter_valid_email_address', 'Enter a valid email address.') }));

export const ghanaPhoneField = z
  .string({ error: coded('accounts.phone', 'Enter phone number.') })
  .trim()
  .min(1, coded('accounts.phone', 'Enter phone number.'))
  .transform((value, ctx) => {
    const e164 = toE164Ghana(value);
    if (!e164) {
      ctx.addIssue({
        code: 'custom',
        message: coded('accounts.enter_valid_ghana_phone', 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).'),
      });
      return z.NEVER;
    }
    return e164;
  });

/** A positive id (a PostgreSQL integer), sent as a number or as digits: a body field or a route parameter. */
export function idField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2147483647, { error: message }),
  );
}

/** The `{id}` path parameter of a route, with the message a bad one answers. */
export function idParams(message: string) {
  return z.object({ id: idField(message) });
}

/** A text that must be given: cleaned (input-text.ts), then 1 to `max` characters; `message` when it is missing. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, coded('commerce.most_max_characters', `At most ${max} characters.`, { max })),
    );
