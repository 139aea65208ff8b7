// Ghana phone numbers, free of zod: the web formats tel: links with it without the validator
// (./fields.ts builds the phone field on it and re-exports it).

const GHANA_PHONE = /^(?:\+233|0)(\d{9})$/;

/** Normalises a Ghana number ('024 123 4567', '+233 24 123 4567') to E.164, or null when invalid. */
export function toE164Ghana(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const match = GHANA_PHONE.exec(compact);
  return match ? `+233${match[1]}` : null;
}
