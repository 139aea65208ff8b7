import { Link } from '../../lib/router';
import { MapPinOff } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { DocumentTitle } from '../../components/ui/document-title';
import { useT } from '../../lib/i18n/i18n-context';

export function Component() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <MapPinOff aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />
      <p className="text-sm font-bold tracking-widest text-emerald-800 uppercase dark:text-emerald-300">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
          {t('notFound.explore')}
        </Link>
      </div>
    </section>
  );
}
