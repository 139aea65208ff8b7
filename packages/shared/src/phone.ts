// Ghana phone numbers, free of zod: the web formats tel: links with it without the validator
// (./fields.ts builds the phone field on it and re-exports it).
//
// The web checks the shape only (+233 and 9 digits, or 0 and 9 digits), keeping libphonenumber's
// metadata out of its bundle; the API installs a parser on Ghana's numbering plan
// (apps/api/src/lib/phone.ts, libphonenumber-js) with `useGhanaPhoneParser`, so every schema here
// that reads a phone number checks it against the real plan on the server, with the same messages.

/** A number as typed to E.164 (`+233241234567`), or null when it is not a Ghana number. */
export type GhanaPhoneParser = (input: string) => string | null;

const GHANA_PHONE = /^(?:\+233|0)(\d{9})$/;

/** The shape alone: '024 123 4567' and '+233 24 123 4567' are +233241234567. */
export const ghanaPhoneShape: GhanaPhoneParser = (input) => {
  const compact = input.replace(/[\s()-]/g, '');
  const match = GHANA_PHONE.exec(compact);
  return match ? `+233${match[1]}` : null;
};

let parser: GhanaPhoneParser = ghanaPhoneShape;

/** Replaces how Ghana numbers are read, for this process (the API, at start). */
export function useGhanaPhoneParser(next: GhanaPhoneParser): void {
  parser = next;
}

/** Normalises a Ghana number ('024 123 4567', '+233 24 123 4567') to E.164, or null when invalid. */
export function toE164Ghana(input: string): string | null {
  return parser(input);
}

/** Ghana's mobile ranges (02x and 05x: MTN, Telecel, AirtelTigo); SMS codes go only to these. */
const GHANA_MOBILE = /^\+233[25]\d{8}$/;

/** Whether an E.164 Ghana number is a mobile one (a code can be texted to it). */
export function isGhanaMobile(e164: string): boolean {
  return GHANA_MOBILE.test(e164);
}
