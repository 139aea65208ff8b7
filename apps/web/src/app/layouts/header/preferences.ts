// Local-only preferences of the storefront header. The language is lib/i18n's (a cookie the server reads too).

export const CURRENCIES = [
  { code: 'GHS', label: 'GHS (GH₵)' },
  { code: 'USD', label: 'USD ($)' },
  { code: 'EUR', label: 'EUR (€)' },
  { code: 'GBP', label: 'GBP (£)' },
  { code: 'NGN', label: 'NGN (₦)' },
  { code: 'XOF', label: 'XOF (CFA)' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code);
export const CURRENCY_KEY = 'currency';

export const NOTIFICATIONS_KEY = 'notifications_enabled';
export const THEME_NOTICE_KEY = 'theme_notice_dismissed';
