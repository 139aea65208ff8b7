import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { AdminPage } from './admin-page';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

export function AdminNotFound() {
  const t = useT(adminMessages);
  return (
    <AdminPage title={t('notFound.title')} description={t('notFound.text')}>
      <Link to={paths.admin.getHref()} className="font-medium text-emerald-700 underline dark:text-emerald-400">
        {t('notFound.back')}
      </Link>
    </AdminPage>
  );
}
