import { defineArea } from '../../area';

// Signing up (the form, the email check, the account created; ADR 046), English the source: a key
// added here goes in the eight other catalogs beside it.
export const signupMessages = defineArea('signup', {
  'signup.title': 'Create your account',
  'signup.intro': 'Buy, sell and chat with people near you.',
  'signup.name': 'Full name',
  'signup.phone': 'Phone number',
  'signup.address': 'Address',
  'signup.addressExample': 'e.g. East Legon, Accra',
  'signup.passwordHint': 'At least 6 characters.',
  'signup.confirmPassword': 'Confirm password',
  'signup.bio': 'Bio',
  'signup.terms': 'I accept the Terms and Conditions and the Privacy Policy of Dwa.',
  'signup.busy': 'Creating account...',
  'signup.failed': 'Registration failed. Please try again later.',
  'signup.haveAccount': 'Already have an account?',
  'otp.verifyEmail': 'Verify your email',
  'otp.sentTo': 'We sent a 6-digit code to {email}. It expires in 10 minutes.',
  'otp.resent': 'We sent a new code to your email.',
  'otp.backToSignup': 'Back to Signup',
  'success.title': 'Account Created Successfully!',
  'success.signedIn': 'Your email is verified and you are signed in. Complete your profile to get started.',
  'success.notSignedIn': 'Your email is verified, but we could not sign you in automatically. Please sign in to continue.',
  'success.dashboard': 'Go to Dashboard',
});
