import { ShieldAlert } from 'lucide-react';
import { paths } from '../../config/paths';
import { DeadEnd } from '../../components/ui/dead-end';
import { useT } from '../../lib/i18n/i18n-context';
import { accessMessages } from '../../lib/i18n/catalogs/access';

/** What a signed-in person who is not an admin sees at /admin (the server refuses them too: 403). */
export function AdminAccessRequired() {
  const t = useT(accessMessages);
  return (
    <DeadEnd
      icon={<ShieldAlert aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />}
      code={<p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{t('admin.code')}</p>}
      title={t('admin.title')}
      text={t('admin.text')}
      links={[
        { to: paths.home.getHref(), label: t('admin.home') },
        { to: paths.account.getHref(), label: t('admin.account') },
      ]}
    />
  );
}
