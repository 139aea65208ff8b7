import { defineArea } from '../../area';

// Signing in (the form, the account check by code; ADR 046), English the source: a key added here goes
// in the eight other catalogs beside it.
export const signinMessages = defineArea('signin', {
  'signin.intro': 'Welcome back! Sign in to buy, sell and chat.',
  'signin.remember': 'Remember me',
  'signin.forgot': 'Forgot Password?',
  'signin.busy': 'Signing in...',
  'signin.failed': 'Login failed.',
  'signin.new': 'New to Dwa?',
  'otp.verifyAccount': 'Verify Your Account',
  'otp.finishSignIn': '{message} Enter it to finish signing in.',
  'otp.backToSignIn': 'Back to Sign In',
});
