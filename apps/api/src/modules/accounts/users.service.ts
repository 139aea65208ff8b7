import type { Db, Executor } from '@dwa/db/client';
import type { PrivateProfile } from '@dwa/shared/accounts';
import type { UserType } from '@dwa/shared/catalogue';
import type { Storage } from '../../lib/storage';
import { findUserByEmail, findUserById, setUserActive, setUserType, updateUser, type UserRow } from './accounts.repo';
import { toPrivateProfile } from './presenters';

// Accounts as other modules see them: find a person, change their role (admins, the CLI, an
// approved courier application), and the private profile an admin is answered with.

export type { UserRow };

export function createUsersService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  return {
    find: (target: { id: number } | { email: string }, tx: Executor = db): Promise<UserRow | undefined> =>
      'id' in target ? findUserById(tx, target.id) : findUserByEmail(tx, target.email.trim().toLowerCase()),

    /** In the caller's transaction; answers the updated row (undefined for an unknown id). */
    setType: (tx: Executor, id: number, userType: UserType, at: Date): Promise<UserRow | undefined> => setUserType(tx, id, userType, at),

    /** In the caller's transaction. Deactivating signs out every token at once (token_version + 1; auth also checks is_active). */
    setActive: (tx: Executor, id: number, active: boolean, at: Date): Promise<UserRow | undefined> => setUserActive(tx, id, active, at),

    /** An admin vouches for the account: it counts as verified (as if its email code had been entered). */
    markVerified: (tx: Executor, id: number, at: Date): Promise<UserRow | undefined> => updateUser(tx, id, { isVerified: true }, at),

    /** The person's Ghana Card and selfie were accepted (ADR 069): the 'ID verified' badge, in the caller's transaction. */
    setIdVerified: (tx: Executor, id: number, at: Date): Promise<UserRow | undefined> => updateUser(tx, id, { idVerifiedAt: at }, at),

    /** An approved seller application: the account becomes a SELLER with its business details, in the caller's transaction. */
    becomeSeller: (
      tx: Executor,
      id: number,
      business: {
        name: string;
        type: string;
        registrationNumber: string | null;
        address: string;
        phone: string;
        description: string | null;
      },
      at: Date,
    ): Promise<UserRow | undefined> =>
      updateUser(
        tx,
        id,
        {
          userType: 'SELLER',
          businessName: business.name,
          businessType: business.type,
          businessRegistrationNumber: business.registrationNumber,
          businessAddress: business.address,
          businessPhone: business.phone,
          businessDescription: business.description,
        },
        at,
      ),

    privateProfile: (user: UserRow): PrivateProfile => toPrivateProfile(user, storage),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
