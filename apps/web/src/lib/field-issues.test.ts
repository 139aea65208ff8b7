import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { fieldIssues, oneOf } from './field-issues';

const isField = oneOf(['rate', 'as_of'] as const);
const unprocessable = (detail: unknown) => new ApiError(422, 'Validation failed', { detail });

describe('fieldIssues', () => {
  it("puts each body field's first message under it and the rest aside", () => {
    const error = unprocessable([
      { loc: ['body', 'rate'], msg: 'Enter a rate above 0.', type: 'too_small' },
      { loc: ['body', 'rate'], msg: 'A second message about the rate.', type: 'custom' },
      { loc: ['body', 'note'], msg: 'Not a field of this form.', type: 'custom' },
      { loc: ['query', 'as_of'], msg: 'A query parameter, not the field.', type: 'custom' },
    ]);
    expect(fieldIssues(error, isField)).toEqual({
      fields: { rate: 'Enter a rate above 0.' },
      others: ['Not a field of this form.', 'A query parameter, not the field.'],
    });
  });

  it('is null for anything but a 422 with a list of issues', () => {
    expect(fieldIssues(new ApiError(409, 'Taken', { detail: 'Taken' }), isField)).toBeNull();
    expect(fieldIssues(unprocessable('One message'), isField)).toBeNull();
    expect(fieldIssues(new Error('offline'), isField)).toBeNull();
  });
});

describe('oneOf', () => {
  it('knows only the names it was given, and only as strings', () => {
    expect([isField('rate'), isField('as_of'), isField('note'), isField(undefined), isField(0)]).toEqual([true, true, false, false, false]);
  });
});
