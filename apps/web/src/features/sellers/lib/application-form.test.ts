import { describe, expect, it } from 'vitest';
import { SELLER_MESSAGES as M } from '@dwa/shared/sellers';
import type { SellerApplication, SellerApplicationFormValues } from '@dwa/shared/sellers';
import type { ApplicantProfile } from '../api/get-applicant-profile';
import { applicationDefaults, applicationResolver, asksRegistrationNumber } from './application-form';

const filled: SellerApplicationFormValues = {
  business_name: '  Ama Fabrics ',
  business_type: 'individual',
  business_registration_number: '',
  business_address: 'Stall 12, Makola Market',
  region: 'Greater Accra',
  phone: '024 123 4567',
  about: '',
};

/** What the form would send (values) or show under its fields (messages), as react-hook-form runs the resolver. */
async function check(values: Partial<Record<keyof SellerApplicationFormValues, unknown>>) {
  const result = await applicationResolver(values as SellerApplicationFormValues, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { values: result.values, messages };
}

describe('the registration number', () => {
  it('is asked for only for a registered business', () => {
    expect(asksRegistrationNumber('registered')).toBe(true);
    expect(asksRegistrationNumber('individual')).toBe(false);
    expect(asksRegistrationNumber(undefined)).toBe(false);
  });

  it('is required for a registered business, with the shared message', async () => {
    expect((await check({ ...filled, business_type: 'registered', business_registration_number: '   ' })).messages).toEqual({
      business_registration_number: M.registrationNumber,
    });
    expect((await check({ ...filled, business_type: 'registered', business_registration_number: undefined })).messages).toEqual({
      business_registration_number: M.registrationNumber,
    });
  });

  it('is asked for along with the other missing fields, not on a second try', async () => {
    expect(
      (await check({ ...filled, business_type: 'registered', business_registration_number: '', region: '', phone: '' })).messages,
    ).toEqual({
      business_registration_number: M.registrationNumber,
      region: M.region,
      phone: 'Enter phone number.',
    });
    expect((await check({ ...filled, business_type: 'individual', business_registration_number: '', region: '' })).messages).toEqual({
      region: M.region,
    });
  });

  it('is sent trimmed for a registered business, and never for an individual (whatever was typed before switching)', async () => {
    expect((await check({ ...filled, business_type: 'registered', business_registration_number: ' CS123456789 ' })).values).toMatchObject({
      business_registration_number: 'CS123456789',
    });
    expect((await check({ ...filled, business_type: 'individual', business_registration_number: 'CS123456789' })).values).toMatchObject({
      business_registration_number: null,
    });
  });
});

describe('the payload', () => {
  it('is what the API reads: trimmed text, the phone in +233 form, an empty about as null', async () => {
    expect((await check(filled)).values).toEqual({
      business_name: 'Ama Fabrics',
      business_type: 'individual',
      business_registration_number: null,
      business_address: 'Stall 12, Makola Market',
      region: 'Greater Accra',
      phone: '+233241234567',
      about: null,
    });
    expect((await check({ ...filled, about: '  Kente and batik, made in Accra.  ' })).values).toMatchObject({
      about: 'Kente and batik, made in Accra.',
    });
  });

  it('shows the shared messages under the fields of an empty form', async () => {
    const { values, messages } = await check({
      business_name: ' ',
      business_type: 'individual',
      business_address: '',
      region: '',
      phone: '',
      about: '',
    });
    expect(values).toEqual({});
    expect(messages).toEqual({
      business_name: M.businessName,
      business_address: M.businessAddress,
      region: M.region,
      phone: 'Enter phone number.',
    });
  });

  it('refuses a phone that is not a Ghana number and a type that is neither choice', async () => {
    expect((await check({ ...filled, phone: '12345' })).messages).toEqual({
      phone: 'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
    });
    expect((await check({ ...filled, business_type: '' })).messages).toEqual({ business_type: M.businessType });
  });
});

const profile: ApplicantProfile = {
  name: 'Ama Owusu',
  email: 'ama@example.com',
  phone: '+233241234567',
  address: 'Adum, Kumasi',
  business_name: null,
  business_type: null,
  business_registration_number: null,
  business_address: null,
  business_phone: null,
  business_description: null,
};

const refused: SellerApplication = {
  id: 4,
  user_id: 9,
  business_name: 'Ama Fabrics Ltd',
  business_type: 'registered',
  business_registration_number: 'CS123',
  business_address: 'Makola',
  region: 'Greater Accra',
  phone: '+233201234567',
  about: null,
  status: 'refused',
  reason: 'The registration number does not match.',
  decided_by: 'admin',
  created_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: '2026-11-21T09:00:00.000Z',
};

describe('where the form starts', () => {
  it("a first application: the person's name, phone and address; the region left to choose", () => {
    expect(applicationDefaults(profile)).toEqual({
      business_name: 'Ama Owusu',
      business_type: 'individual',
      business_registration_number: '',
      business_address: 'Adum, Kumasi',
      phone: '+233241234567',
      about: '',
    });
  });

  it('prefers the business details the profile already keeps', () => {
    const business = {
      ...profile,
      business_name: 'Ama Fabrics',
      business_type: 'registered',
      business_registration_number: 'CS9',
      business_address: 'Makola',
      business_phone: '+233551234567',
      business_description: 'Kente',
    };
    expect(applicationDefaults(business)).toEqual({
      business_name: 'Ama Fabrics',
      business_type: 'registered',
      business_registration_number: 'CS9',
      business_address: 'Makola',
      phone: '+233551234567',
      about: 'Kente',
    });
  });

  it('applying again: the refused answers, a region no longer listed left to choose', () => {
    expect(applicationDefaults(profile, refused)).toEqual({
      business_name: 'Ama Fabrics Ltd',
      business_type: 'registered',
      business_registration_number: 'CS123',
      business_address: 'Makola',
      region: 'Greater Accra',
      phone: '+233201234567',
      about: '',
    });
    expect(applicationDefaults(null, { ...refused, region: 'Brong-Ahafo' }).region).toBeUndefined();
  });

  it('without a profile: an empty form', () => {
    expect(applicationDefaults(undefined)).toMatchObject({
      business_name: '',
      business_address: '',
      phone: '',
      business_type: 'individual',
    });
  });
});
