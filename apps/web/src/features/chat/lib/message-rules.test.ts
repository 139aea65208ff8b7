import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import { areaT } from '../../../testing/i18n';
import { isLongMessage } from '@dwa/shared/chat';
import { QUICK_REPLIES_ALWAYS, filterMessages, groupByDay, lastSeenText, linkParts, listingEnquiry, quickReplies } from './message-rules';
import { aMessage } from '../../../testing/chat';
import { formatFor } from '../../../lib/i18n/format';

const t = await areaT('en', chatMessages);

const en = formatFor('en-GB');

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('groupByDay', () => {
  const now = new Date(2026, 2, 10, 15, 0);

  it('puts messages under Today, Yesterday or their date, keeping their order', () => {
    const messages = [
      aMessage({ id: 1, created_at: local(2026, 3, 1, 9) }),
      aMessage({ id: 2, created_at: local(2026, 3, 1, 18) }),
      aMessage({ id: 3, created_at: local(2026, 3, 9, 23, 59) }),
      aMessage({ id: 4, created_at: local(2026, 3, 10, 0, 1) }),
      aMessage({ id: 5, created_at: local(2026, 3, 10, 14) }),
    ];
    const groups = groupByDay(en, messages, now);
    expect(groups.map((group) => group.label)).toEqual(['Sun, 1 Mar 2026', 'Yesterday', 'Today']);
    expect(groups.map((group) => group.messages.map((message) => message.id))).toEqual([[1, 2], [3], [4, 5]]);
  });

  it('has no groups without messages, and an unlabeled one for a missing date', () => {
    expect(groupByDay(en, [], now)).toEqual([]);
    expect(groupByDay(en, [aMessage({ created_at: 'not a date' })], now)[0]?.label).toBe('');
  });
});

describe('long messages', () => {
  it('are over 120 characters or contain a link', () => {
    expect(isLongMessage('a'.repeat(120))).toBe(false);
    expect(isLongMessage('a'.repeat(121))).toBe(true);
    expect(isLongMessage('see https://dwa.gh/listing/4')).toBe(true);
    expect(isLongMessage('see www.dwa.gh')).toBe(true);
    expect(isLongMessage('Is it still available?')).toBe(false);
  });

  it('split into text and links, trailing punctuation left as text', () => {
    expect(linkParts('Look: https://dwa.gh/a, or www.x.com.')).toEqual([
      { text: 'Look: ', href: null },
      { text: 'https://dwa.gh/a', href: 'https://dwa.gh/a' },
      { text: ', or ', href: null },
      { text: 'www.x.com', href: 'https://www.x.com' },
      { text: '.', href: null },
    ]);
    expect(linkParts('no links')).toEqual([{ text: 'no links', href: null }]);
  });
});

describe('quick replies', () => {
  it('always has the three, plus the listing or the general extras', () => {
    expect(quickReplies(true).slice(0, 3)).toEqual(QUICK_REPLIES_ALWAYS);
    expect(QUICK_REPLIES_ALWAYS).toEqual(['👍 Thanks!', '✅ Sounds good', '❓ Can you clarify?']);
    expect(quickReplies(true)).toHaveLength(7);
    expect(quickReplies(true).join(' ')).toMatch(/price.*meet.*When works.*take it/is);
    expect(quickReplies(false).join(' ')).toMatch(/Let's talk.*When works.*great day/is);
  });
});

describe('in-chat search', () => {
  it('matches text case-insensitively; a blank search keeps everything', () => {
    const messages = [aMessage({ id: 1, content: 'Is the PRICE firm?' }), aMessage({ id: 2, content: 'Tomorrow' })];
    expect(filterMessages(messages, 'price').map((message) => message.id)).toEqual([1]);
    expect(filterMessages(messages, '  ')).toHaveLength(2);
  });
});

describe('lastSeenText', () => {
  const now = new Date(2026, 2, 10, 15, 0);
  it('says when the other person was last seen', () => {
    expect(lastSeenText(t, en, null, now)).toBeNull();
    expect(lastSeenText(t, en, new Date(2026, 2, 10, 14, 59, 40).toISOString(), now)).toBe('Last seen just now');
    expect(lastSeenText(t, en, new Date(2026, 2, 10, 14, 50).toISOString(), now)).toBe('Last seen 10 min ago');
    expect(lastSeenText(t, en, new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('Last seen today at 09:05');
    expect(lastSeenText(t, en, new Date(2026, 2, 9, 20, 0).toISOString(), now)).toBe('Last seen yesterday at 20:00');
    expect(lastSeenText(t, en, new Date(2026, 1, 2).toISOString(), now)).toBe('Last seen 2 Feb');
  });
});

describe('the first line a chat about a listing offers', () => {
  it('names the listing, shortened past 60 characters', () => {
    expect(listingEnquiry('Blue bicycle')).toBe('Hi! I\'m interested in your listing "Blue bicycle". Is it still available?');
    expect(listingEnquiry('A'.repeat(70))).toBe(`Hi! I'm interested in your listing "${'A'.repeat(60)}...". Is it still available?`);
  });
});
