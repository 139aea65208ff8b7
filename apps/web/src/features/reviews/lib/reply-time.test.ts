import { describe, expect, it } from 'vitest';
import { replyTime } from './reply-time';

describe('replyTime', () => {
  it('says minutes under an hour (at least one), hours under two days, then days', () => {
    expect(replyTime(0)).toEqual({ key: 'seller.replyMinutes', count: 1 });
    expect(replyTime(59)).toEqual({ key: 'seller.replyMinutes', count: 59 });
    expect(replyTime(60)).toEqual({ key: 'seller.replyHours', count: 1 });
    expect(replyTime(150)).toEqual({ key: 'seller.replyHours', count: 3 });
    expect(replyTime(47 * 60)).toEqual({ key: 'seller.replyHours', count: 47 });
    expect(replyTime(48 * 60)).toEqual({ key: 'seller.replyDays', count: 2 });
    expect(replyTime(80 * 60)).toEqual({ key: 'seller.replyDays', count: 3 });
  });
});
