import { Link } from '../../lib/router';
import { Construction } from 'lucide-react';
import { paths } from '../../config/paths';
import { buttonClasses } from './button';
import { DocumentTitle } from './document-title';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/areas/controls/en';

/** The honest body of a page whose feature is still being built. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT(controlsMessages);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={title} />
      <Construction aria-hidden="true" className="size-12 text-amber-600 dark:text-amber-400" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-gray-600 dark:text-gray-300">{t('comingSoon')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
        {t('backHome')}
      </Link>
    </section>
  );
}
