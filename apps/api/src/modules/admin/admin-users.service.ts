import type { Db } from '@dwa/db/client';
import type { UserType } from '@dwa/shared/catalogue';
import { NotFoundError } from '../../lib/errors';
import { findUserByEmail, findUserById, setUserType, type UserRow } from '../accounts/accounts.repo';
import { approvePendingApplication } from '../delivery/courier.service';

// Only an admin (through the API) or an operator (through the CLI) changes a user's type. Making
// someone a COURIER also approves their pending courier application, in the same transaction.

export type UserTypeChange = { user: UserRow; previous: UserType };

export async function changeUserType(
  db: Db,
  target: { id: number } | { email: string },
  userType: UserType,
  now: Date,
  reviewerId: number | null = null,
): Promise<UserTypeChange> {
  const user = 'id' in target ? await findUserById(db, target.id) : await findUserByEmail(db, target.email.trim().toLowerCase());
  if (!user) throw new NotFoundError('User not found.');
  if (user.userType === userType) return { user, previous: user.userType };
  const updated = await db.transaction(async (tx) => {
    const row = await setUserType(tx, user.id, userType, now);
    if (row && userType === 'COURIER') await approvePendingApplication(tx, user.id, reviewerId, now);
    return row;
  });
  if (!updated) throw new NotFoundError('User not found.');
  return { user: updated, previous: user.userType };
}
