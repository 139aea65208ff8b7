import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE_LENGTH } from '@dwa/shared/delivery';

// The 4-digit proof-of-delivery code. It is never stored: each delivery keeps a random nonce, and the
// code is an HMAC of it under the server secret, so the table alone (a backup, a leaked dump) does not
// reveal it. The customer's view recomputes it; the courier's entry is compared in constant time.

export function newHandoverNonce(): string {
  return randomBytes(16).toString('hex');
}

export function handoverCode(secret: string, nonce: string): string {
  const digest = createHmac('sha256', secret).update(`delivery-handover:${nonce}`).digest();
  return String(digest.readUInt32BE(0) % 10 ** HANDOVER_CODE_LENGTH).padStart(HANDOVER_CODE_LENGTH, '0');
}

export function isHandoverCode(value: string): boolean {
  return new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`).test(value);
}

export function handoverMatches(secret: string, nonce: string, entered: string): boolean {
  const expected = Buffer.from(handoverCode(secret, nonce));
  const given = Buffer.from(entered);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
