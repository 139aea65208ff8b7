import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { fieldIssues } from './field-issues';

const isField = (name: unknown): name is 'rate' | 'as_of' => name === 'rate' || name === 'as_of';
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
