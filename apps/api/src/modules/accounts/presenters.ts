import type { PrivateProfile, PublicProfile } from '@dwa/shared/accounts';
import type { Storage } from '../../lib/storage';
import type { UserRow } from './accounts.repo';
import { pictureUrl } from '../../lib/storage';
import { hasRealEmail } from '@dwa/shared/accounts-constants';

// Database rows to answers. The route schemas list their fields too, so a column added later (or a
// password hash) cannot slip into an answer.

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toPublicProfile(user: UserRow, storage: Storage): PublicProfile {
  return {
    user_id: user.id,
    name: user.name,
    profile_picture: pictureUrl(storage, user.profilePicture),
    user_type: user.userType,
    business_name: user.businessName,
    is_verified: user.isVerified,
    phone_verified: user.verifiedPhone !== null,
    id_verified: user.idVerifiedAt !== null,
    created_at: iso(user.createdAt),
  };
}

export function toPrivateProfile(user: UserRow, storage: Storage): PrivateProfile {
  return {
    ...toPublicProfile(user, storage),
    // An account made with a phone number has no email yet: '' until its owner gives one.
    email: hasRealEmail(user.email) ? user.email : '',
    phone: user.phone,
    address: user.address,
    birthdate: user.birthdate,
    gender: user.gender,
    is_active: user.isActive,
    role: user.userType,
    bio: user.bio,
    business_description: user.businessDescription,
    business_type: user.businessType,
    business_registration_number: user.businessRegistrationNumber,
    business_phone: user.businessPhone,
    business_email: user.businessEmail,
    business_website: user.businessWebsite,
    business_address: user.businessAddress,
    verified_phone: user.verifiedPhone,
    updated_at: iso(user.updatedAt),
  };
}
