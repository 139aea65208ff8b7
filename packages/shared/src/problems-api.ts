import { problemFinder } from './problems';

// The refusals only the API writes (ADR 080): the sentences of `apps/api` that are not this
// package's, each with its own stable code, as PROBLEMS (./problems.ts) holds the shared ones. The
// API finds a sentence's code here when the shared table has none (apps/api/src/lib/problem.ts); the
// web's catalogs translate these codes as they do the shared ones. They live in this package so that
// the web's catalogs can be held to them (lib/i18n/problem-text.test.ts); the browser never loads
// them. apps/api/src/lib/problem-codes.test.ts reads the API's source and refuses a 4xx sentence
// with no code, and an entry here that the source no longer writes. A code never changes once
// published; a reworded sentence rewords its entry.

export const API_PROBLEMS = {
  // app.ts, plugins/errors.ts, plugins/security.ts, lib/errors.ts, lib/multipart-form.ts: the router's, parser's and rate limit's refusals
  'request.address_too_long': 'The address is too long.',
  'request.address_invalid': 'The address is not valid.',
  'request.route_not_found': 'Not Found',
  'request.not_found': 'Not found',
  'request.invalid_json': 'The request body is not valid JSON.',
  'request.empty_json': 'The request body is empty but its content type is JSON.',
  'request.body_too_large': 'The request body is too large.',
  'request.unsupported_media_type': 'Unsupported content type.',
  'request.invalid_content_length': 'Invalid content length.',
  'request.multipart_required': 'This request must be sent as multipart/form-data.',
  'request.file_too_large': 'The file is too large.',
  'request.too_many_files': 'Too many files.',
  'request.too_many_fields': 'Too many form fields.',
  'request.malformed_form': 'Malformed form data.',
  'request.invalid': 'Invalid request.',
  'request.too_many_requests': 'Too many requests. Please try again later.',
  'request.field_too_long': 'This field is too long.',
  // plugins/auth.ts
  'auth.required': 'Authentication required',
  'auth.invalid_header': 'Invalid authorization header',
  'auth.session_expired': 'Your session has expired. Please log in again.',
  'auth.forbidden': 'You do not have permission to do this.',
  // plugins/realtime-protocol.ts, modules/health
  'realtime.websocket_required': 'Connect with a WebSocket (docs/realtime.md).',
  'metrics.token_required': 'A valid metrics token is required.',
  'request.rate_limited': 'Too many requests. Please try again in {seconds} seconds.',
  // lib/password.ts
  'accounts.sign_in_busy':
    'Too many people are signing in right now. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  // modules/accounts
  'accounts.email_taken': 'An account with this email already exists. Sign in or use another email.',
  'accounts.wrong_credentials': 'Incorrect email or password.',
  'accounts.disabled': 'This account has been disabled. Contact support.',
  'accounts.already_verified': 'This account is already verified. Please sign in.',
  'accounts.unverified': 'Account not verified. We sent a new one-time code (OTP) to your email.',
  'accounts.unverified_code_waiting': 'Account not verified. Enter the one-time code (OTP) we sent to your email.',
  'accounts.register_rate': 'Too many sign-ups from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.otp_send_rate': 'Too many codes requested. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.login_ip_rate':
    'Too many sign-in attempts from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.login_failures_rate':
    'Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}} or reset your password.',
  'accounts.reset_rate': 'Too many password reset attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.sms_cooldown': 'Please wait {minutes, plural, one {# minute} other {# minutes}} before asking for another code.',
  'accounts.sms_number_rate':
    'Too many codes sent to this number. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.sms_ip_rate':
    'Too many codes requested from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.sms_verify_rate':
    'Too many sign-in attempts for this number. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'accounts.code_invalid': 'Invalid code. Please try again.',
  'accounts.code_expired': 'This code has expired. Request a new code.',
  'accounts.code_attempts': 'Too many wrong attempts. Request a new code.',
  'accounts.reset_token_invalid': 'This reset token is invalid, expired or already used. Request a new code.',
  'accounts.no_phone': 'This account was not made with a phone number.',
  'accounts.phone_verified_here': 'This number is already verified on your account.',
  'accounts.phone_taken': 'This number is already verified on another Dwa account. Sign in with it, or use another number.',
  // modules/listings
  'listings.sellers_only': "Only user type 'sellers' can post listings.",
  'listings.awaiting_review': 'This listing is waiting for review by a moderator. It goes live once approved.',
  'listings.held_by_moderator': 'This listing was deactivated by a moderator and cannot be reactivated. Please contact support.',
  'listings.status_move': 'A listing cannot go from {from} to {to}.',
  'listings.no_photos_to_repost': 'This listing has no photos left to repost.',
  // modules/seo
  'seo.no_photo': 'This listing has no photo.',
  'seo.no_sitemap_page': 'No such sitemap page.',
  // modules/chat
  'chat.one_image': 'Send one image per message.',
  // modules/orders, modules/promos, modules/payments, modules/payouts
  'orders.unknown_tab': 'Unknown tab. Tabs: {tabs}.',
  'orders.checkout_rate': 'Too many orders. Try again in {minutes} minutes.',
  'promos.already_used': 'This promo was already used {usesCount} times.',
  'payments.invalid_signature': 'Invalid signature.',
  'payouts.method_rate': 'Too many tries. Please try again in {minutes} minutes.',
  'payouts.sandbox_not_sent': 'The sandbox has not sent this payout (it is held, or was sent by another process).',
  // modules/delivery
  'delivery.chat_read_parties': 'Only the customer and the courier can read this chat.',
  'delivery.chat_write_parties': 'Only the customer and the courier can write in this chat.',
  'delivery.report_parties': 'Only the customer and the courier can report an issue.',
  'delivery.cancel_customer': 'Only the customer can cancel this delivery.',
  'delivery.unlock_admin': 'Only admins can unlock a delivery.',
  'delivery.shop_order': 'This delivery carries a shop order. Contact the seller or support to change it.',
  'delivery.wrong_code': 'Wrong handover code. {left, plural, one {# try} other {# tries}} left.',
  // modules/rides
  'rides.wrong_code': 'Wrong trip code. {left, plural, one {# try} other {# tries}} left.',
  'rides.chat_read_parties': 'Only the rider and the driver can read this chat.',
  'rides.chat_write_parties': 'Only the rider and the driver can write in this chat.',
  'rides.rate_parties': 'Only the rider and the driver can rate this ride.',
  // modules/saved-searches, modules/verification
  'saved-searches.unsubscribe_invalid': 'This unsubscribe link is not valid.',
  'saved-searches.gone': 'This saved search no longer exists.',
  'verification.sellers_only': 'Only sellers can verify their identity.',
} as const;

export type ApiProblemCode = keyof typeof API_PROBLEMS;

/** The code and params of a sentence only the API writes, or null. */
export const apiProblemOf = problemFinder(API_PROBLEMS);
