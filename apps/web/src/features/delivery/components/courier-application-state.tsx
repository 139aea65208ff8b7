import { Link } from '../../../lib/router';
import { BadgeCheck, Clock } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCourierApplication } from '../api/get-courier-application';
import { useMyContact } from '../api/get-my-contact';
import { formatDate } from '../lib/format';
import { CourierApplicationForm } from './courier-application-form';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

/** A signed-in person's side of 'Become a Courier': approved, pending, or the application form. */
export function CourierApplicationState() {
  const f = useFormat();
  const t = useT(deliveryCourierMessages);
  const catalogue = useCatalogueText();
  const query = useCourierApplication();
  const applying = query.isSuccess && !query.data.is_courier && query.data.application?.status !== 'pending';
  const contact = useMyContact(applying);
  if (query.isPending || (applying && contact.isPending)) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <FormAlert>{query.error.message}</FormAlert>;
  const { application, is_courier: isCourier } = query.data;
  if (isCourier) {
    return (
      <div className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/50">
        <p className="flex items-center gap-2 font-semibold text-emerald-900 dark:text-emerald-100">
          <BadgeCheck aria-hidden="true" className="size-5" />
          {t('approved')}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('approved.text')}</p>
        <Link to={paths.deliveryRequest.getHref()} className={buttonClasses('primary')}>
          {t('openBoard')}
        </Link>
      </div>
    );
  }
  if (application?.status === 'pending') {
    return (
      <div
        role="status"
        className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40"
      >
        <p className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-100">
          <Clock aria-hidden="true" className="size-5" />
          {t('pending')}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('pending.text', {
            date: formatDate(f, application.created_at),
            name: application.name,
            vehicle: t(`vehicle.${application.vehicle_type}`),
            region: catalogue.region(application.region),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {application?.status === 'rejected' ? (
        <FormAlert tone="info">{t('rejected', { date: formatDate(f, application.created_at) })}</FormAlert>
      ) : null}
      <CourierApplicationForm contact={contact.data} />
    </div>
  );
}
