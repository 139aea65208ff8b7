import { MapPinOff } from 'lucide-react';
import { paths } from '../../config/paths';
import { DeadEnd } from '../../components/ui/dead-end';
import { useT } from '../../lib/i18n/i18n-context';

export function Component() {
  const t = useT();
  return (
    <DeadEnd
      icon={<MapPinOff aria-hidden="true" className="size-12 text-gray-500 dark:text-gray-400" />}
      code={<p className="text-sm font-bold tracking-widest text-emerald-800 uppercase dark:text-emerald-300">{t('notFound.code')}</p>}
      title={t('notFound.title')}
      text={t('notFound.text')}
      links={[
        { to: paths.home.getHref(), label: t('notFound.home') },
        { to: paths.listings.getHref(), label: t('notFound.explore') },
      ]}
    />
  );
}
