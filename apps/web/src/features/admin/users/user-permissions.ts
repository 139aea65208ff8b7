import type { AdminUser } from '@dwa/shared/admin';

// Which decisions the user's page offers. The server decides too (an admin cannot change their own
// type nor deactivate themselves: 409); the page only avoids offering what would be refused.

export type UserActionsAvailable = { changeType: boolean; deactivate: boolean; reactivate: boolean; verify: boolean; isSelf: boolean };

export function availableUserActions(
  user: Pick<AdminUser, 'id' | 'is_active' | 'is_verified'>,
  viewerId: string | null,
): UserActionsAvailable {
  const isSelf = viewerId !== null && String(user.id) === viewerId;
  return {
    isSelf,
    changeType: !isSelf,
    deactivate: !isSelf && user.is_active,
    reactivate: !isSelf && !user.is_active,
    verify: !user.is_verified,
  };
}
