import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addressField, nameField, passwordField, profileFields, registerBodySchema } from '@dwa/shared/accounts';
import type { RegisterBody } from '@dwa/shared/accounts';
import { emailField } from '@dwa/shared/fields';

// The sign-up form is checked in the spec's order (section 5) and shows one message at a time: the
// first field that fails. Each field uses the shared schema the API validates the body with.

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

export function firstSignupError(values: SignupValues): { field: keyof SignupValues; message: string } | null {
  for (const [field, check] of CHECKS) {
    const message = check(values);
    if (message) return { field, message };
  }
  return null;
}

export const signupResolver: Resolver<SignupValues> = async (values) => {
  const error = firstSignupError(values);
  if (!error) return { values, errors: {} };
  const fieldError: FieldError = { type: 'validate', message: error.message };
  return { values: {}, errors: { [error.field]: fieldError } };
};

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
