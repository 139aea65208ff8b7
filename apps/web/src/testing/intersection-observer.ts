import { vi } from 'vitest';

/** What a test says the browser saw: whether the part watched is on the screen. */
export type Seen = (entries: { isIntersecting: boolean }[]) => void;

/**
 * Puts an IntersectionObserver on globalThis (jsdom has none) whose reports the test makes. The
 * caller puts the global back as it found it (test files share a worker: ADR 078).
 */
export function stubIntersectionObserver(): { report: Seen; disconnect: ReturnType<typeof vi.fn> } {
  let callback: Seen = () => undefined;
  const disconnect = vi.fn();
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      constructor(seen: Seen) {
        callback = seen;
      }
      observe() {}
      disconnect = disconnect;
    },
  });
  return { report: (entries) => callback(entries), disconnect };
}
