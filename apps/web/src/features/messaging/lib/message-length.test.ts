import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@dwa/shared/chat-constants';
import { COUNTER_FROM, lengthNotice, withinLimit } from './message-length';

describe('the composer length counter', () => {
  it('shows nothing well under the limit, then the count from 3,500 characters', () => {
    expect(MESSAGE_MAX).toBe(4_000);
    expect(lengthNotice(0)).toBeNull();
    expect(lengthNotice(COUNTER_FROM - 1)).toBeNull();
    expect(lengthNotice(3_500)).toEqual({ count: '3,500 / 4,000', state: 'near', spoken: '500 characters left', hint: null });
    expect(lengthNotice(3_612)?.count).toBe('3,612 / 4,000');
    expect(lengthNotice(3_999)?.spoken).toBe('1 character left');
  });

  it('says so in words at the limit and past it', () => {
    expect(lengthNotice(4_000)).toMatchObject({ count: '4,000 / 4,000', state: 'limit', hint: 'Limit reached: a message can be at most 4,000 characters.' });
    const over = lengthNotice(4_120);
    expect(over).toMatchObject({ count: '4,120 / 4,000', state: 'over' });
    expect(over?.hint).toBe('Too long: a message can be at most 4,000 characters. Remove 120 characters to send it.');
    expect(over?.spoken).toBe(over?.hint);
  });

  it('lets a message of up to 4,000 characters go, not one more', () => {
    expect(withinLimit('a'.repeat(4_000))).toBe(true);
    expect(withinLimit('a'.repeat(4_001))).toBe(false);
  });
});
