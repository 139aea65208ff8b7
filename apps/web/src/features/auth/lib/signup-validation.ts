import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addressField, mobilePhoneField, nameField, passwordField, profileFields, registerBodySchema } from '@dwa/shared/accounts';
import type { PhoneRegisterBody, RegisterBody } from '@dwa/shared/accounts';
import { emailField } from '@dwa/shared/fields';

// The sign-up form is checked in the spec's order (section 5) and shows one message at a time: the
// first field that fails. Each field uses the shared schema the API validates the body with.
// The phone path (issue 32) has no email, and its phone must be a mobile number (the code comes by SMS).

/** How the person signs up: with an email (the spec's form) or with a phone number instead. */
export type SignupMode = 'email' | 'phone';

export type SignupValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  bio: string;
  gender: string;
};

export const SIGNUP_DEFAULTS: SignupValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
  terms: false,
  bio: '',
  gender: '',
};

export const PASSWORDS_DIFFER = 'Passwords do not match.';
export const TERMS_REQUIRED = 'You must accept the Terms and Conditions.';

function issue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check this field.');
}

type Check = [keyof SignupValues, (values: SignupValues) => string | null];

const CHECKS: Check[] = [
  ['name', (values) => issue(nameField, values.name)],
  ['email', (values) => issue(emailField, values.email)],
  ['phone', (values) => issue(registerBodySchema.shape.phone, values.phone)],
  ['address', (values) => issue(addressField, values.address)],
  ['password', (values) => issue(passwordField, values.password)],
  ['confirmPassword', (values) => (values.confirmPassword === values.password ? null : PASSWORDS_DIFFER)],
  ['terms', (values) => (values.terms ? null : TERMS_REQUIRED)],
  ['bio', (values) => issue(profileFields.bio, values.bio)],
  ['gender', (values) => issue(profileFields.gender, values.gender)],
];

const PHONE_CHECKS: Check[] = CHECKS.filter(([field]) => field !== 'email').map(([field, check]) =>
  field === 'phone' ? [field, (values) => issue(mobilePhoneField, values.phone)] : [field, check],
);

export function firstSignupError(values: SignupValues, mode: SignupMode = 'email'): { field: keyof SignupValues; message: string } | null {
  for (const [field, check] of mode === 'phone' ? PHONE_CHECKS : CHECKS) {
    const message = check(values);
    if (message) return { field, message };
  }
  return null;
}

export function signupResolverFor(mode: SignupMode): Resolver<SignupValues> {
  return async (values) => {
    const error = firstSignupError(values, mode);
    if (!error) return { values, errors: {} };
    const fieldError: FieldError = { type: 'validate', message: error.message };
    return { values: {}, errors: { [error.field]: fieldError } };
  };
}

/** The register body: a CUSTOMER always (spec section 4); empty optional fields are left out. */
export function toRegisterBody(values: SignupValues): RegisterBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    password: values.password,
    user_type: 'CUSTOMER',
    ...(values.bio.trim() ? { bio: values.bio.trim() } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
  };
}

/** The phone sign-up body: the same form without the email. */
export function toPhoneRegisterBody(values: SignupValues): PhoneRegisterBody {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    password: values.password,
    ...(values.bio.trim() ? { bio: values.bio.trim() } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
  };
}
