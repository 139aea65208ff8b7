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
  'reason.cart': 'Sign in to add this to your cart. It will be added as soon as you have signed in.',
  'cart.added': 'Added to your cart: {quantity} × {title}',
  'otp.verifyAccount': 'Verify Your Account',
  'otp.finishSignIn': '{message} Enter it to finish signing in.',
  'otp.backToSignIn': 'Back to Sign In',
  'phone.use': 'Use phone number instead',
  'phone.useEmail': 'Use email instead',
  'phone.title': 'Sign in with your phone',
  'phone.intro': 'Enter the mobile number of your account and we will text you a 6-digit code.',
  'phone.label': 'Phone number',
  'phone.send': 'Send Code',
  'phone.sending': 'Sending...',
  'phone.failed': 'Could not send the code.',
  'phone.codeTitle': 'Enter the code',
  'phone.sentTo': 'If {phone} belongs to a Dwa account, we sent a 6-digit code to it by SMS. It expires in 10 minutes.',
  'phone.resent': 'We sent a new code by SMS.',
  'phone.back': 'Back',
});
