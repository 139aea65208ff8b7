import { defineArea } from '../../area';

// The words signing in and signing up share (fields, the two buttons, social sign-in; ADR 046), English
// the source: a key added here goes in the eight other catalogs beside it.
export const authMessages = defineArea('auth', {
  'email': 'Email',
  'password': 'Password',
  'signIn': 'Sign In',
  'signUp': 'Sign Up',
  'social.or': 'or',
  'social.unavailable': '{provider} sign-in is not available yet',
});
