import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../../testing/i18n';
import { highlightParts, matchedRuleText, reviewReasonLabel } from './review-reason';

const t = await areaT('en', adminMessages);

describe('highlightParts', () => {
  it('cuts the text around every match, whatever its case', () => {
    expect(highlightParts('Call 0241234567 or call 0241234567 now', '0241234567')).toEqual([
      { text: 'Call ', match: false },
      { text: '0241234567', match: true },
      { text: ' or call ', match: false },
      { text: '0241234567', match: true },
      { text: ' now', match: false },
    ]);
    expect(highlightParts('Pay by WESTERN UNION first', 'western union')).toEqual([
      { text: 'Pay by ', match: false },
      { text: 'WESTERN UNION', match: true },
      { text: ' first', match: false },
    ]);
  });

  it('keeps the text whole without a match', () => {
    expect(highlightParts('A wooden stool', null)).toEqual([{ text: 'A wooden stool', match: false }]);
    expect(highlightParts('A wooden stool', '  ')).toEqual([{ text: 'A wooden stool', match: false }]);
    expect(highlightParts('A wooden stool', 'chair')).toEqual([{ text: 'A wooden stool', match: false }]);
    expect(highlightParts('stool', 'stool')).toEqual([{ text: 'stool', match: true }]);
  });
});

describe('why a listing waits', () => {
  it('names the reason and the rule that matched', () => {
    expect(reviewReasonLabel(t, 'content_rule')).toBe('Matched a content rule');
    expect(reviewReasonLabel(t, 'reports')).toBe('Reported by buyers');
    expect(reviewReasonLabel(t, null)).toBe('Waiting for review');
    expect(matchedRuleText(t, { id: 1, kind: 'pattern', label: 'Phone number', match: '0241234567' })).toBe(
      'Pattern rule “Phone number” matched “0241234567”',
    );
  });
});
