import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import type { GhanaRegion } from '@dwa/shared/catalogue';
import { SELLER_MESSAGES as M, sellerApplicationInputSchema } from '@dwa/shared/sellers';
import type { SellerApplication, SellerApplicationFormValues, SellerApplicationInput } from '@dwa/shared/sellers';
import type { ApplicantProfile } from '../api/get-applicant-profile';

// The application form is checked by the API's own schema: the same messages under the fields, and
// what it sends is what the schema makes of the form (phone in +233 form, no registration number for
// an individual, an empty 'about' as null).

export type BusinessType = SellerApplicationFormValues['business_type'];

/** What the form starts from; the region stays unchosen unless an earlier application named one. */
export type ApplicationDefaults = {
  business_name: string;
  business_type: BusinessType;
  business_registration_number: string;
  business_address: string;
  region?: GhanaRegion;
  phone: string;
  about: string;
};

/** The registration number is asked for, required and sent only for a registered business. */
export function asksRegistrationNumber(type: unknown): boolean {
  return type === 'registered';
}

const registrationNumberMissing = (values: SellerApplicationFormValues) =>
  asksRegistrationNumber(values.business_type) && !values.business_registration_number?.trim();

const schemaResolver = zodResolver(sellerApplicationInputSchema);

/**
 * The schema's own check, plus its registration number rule when other fields fail too: zod runs an
 * object's refinements only once every field passes, which would leave that message for a second try.
 */
export const applicationResolver: Resolver<SellerApplicationFormValues, unknown, SellerApplicationInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.business_registration_number || !registrationNumberMissing(values))
    return result;
  return { values: {}, errors: { ...result.errors, business_registration_number: { type: 'custom', message: M.registrationNumber } } };
};

const isRegion = (value: string | null | undefined): value is GhanaRegion => (GHANA_REGIONS as readonly string[]).includes(value ?? '');

/**
 * Applying again starts from the refused application's answers. A first application starts from the
 * profile: the person's name as the trading name (an individual's usual one), their phone and address,
 * and any business details they already keep there.
 */
export function applicationDefaults(
  profile: ApplicantProfile | null | undefined,
  previous?: SellerApplication | null,
): ApplicationDefaults {
  if (previous) {
    return {
      business_name: previous.business_name,
      business_type: previous.business_type,
      business_registration_number: previous.business_registration_number ?? '',
      business_address: previous.business_address,
      region: isRegion(previous.region) ? previous.region : undefined,
      phone: previous.phone,
      about: previous.about ?? '',
    };
  }
  return {
    business_name: profile?.business_name || profile?.name || '',
    business_type: profile?.business_type === 'registered' ? 'registered' : 'individual',
    business_registration_number: profile?.business_registration_number ?? '',
    business_address: profile?.business_address || profile?.address || '',
    phone: profile?.business_phone || profile?.phone || '',
    about: profile?.business_description ?? '',
  };
}
