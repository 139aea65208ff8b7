export const OTP_LENGTH = 6;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The mail domain of accounts made with a phone number (ADR 063): reserved (RFC 2606), never
 * delivered, and answered as '' (no email yet) until the person gives a real address.
 */
export const PHONE_ACCOUNT_DOMAIN = 'phone.dwa.invalid';

/** Whether an account's email is a real one (not the placeholder of a phone sign-up). */
export const hasRealEmail = (email: string) => !email.endsWith(`@${PHONE_ACCOUNT_DOMAIN}`);

export const MESSAGES = {
  name: 'Enter full name.',
  email: 'Enter your email.',
  phone: 'Enter phone number.',
  address: 'Enter address.',
  passwordShort: 'Password must be at least 6 characters.',
  signupCode: 'Please enter the 6-digit code.',
  login: 'Please enter both email and password.',
  resetCode: 'Please enter 6-digit code.',
  userIdRequired: 'User ID is required',
  tokenRequired: 'Reset token is required',
  newPasswordRequired: 'New password is required',
  invalidImage: 'Please select a valid image.',
  imageTooLarge: 'Profile picture must be less than 2MB.',
  mobilePhone: 'Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.',
  userTypeChange: 'Changing user type is not allowed via API (405). Contact support or use an admin flow.',
} as const;
