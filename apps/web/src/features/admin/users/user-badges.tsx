import type { AdminUser } from '@dwa/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { titleCase } from '../lib/format';

/** The account's type, and whether it is verified and active. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'user_type' | 'is_verified' | 'is_active'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={user.user_type === 'ADMIN' ? 'brand' : 'neutral'}>{titleCase(user.user_type)}</Badge>
      {user.is_verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      {user.is_active ? null : <Badge tone="danger">Deactivated</Badge>}
    </span>
  );
}
