import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { describeEditFailure, describePostFailure, detailSentence, fieldIssues } from './failure-messages';
import { FormRequestError } from '../../../lib/send-form';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';
import { areaT } from '../../../testing/i18n';
import type { PostingT } from './failure-messages';

let t: PostingT;
beforeAll(async () => {
  t = await areaT('en', postingMessages);
});

describe('describePostFailure (the spec catalogue)', () => {
  it('sends a 401 back to sign in', () => {
    expect(describePostFailure(t, new ApiError(401, 'Your session has expired. Please log in again.'))).toEqual({
      kind: 'sign-in',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it("offers the become-a-seller dialog on a 403 about 'sellers'", () => {
    expect(describePostFailure(t, new ApiError(403, "Only user type 'sellers' can post listings."))).toEqual({ kind: 'become-seller' });
  });

  it('explains any other 403', () => {
    expect(describePostFailure(t, new ApiError(403, 'Forbidden'))).toEqual({
      kind: 'error',
      message: "You don't have permission to post listings. Please check your account status or contact support.",
    });
  });

  it('quotes the detail of other failures, once punctuated', () => {
    expect(describePostFailure(t, new ApiError(422, 'Maximum 5 images allowed.'))).toEqual({
      kind: 'error',
      message: 'Failed to submit listing: Maximum 5 images allowed. Please try again.',
    });
    expect(describePostFailure(t, new ApiError(422, 'Title is required.\nPrice is required.'))).toEqual({
      kind: 'error',
      message: 'Failed to submit listing: Title is required; Price is required. Please try again.',
    });
  });

  it('has its own words for a network failure', () => {
    expect(describePostFailure(t, new ApiError(0, 'offline'))).toEqual({
      kind: 'error',
      message: 'Failed to submit listing. Please try again.',
    });
    expect(describePostFailure(t, new TypeError('boom'))).toEqual({
      kind: 'error',
      message: 'Failed to submit listing. Please try again.',
    });
  });
});

describe('describeEditFailure', () => {
  it("reads 'status statusText', then what the server said", () => {
    expect(describeEditFailure(t, new FormRequestError(500, 'Internal Server Error', 'Internal Server Error', null))).toBe(
      'Failed to update listing: 500 Internal Server Error',
    );
    expect(describeEditFailure(t, new ApiError(403, 'You can only change your own listings.'))).toBe(
      'Failed to update listing: 403 Forbidden. You can only change your own listings.',
    );
  });

  it('falls back to the generic message when nothing answered', () => {
    expect(describeEditFailure(t, new ApiError(0, 'offline'))).toBe('Failed to update listing. Please try again.');
    expect(describeEditFailure(t, new Error('x'))).toBe('Failed to update listing. Please try again.');
  });
});

describe('in another language', () => {
  it('words the failures in it, quoting the server as it said it', async () => {
    const fr = await areaT('fr', postingMessages);
    expect(describePostFailure(fr, new ApiError(422, 'Maximum 5 images allowed.'))).toEqual({
      kind: 'error',
      message: 'L’envoi de l’annonce a échoué : Maximum 5 images allowed. Veuillez réessayer.',
    });
    expect(describeEditFailure(fr, new ApiError(403, 'You can only change your own listings.'))).toBe(
      'La mise à jour de l’annonce a échoué : 403 Forbidden. You can only change your own listings.',
    );
  });
});

describe('fieldIssues', () => {
  it('takes the field names out of a 422 body', () => {
    const body = {
      detail: [
        { loc: ['body', 'price'], msg: 'Price must be greater than 0.', type: 'custom' },
        { loc: ['body'], msg: 'x' },
      ],
    };
    expect(fieldIssues(new ApiError(422, 'x', body))).toEqual([{ field: 'price', message: 'Price must be greater than 0.' }]);
    expect(fieldIssues(new ApiError(400, 'x', body))).toEqual([]);
  });

  it('joins detail lines into one sentence', () => {
    expect(detailSentence('One.\nTwo..\n\n')).toBe('One; Two');
  });
});
