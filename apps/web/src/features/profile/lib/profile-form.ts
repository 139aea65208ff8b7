import { updateProfileBodySchema } from '@dwa/shared/accounts';
import type { z } from 'zod';
import type { Profile } from '../api/get-profile';
import type { AreaT } from '../../../lib/i18n/area';
import type { profileMessages } from '../../../lib/i18n/catalogs/profile';

// The profile form (spec section 3) validated with the API's own body schema, restricted to the
// fields the page edits. The account type is shown, never sent.

export const profileFormSchema = updateProfileBodySchema.pick({
  name: true,
  email: true,
  phone: true,
  address: true,
  bio: true,
  business_registration_number: true,
  business_address: true,
  business_website: true,
  gender: true,
  birthdate: true,
});

export type ProfileFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  bio: string;
  business_registration_number: string;
  business_address: string;
  business_website: string;
  gender: string;
  birthdate: string;
};
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    bio: profile.bio ?? '',
    business_registration_number: profile.business_registration_number ?? '',
    business_address: profile.business_address ?? '',
    business_website: profile.business_website ?? '',
    gender: profile.gender ?? '',
    birthdate: profile.birthdate ?? '',
  };
}

const TYPES = ['CUSTOMER', 'SELLER', 'COURIER', 'ADMIN'] as const;

/** What the type means for the person, in words (an unknown type as the server names it). */
export function accountTypeLabel(t: AreaT<(typeof profileMessages)['en']>, userType: string): string {
  const known = TYPES.find((type) => type === userType);
  return known ? t(`type.${known}`) : userType;
}
