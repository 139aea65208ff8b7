import { Link } from '../../lib/router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';
import { useT } from '../../lib/i18n/i18n-context';
import { accessMessages } from '../../lib/i18n/catalogs/access';

/** What a signed-in person who is not an admin sees at /admin (the server refuses them too: 403). */
export function AdminAccessRequired() {
  const t = useT(accessMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('admin.title')} />
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{t('admin.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('admin.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          {t('admin.home')}
        </Link>
        <Link to={paths.account.getHref()} className={buttonClasses('outline')}>
          {t('admin.account')}
        </Link>
      </div>
    </section>
  );
}
