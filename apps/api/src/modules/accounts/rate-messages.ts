// The 429s of signing up, signing in and sending codes, by the minutes to wait (at least 1): one
// function each, shared by the email and phone flows. Their codes are in @dwa/shared/problems-api
// (ADR 080), which lib/problem-codes.test.ts reads them against.

export const ACCOUNT_RATE_MESSAGES = {
  registerIp: (minutes: number) => `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  otpSend: (minutes: number) => `Too many codes requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  loginIp: (minutes: number) =>
    `Too many sign-in attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  loginFailures: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
  resetRequest: (minutes: number) => `Too many password reset attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  smsCooldown: (minutes: number) => `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before asking for another code.`,
  smsNumber: (minutes: number) => `Too many codes sent to this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  smsIp: (minutes: number) =>
    `Too many codes requested from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  smsVerify: (minutes: number) =>
    `Too many sign-in attempts for this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
