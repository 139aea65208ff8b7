import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useGhanaPhoneParser } from '@dwa/shared/phone';

// Ghana phone numbers on the server, through libphonenumber-js and its small ('min') metadata:
// a number is one of Ghana's when it parses as GH and fits the numbering plan (a mobile network's
// or a region's prefix, nine digits after the 0), not merely any nine digits. Installed once for the
// process (the shared schemas then use it: packages/shared/src/phone.ts), with the spec's messages.

/** Digits, spaces, + ( ) . - only: nothing is picked out of surrounding text. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** A Ghana number as typed ('024 123 4567', '+233 24 123 4567', '00233 24 123 4567') in E.164, or null. */
export function parseGhanaPhone(input: string): string | null {
  const value = input.trim();
  if (value.length > 32 || !PHONE_CHARACTERS.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, { defaultCountry: 'GH', extract: false });
  if (!phone || phone.country !== 'GH' || !phone.isValid() || phone.ext) return null;
  return phone.number;
}

/** How a Ghana number is written for people: '024 123 4567'. */
export function formatGhanaPhone(e164: string): string | null {
  const phone = parsePhoneNumberFromString(e164, { defaultCountry: 'GH', extract: false });
  return phone?.country === 'GH' && phone.isValid() ? phone.formatNational() : null;
}

let installed = false;

/** The shared schemas read phone numbers with libphonenumber-js from now on (idempotent). */
export function installGhanaPhoneParser(): void {
  if (installed) return;
  useGhanaPhoneParser(parseGhanaPhone);
  installed = true;
}
