import { coded } from './coded';
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
  name: coded('accounts.name', 'Enter full name.'),
  email: coded('accounts.email', 'Enter your email.'),
  phone: coded('accounts.phone', 'Enter phone number.'),
  address: coded('accounts.address', 'Enter address.'),
  passwordShort: coded('accounts.password_short', 'Password must be at least 6 characters.'),
  signupCode: coded('accounts.signup_code', 'Please enter the 6-digit code.'),
  login: coded('accounts.login', 'Please enter both email and password.'),
  resetCode: coded('accounts.reset_code', 'Please enter 6-digit code.'),
  userIdRequired: coded('accounts.user_id_required', 'User ID is required'),
  tokenRequired: coded('accounts.reset_token_required', 'Reset token is required'),
  newPasswordRequired: coded('accounts.new_password_required', 'New password is required'),
  invalidImage: coded('accounts.invalid_image', 'Please select a valid image.'),
  imageTooLarge: coded('accounts.image_too_large', 'Profile picture must be less than 2MB.'),
  mobilePhone: coded('accounts.mobile_phone', 'Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.'),
  userTypeChange: coded(
    'accounts.user_type_change',
    'Changing user type is not allowed via API (405). Contact support or use an admin flow.',
  ),
} as const;
