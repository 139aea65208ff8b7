import { describe, expect, it } from 'vitest';
import { SIGNUP_DEFAULTS, firstSignupError, toPhoneRegisterBody, toRegisterBody } from './signup-validation';
import type { SignupValues } from './signup-validation';

const FILLED: SignupValues = {
  name: 'Ama Owusu',
  email: 'ama@example.com',
  phone: '0241234567',
  address: 'East Legon, Accra',
  password: 'secret1',
  confirmPassword: 'secret1',
  terms: true,
  bio: '',
  gender: '',
};

describe('sign-up validation', () => {
  it("gives the spec's messages one at a time, in the spec's order", () => {
    const steps: [Partial<SignupValues>, string][] = [
      [{}, 'Enter full name.'],
      [{ name: FILLED.name }, 'Enter your email.'],
      [{ email: FILLED.email }, 'Enter phone number.'],
      [{ phone: FILLED.phone }, 'Enter address.'],
      [{ address: FILLED.address }, 'Password must be at least 6 characters.'],
      [{ password: FILLED.password }, 'Passwords do not match.'],
      [{ confirmPassword: FILLED.confirmPassword }, 'You must accept the Terms and Conditions.'],
    ];
    let values: SignupValues = { ...SIGNUP_DEFAULTS };
    for (const [change, message] of steps) {
      values = { ...values, ...change };
      expect(firstSignupError(values)?.message).toBe(message);
    }
    expect(firstSignupError({ ...values, terms: true })).toBeNull();
  });

  it('names the field that failed, so the form can focus it', () => {
    expect(firstSignupError({ ...FILLED, phone: '' })).toEqual({ field: 'phone', message: 'Enter phone number.' });
    expect(firstSignupError({ ...FILLED, confirmPassword: 'other1' })?.field).toBe('confirmPassword');
  });

  it('uses the shared format checks after the required ones', () => {
    expect(firstSignupError({ ...FILLED, email: 'not-an-email' })?.message).toBe('Enter a valid email address.');
    expect(firstSignupError({ ...FILLED, phone: '12345' })?.message).toMatch(/valid Ghana phone number/);
    expect(firstSignupError({ ...FILLED, name: '   ' })?.message).toBe('Enter full name.');
    expect(firstSignupError({ ...FILLED, password: '12345', confirmPassword: '12345' })?.message).toBe(
      'Password must be at least 6 characters.',
    );
  });

  it('sends a CUSTOMER body without empty optional fields', () => {
    expect(toRegisterBody({ ...FILLED, name: ' Ama Owusu ' })).toEqual({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      phone: '0241234567',
      address: 'East Legon, Accra',
      password: 'secret1',
      user_type: 'CUSTOMER',
    });
    expect(toRegisterBody({ ...FILLED, bio: 'Hi', gender: 'female' })).toMatchObject({ bio: 'Hi', gender: 'female' });
  });
});

describe('sign-up with a phone number instead (issue 32)', () => {
  it('needs no email, and a mobile number the SMS can reach', () => {
    expect(firstSignupError({ ...FILLED, email: '' }, 'phone')).toBeNull();
    expect(firstSignupError({ ...FILLED, email: '' }, 'email')?.field).toBe('email');
    expect(firstSignupError({ ...FILLED, phone: '030 212 3456' }, 'phone')).toEqual({
      field: 'phone',
      message: 'Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.',
    });
    expect(firstSignupError({ ...FILLED, phone: '' }, 'phone')).toEqual({ field: 'phone', message: 'Enter phone number.' });
  });

  it('sends the form without the email', () => {
    expect(toPhoneRegisterBody({ ...FILLED, name: ' Ama Owusu ', bio: 'Hi' })).toEqual({
      name: 'Ama Owusu',
      phone: '0241234567',
      address: 'East Legon, Accra',
      password: 'secret1',
      bio: 'Hi',
    });
  });
});
