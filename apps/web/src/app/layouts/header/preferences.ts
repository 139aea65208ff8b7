// Local-only preferences of the storefront header. The language is lib/i18n's (a cookie the server
// reads too); the currency is lib/currency's (the estimates beside prices read it).

export const NOTIFICATIONS_KEY = 'notifications_enabled';
export const THEME_NOTICE_KEY = 'theme_notice_dismissed';
