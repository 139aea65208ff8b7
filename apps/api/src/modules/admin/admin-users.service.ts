import type { Db } from '@dwa/db/client';
import type { UserType } from '@dwa/shared/catalogue';
import { NotFoundError } from '../../lib/errors';
import { findUserByEmail, findUserById, setUserType, type UserRow } from '../accounts/accounts.repo';

// Only an admin (through the API) or an operator (through the CLI) changes a user's type.

export type UserTypeChange = { user: UserRow; previous: UserType };

export async function changeUserType(db: Db, target: { id: number } | { email: string }, userType: UserType, now: Date): Promise<UserTypeChange> {
  const user = 'id' in target ? await findUserById(db, target.id) : await findUserByEmail(db, target.email.trim().toLowerCase());
  if (!user) throw new NotFoundError('User not found.');
  if (user.userType === userType) return { user, previous: user.userType };
  const updated = await setUserType(db, user.id, userType, now);
  if (!updated) throw new NotFoundError('User not found.');
  return { user: updated, previous: user.userType };
}
