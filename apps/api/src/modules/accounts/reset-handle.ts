import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// The `user_id` that request-reset-code answers (the spec's contract names it so) is this opaque
// handle, not the numeric id: an answer with a real id for known emails and nothing (or null) for
// unknown ones would tell anyone which emails have accounts. The handle is the account's id (or
// none) and the email, sealed with AES-256-GCM under a key derived from the server secret, so it
// looks the same either way and cannot be forged. verify-reset-code and reset-password take it back
// as `user_id`; an unknown email's handle simply never matches a code.

export type ResetHandle = { userId: number | null; email: string };

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`dwa-reset-handle:${secret}`).digest();
}

export function sealResetHandle(secret: string, handle: ResetHandle): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ u: handle.userId, m: handle.email }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openResetHandle(secret: string, value: string): ResetHandle | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as { u?: unknown; m?: unknown };
    if (typeof parsed.m !== 'string' || !(parsed.u === null || Number.isInteger(parsed.u))) return null;
    return { userId: parsed.u as number | null, email: parsed.m };
  } catch {
    return null;
  }
}
