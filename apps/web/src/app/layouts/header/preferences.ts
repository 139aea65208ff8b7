// Local-only preferences of the storefront header (the spec's language picker only changes a label).

export const LANGUAGES = ['English', 'Spanish', 'German', 'Japanese', 'French'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'language';

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
