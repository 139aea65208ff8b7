import type { z } from 'zod';
import { MESSAGES, type updateProfileBodySchema } from '@dwa/shared/accounts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { emailTakenByOther, findUserById, updateUser, type UserPatch, type UserRow } from './accounts.repo';
import { isUniqueViolation } from '../../lib/db-errors';
import { DUPLICATE_EMAIL, type AccountsDeps } from './accounts.service';
import { removePicture, storeProfilePicture } from './profile-picture';

// The signed-in user's own profile and picture, and the public view of anyone's.

type ProfileInput = z.output<typeof updateProfileBodySchema>;

/** Body field -> column, for the optional fields: absent leaves the column alone, null clears it. */
const OPTIONAL_COLUMNS = {
  phone: 'phone',
  address: 'address',
  bio: 'bio',
  gender: 'gender',
  birthdate: 'birthdate',
  business_name: 'businessName',
  business_description: 'businessDescription',
  business_type: 'businessType',
  business_registration_number: 'businessRegistrationNumber',
  business_phone: 'businessPhone',
  business_email: 'businessEmail',
  business_website: 'businessWebsite',
  business_address: 'businessAddress',
} as const satisfies Partial<Record<keyof ProfileInput, keyof UserPatch>>;

export function createProfileService(deps: AccountsDeps) {
  const { db, storage, now } = deps;

  async function mustFind(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError('User not found.');
    return user;
  }

  async function savePicture(user: UserRow, picture: Buffer, patch: UserPatch = {}): Promise<UserRow> {
    const key = await storeProfilePicture(storage, picture);
    let updated: UserRow | undefined;
    try {
      updated = await updateUser(db, user.id, { ...patch, profilePicture: key }, now());
    } catch (error) {
      await removePicture(storage, key);
      throw error;
    }
    if (!updated) {
      await removePicture(storage, key);
      throw new NotFoundError('User not found.');
    }
    if (user.profilePicture !== key) await removePicture(storage, user.profilePicture);
    return updated;
  }

  return {
    getMe: mustFind,

    /** Anyone's public view (name, picture, type, business name, verified): 404 for an unknown or disabled account. */
    async getPublic(userId: number): Promise<UserRow> {
      const user = await findUserById(db, userId);
      if (!user || !user.isActive) throw new NotFoundError('User not found.');
      return user;
    },

    /**
     * Name and email are required; the other fields change only when sent. The account type is
     * never changed here (405, spec section 4): sending the current one is fine. A new email must be
     * unused, and the account goes back to unverified until a code sent to that address is entered
     * (the next sign-in sends it), so `is_verified` never vouches for an address nobody proved.
     */
    async updateMe(userId: number, input: ProfileInput, picture: Buffer | null): Promise<UserRow> {
      const user = await mustFind(userId);
      if (input.user_type && input.user_type !== user.userType) throw new AppError(405, MESSAGES.userTypeChange);
      const emailChanged = input.email !== user.email;
      if (emailChanged && (await emailTakenByOther(db, input.email, userId))) throw new ConflictError(DUPLICATE_EMAIL);

      const patch: UserPatch = { name: input.name, email: input.email };
      if (emailChanged) patch.isVerified = false;
      for (const [field, column] of Object.entries(OPTIONAL_COLUMNS) as [
        keyof typeof OPTIONAL_COLUMNS,
        (typeof OPTIONAL_COLUMNS)[keyof typeof OPTIONAL_COLUMNS],
      ][]) {
        const value = input[field];
        if (value !== undefined) Object.assign(patch, { [column]: value });
      }
      try {
        if (picture) return await savePicture(user, picture, patch);
        const updated = await updateUser(db, userId, patch, now());
        if (!updated) throw new NotFoundError('User not found.');
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL);
        throw error;
      }
    },

    async uploadPicture(userId: number, picture: Buffer): Promise<UserRow> {
      return savePicture(await mustFind(userId), picture);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
