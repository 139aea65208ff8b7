import { Link } from '../../../lib/router';
import { Bike } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ViewHeading } from './view-heading';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

/** Couriers are refused by the API (409): say so before they fill anything in. */
export function CourierCannotSell() {
  const t = useT(sellersMessages);
  return (
    <section
      aria-labelledby="seller-courier-title"
      className="space-y-3 rounded-2xl border border-gray-300 bg-gray-50 p-5 dark:border-gray-700 dark:bg-gray-900"
    >
      <ViewHeading id="seller-courier-title">
        <Bike aria-hidden="true" className="size-5 shrink-0" />
        {t('courier.title')}
      </ViewHeading>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('courier.text')}</p>
      <Link to={paths.deliveryRequest.getHref()} className={buttonClasses('outline')}>
        {t('courier.board')}
      </Link>
    </section>
  );
}
