import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES as M } from '@dwa/shared/moderation';
import { ApiError } from '../../../../lib/http';
import { checkRule, ruleFailure } from './rule-form';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../../testing/i18n';

const t = await areaT('en', adminMessages);

describe('checkRule', () => {
  it('sends a trimmed rule', () => {
    expect(checkRule({ kind: 'word', value: '  western union ', label: ' Western Union ' })).toEqual({
      input: { kind: 'word', value: 'western union', label: 'Western Union' },
      errors: null,
    });
  });

  it('asks for the value and the label with the server’s words', () => {
    expect(checkRule({ kind: 'word', value: ' ', label: '' }).errors).toEqual({ value: M.ruleValueRequired, label: M.ruleLabelRequired });
  });

  it('refuses a pattern that does not compile or repeats a repeating group', () => {
    expect(checkRule({ kind: 'pattern', value: '(\\d+', label: 'Digits' }).errors?.value).toMatch(/^This is not a valid pattern/);
    expect(checkRule({ kind: 'pattern', value: '(a+)+', label: 'Slow' }).errors?.value).toBe(M.ruleNestedRepeat);
    expect(checkRule({ kind: 'word', value: '(a+)+', label: 'As a word' }).errors).toBeNull();
  });
});

describe('ruleFailure', () => {
  it('puts the server’s messages under their fields', () => {
    const body = { detail: [{ loc: ['body', 'label'], msg: M.ruleLabelRequired, type: 'custom' }] };
    expect(ruleFailure(t, new ApiError(422, 'x', body))).toEqual({ label: M.ruleLabelRequired });
    expect(ruleFailure(t, new ApiError(409, M.ruleDuplicate))).toEqual({ value: M.ruleDuplicate });
    expect(ruleFailure(t, new ApiError(400, M.ruleTooSlow))).toEqual({ value: M.ruleTooSlow });
    expect(ruleFailure(t, new ApiError(503, 'down')).form).toBe('Something went wrong on our side. Please try again.');
  });
});
