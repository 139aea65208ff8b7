import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { areaT } from '../../../testing/i18n';
import { formatCountdown, secondsLeft, spokenCountdown } from './countdown';

const t = await areaT('en', checkoutMessages);

describe('payment countdown', () => {
  const expires = '2026-05-01T10:03:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds down to the expiry, never below zero', () => {
    expect(secondsLeft(expires, at('2026-05-01T10:00:00.000Z'))).toBe(180);
    expect(secondsLeft(expires, at('2026-05-01T10:02:59.400Z'))).toBe(1);
    expect(secondsLeft(expires, at('2026-05-01T10:03:00.000Z'))).toBe(0);
    expect(secondsLeft(expires, at('2026-05-01T10:05:00.000Z'))).toBe(0);
    expect(secondsLeft('not a date', 0)).toBe(0);
  });

  it('shows minutes and seconds, and says them in words', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(spokenCountdown(t, 65)).toBe('1 minute 5 seconds');
    expect(spokenCountdown(t, 120)).toBe('2 minutes');
    expect(spokenCountdown(t, 1)).toBe('1 second');
    expect(spokenCountdown(t, 0)).toBe('0 seconds');
  });

  it("says them in the reader's language, with its plural forms", async () => {
    const ru = await areaT('ru', checkoutMessages);
    expect(spokenCountdown(ru, 65)).toBe('1 минута 5 секунд');
    expect(spokenCountdown(ru, 122)).toBe('2 минуты 2 секунды');
    const fr = await areaT('fr', checkoutMessages);
    expect(spokenCountdown(fr, 120)).toBe('2 minutes');
  });
});
