import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { fieldIssues, fieldsFailure, oneOf } from './field-issues';

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

describe('fieldsFailure', () => {
  it("is a form's failure: the fields' messages under them, the others one a line above the button", () => {
    const error = unprocessable([
      { loc: ['body', 'as_of'], msg: 'Enter a date.', type: 'custom' },
      { loc: ['body', 'note'], msg: 'Not a field of this form.', type: 'custom' },
      { loc: ['query', 'rate'], msg: 'A query parameter.', type: 'custom' },
    ]);
    expect(fieldsFailure(error, isField)).toEqual({
      kind: 'fields',
      fields: { as_of: 'Enter a date.' },
      message: 'Not a field of this form.\nA query parameter.',
    });
  });

  it('has no message above the button when every issue is a field, and is null for anything but a 422', () => {
    const error = unprocessable([{ loc: ['body', 'rate'], msg: 'Enter a rate above 0.', type: 'too_small' }]);
    expect(fieldsFailure(error, isField)).toEqual({ kind: 'fields', fields: { rate: 'Enter a rate above 0.' }, message: null });
    expect(fieldsFailure(new ApiError(409, 'Taken', { detail: 'Taken' }), isField)).toBeNull();
  });
});

describe('oneOf', () => {
  it('knows only the names it was given, and only as strings', () => {
    expect([isField('rate'), isField('as_of'), isField('note'), isField(undefined), isField(0)]).toEqual([true, true, false, false, false]);
  });
});
