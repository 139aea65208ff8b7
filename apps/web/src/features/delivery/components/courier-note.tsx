import { Link } from '../../../lib/router';
import { Bike, Clock } from 'lucide-react';
import type { CourierApplication } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../lib/format';
import { SectionCard } from '../../../components/ui/section-card';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

function ApplyLink({ label }: { label: string }) {
  return (
    <Link to={paths.delivery.getHref('courier')} className={`${buttonClasses('outline', 'sm')} mt-3`}>
      <Bike aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** Beside the request form for non-couriers: how to become one, or where their application stands. */
export function CourierNote({ application }: { application: CourierApplication | null }) {
  const f = useFormat();
  const t = useT(deliveryCourierMessages);
  if (application?.status === 'pending') {
    return (
      <SectionCard title={t('application')} id="become-courier-title">
        <p className="flex items-start gap-2 text-sm font-semibold text-amber-900 dark:text-amber-100">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('note.reviewing')}
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('note.reviewingText', { date: formatDate(f, application.created_at) })}
        </p>
      </SectionCard>
    );
  }
  if (application?.status === 'rejected') {
    return (
      <SectionCard title={t('application')} id="become-courier-title">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('note.rejected', { date: formatDate(f, application.created_at) })}</p>
        <ApplyLink label={t('note.applyAgain')} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('note.want')} id="become-courier-title">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('note.text')}</p>
      <ApplyLink label={t('become')} />
    </SectionCard>
  );
}
