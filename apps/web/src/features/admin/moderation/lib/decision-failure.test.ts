import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/http';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../../testing/i18n';
import { decisionFailure, isStale } from './decision-failure';
import { removeFromPages } from './remove-from-pages';
import { rejectReasonError } from './reject-reason';

const t = await areaT('en', adminMessages);

describe('decisionFailure', () => {
  it('puts the server’s words about the field under it, and the rest above the buttons', () => {
    const body = {
      detail: [
        { loc: ['body', 'reason'], msg: 'Give the seller a reason.', type: 'custom' },
        { loc: ['body', 'status'], msg: 'Bad status.', type: 'x' },
      ],
    };
    expect(decisionFailure(t, new ApiError(422, 'x', body), 'reason')).toEqual({ field: 'Give the seller a reason.', form: 'Bad status.' });
  });

  it('reads a plain 400 as about the field when asked to', () => {
    expect(decisionFailure(t, new ApiError(400, 'Give the seller a reason.'), 'reason', { plainIsField: true })).toEqual({
      field: 'Give the seller a reason.',
      form: null,
    });
    expect(decisionFailure(t, new ApiError(400, 'Bad.'), 'reason')).toEqual({ field: null, form: 'Bad.' });
  });

  it('says a conflict or a failure in one message', () => {
    expect(decisionFailure(t, new ApiError(409, 'This listing was already decided.'), 'reason')).toEqual({
      field: null,
      form: 'This listing was already decided.',
    });
    expect(decisionFailure(t, new ApiError(500, 'boom'), 'reason').form).toBe('Something went wrong on our side. Please try again.');
    expect(decisionFailure(t, new Error('x'), 'reason').form).toBe('Could not save the decision. Please try again.');
    expect(isStale(new ApiError(409, 'x'))).toBe(true);
    expect(isStale(new ApiError(422, 'x'))).toBe(false);
  });
});

describe('rejectReasonError', () => {
  it('asks for 3 to 500 characters once trimmed', () => {
    expect(rejectReasonError('  no ')).toBe('Give the seller a reason.');
    expect(rejectReasonError('Phone numbers are not allowed in the description.')).toBeNull();
    expect(rejectReasonError('x'.repeat(501))).toBe('The reason must be at most 500 characters.');
  });
});

describe('removeFromPages', () => {
  it('drops the decided item from whichever page holds it', () => {
    const data = {
      pageParams: ['', 'c1'],
      pages: [
        { results: [{ id: 1 }, { id: 2 }], next_cursor: 'c1' },
        { results: [{ id: 3 }], next_cursor: null },
      ],
    };
    expect(removeFromPages(data, (item) => item.id === 2)?.pages.map((page) => page.results.map((item) => item.id))).toEqual([[1], [3]]);
    expect(removeFromPages(undefined, () => true)).toBeUndefined();
  });
});
