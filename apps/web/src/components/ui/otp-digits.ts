// The pure part of the one-time-code boxes: what a keystroke, a paste or an autofill does to the
// six digits, and which box gets the focus next.

export type OtpEdit = { digits: string[]; focus: number };

export function emptyDigits(length = 6): string[] {
  return Array.from({ length }, () => '');
}

export function codeOf(digits: readonly string[]): string {
  return digits.join('');
}

export function isComplete(digits: readonly string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

/**
 * What was typed into a box that held `previous` and now holds `raw`: typing over a digit leaves
 * both in the box ('35' or '53'), so the old one is taken out once.
 */
export function typedText(previous: string, raw: string): string {
  if (previous && raw.length > 1 && raw.includes(previous)) return raw.replace(previous, '');
  return raw;
}

/**
 * Writes the digits of `text` from box `index` on; anything else is dropped. A whole code (a paste
 * or the phone's autofill) fills every box from the first, wherever it landed.
 */
export function fillDigits(digits: readonly string[], index: number, text: string): OtpEdit {
  const clean = text.replace(/\D/g, '');
  const next = [...digits];
  const last = next.length - 1;
  if (!clean) return { digits: next, focus: index };
  const start = clean.length >= next.length ? 0 : index;
  const written = clean.slice(0, next.length - start);
  for (let offset = 0; offset < written.length; offset += 1) next[start + offset] = written.charAt(offset);
  return { digits: next, focus: Math.min(start + written.length, last) };
}

/** A box's input event: a cleared box empties that digit, anything else is typed text. */
export function changeDigit(digits: readonly string[], index: number, raw: string): OtpEdit {
  if (raw === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  return fillDigits(digits, index, typedText(digits[index] ?? '', raw));
}

/** Backspace clears the box, or, in an empty box, the one before it and moves there. */
export function eraseDigit(digits: readonly string[], index: number): OtpEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}
