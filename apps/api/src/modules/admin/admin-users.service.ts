import type { Db } from '@dwa/db/client';
import type { PrivateProfile } from '@dwa/shared/accounts';
import type { UserType } from '@dwa/shared/catalogue';
import { NotFoundError } from '../../lib/errors';
import type { UsersService } from '../accounts/users.service';
import type { CourierService } from '../delivery/courier.service';

// Only an admin (through the API) or an operator (through the CLI) changes a user's type. Making
// someone a COURIER also approves their pending courier application, in the same transaction.

export type AdminUsersDeps = {
  db: Db;
  now: () => Date;
  users: Pick<UsersService, 'find' | 'setType' | 'privateProfile'>;
  couriers: Pick<CourierService, 'approvePendingApplication'>;
};

export type UserTypeChange = { user: PrivateProfile; previous: UserType };

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, now, users, couriers } = deps;
  return {
    /** `reviewerId`: the admin who asked, or null for the CLI. */
    async changeUserType(target: { id: number } | { email: string }, userType: UserType, reviewerId: number | null = null): Promise<UserTypeChange> {
      const user = await users.find(target);
      if (!user) throw new NotFoundError('User not found.');
      if (user.userType === userType) return { user: users.privateProfile(user), previous: user.userType };
      const at = now();
      const updated = await db.transaction(async (tx) => {
        const row = await users.setType(tx, user.id, userType, at);
        if (row && userType === 'COURIER') await couriers.approvePendingApplication(tx, user.id, reviewerId, at);
        return row;
      });
      if (!updated) throw new NotFoundError('User not found.');
      return { user: users.privateProfile(updated), previous: user.userType };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
