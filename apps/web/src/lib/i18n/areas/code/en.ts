import { defineArea } from '../../area';

// The code step's words (verify, resend and its countdown, a missing or wrong code; ADR 046), English
// the source: a key added here goes in the eight other catalogs beside it.
export const codeMessages = defineArea('code', {
  'otp.missing': 'Please enter the 6-digit code.',
  'otp.invalid': 'Invalid code. Please try again.',
  'otp.sendFailed': 'Failed to send OTP',
  'otp.verify': 'Verify',
  'otp.verifying': 'Verifying...',
  'otp.sending': 'Sending...',
  'otp.resendIn': 'Resend code in {seconds}s',
  'otp.resend': 'Resend code',
});
