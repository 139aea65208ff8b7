import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { apiErrorText, registrationErrorText, resetErrorText } from './error-text';

const list = (...issues: [string[], string][]) =>
  new ApiError(422, 'x', { detail: issues.map(([loc, msg]) => ({ loc: ['body', ...loc], msg, type: 'custom' })) });

describe('account error texts', () => {
  it('shows the password messages of a sign-up detail list first, then the others, one per line', () => {
    const error = list(
      [['email'], 'Enter a valid email address.'],
      [['password'], 'Password must be at least 6 characters.'],
      [['phone'], 'Enter phone number.'],
    );
    expect(registrationErrorText(error)).toBe('Password must be at least 6 characters.\nEnter a valid email address.\nEnter phone number.');
    expect(registrationErrorText(list([['name'], 'Enter full name.'], [['address'], 'Enter address.']))).toBe(
      'Enter full name.\nEnter address.',
    );
  });

  it("uses the server's detail, else the fallback", () => {
    expect(registrationErrorText(new ApiError(409, 'dup', { detail: 'An account with this email already exists.' }))).toBe(
      'An account with this email already exists.',
    );
    expect(registrationErrorText(new ApiError(500, 'Internal Server Error', null))).toBe('Registration failed. Please try again later.');
    expect(registrationErrorText(new Error('boom'))).toBe('Registration failed. Please try again later.');
    expect(registrationErrorText(new Error('boom'), 'Échec de l’inscription.')).toBe('Échec de l’inscription.');
    expect(apiErrorText(new ApiError(0, 'Could not reach the server.'), 'Login failed.')).toBe('Could not reach the server.');
    expect(apiErrorText(new ApiError(401, 'x', { detail: 'Incorrect email or password.' }), 'Login failed.')).toBe(
      'Incorrect email or password.',
    );
  });

  it("shows a reset detail list as 'location: message' joined by commas", () => {
    const error = list([['new_password'], 'Password must be at least 6 characters.'], [['token'], 'Reset token is required']);
    expect(resetErrorText(error)).toBe('new_password: Password must be at least 6 characters., token: Reset token is required');
    expect(resetErrorText(new ApiError(400, 'x', { detail: 'This reset token is invalid.' }))).toBe('This reset token is invalid.');
    expect(resetErrorText(new Error('x'))).toBe('Password reset failed');
  });
});
