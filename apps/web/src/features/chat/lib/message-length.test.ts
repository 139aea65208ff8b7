import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import { areaT } from '../../../testing/i18n';
import { MESSAGE_MAX } from '@dwa/shared/chat-constants';
import { formatFor } from '../../../lib/i18n/format';
import { COUNTER_FROM, lengthNotice, withinLimit } from './message-length';

const t = await areaT('en', chatMessages);

const en = formatFor('en-GB');

describe('the composer length counter', () => {
  it('shows nothing well under the limit, then the count from 3,500 characters', () => {
    expect(MESSAGE_MAX).toBe(4_000);
    expect(lengthNotice(t, en, 0)).toBeNull();
    expect(lengthNotice(t, en, COUNTER_FROM - 1)).toBeNull();
    expect(lengthNotice(t, en, 3_500)).toEqual({ count: '3,500 / 4,000', state: 'near', spoken: '500 characters left', hint: null });
    expect(lengthNotice(t, en, 3_612)?.count).toBe('3,612 / 4,000');
    expect(lengthNotice(t, en, 3_999)?.spoken).toBe('1 character left');
  });

  it('says so in words at the limit and past it', () => {
    expect(lengthNotice(t, en, 4_000)).toMatchObject({
      count: '4,000 / 4,000',
      state: 'limit',
      hint: 'Limit reached: a message can be at most 4,000 characters.',
    });
    const over = lengthNotice(t, en, 4_120);
    expect(over).toMatchObject({ count: '4,120 / 4,000', state: 'over' });
    expect(over?.hint).toBe('Too long: a message can be at most 4,000 characters. Remove 120 characters to send it.');
    expect(over?.spoken).toBe(over?.hint);
  });

  it("says it in the writer's language, with its plural forms", async () => {
    const ru = await areaT('ru', chatMessages);
    expect(lengthNotice(ru, formatFor('ru'), 3_999)?.spoken).toBe('Остался 1 символ');
    expect(lengthNotice(ru, formatFor('ru'), 3_998)?.spoken).toBe('Осталось 2 символа');
  });

  it('lets a message of up to 4,000 characters go, not one more', () => {
    expect(withinLimit('a'.repeat(4_000))).toBe(true);
    expect(withinLimit('a'.repeat(4_001))).toBe(false);
  });
});
