// One Idempotency-Key per checkout attempt. Sending the same order again because no answer came
// (the network dropped, the server failed midway, a double tap) reuses the key, so the server
// answers the orders the first request made instead of making a second set. Once the server has
// answered (placed, or refused), the next submission is a new attempt with a new key.

/** A random key the server accepts (8-100 letters, digits, - or _), also where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type IdempotencyKeys = {
  /** The key to send `body` with: the unanswered attempt's when it is the same body, else a new one. */
  keyFor(body: unknown): string;
  /** The server answered this attempt: the next one gets a new key. */
  answered(): void;
};

export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let pending: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (pending?.body !== text) pending = { key: newKey(), body: text };
      return pending.key;
    },
    answered() {
      pending = null;
    },
  };
}
