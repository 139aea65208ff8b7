import type { AdminUser } from '@dwa/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { valueLabel } from '../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

/** The account's type, and whether it is verified and active. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'user_type' | 'is_verified' | 'is_active'> }) {
  const t = useT(adminMessages);
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={user.user_type === 'ADMIN' ? 'brand' : 'neutral'}>{valueLabel(t, user.user_type)}</Badge>
      {user.is_verified ? <Badge tone="success">{t('users.verified')}</Badge> : <Badge tone="warning">{t('users.notVerified')}</Badge>}
      {user.is_active ? null : <Badge tone="danger">{t('users.deactivated')}</Badge>}
    </span>
  );
}
