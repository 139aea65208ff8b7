import type { DeliveryEstimate } from '@dwa/shared/delivery';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { useT, useFormat } from '../../../lib/i18n/i18n-context';
import { formatDistance, formatFare } from '../lib/format';

/** The server's estimate: cost, size, urgency (with its window) and distance. */
export function EstimateCard({ estimate }: { estimate: DeliveryEstimate }) {
  const f = useFormat();
  const t = useT(deliveryFareMessages);
  const rows = [
    { label: t('size'), value: t(`size.${estimate.item_size}`) },
    {
      label: t('urgency'),
      value: t('urgencyWindow', { urgency: t(`urgency.${estimate.urgency}`), window: t(`window.${estimate.urgency}`) }),
    },
    { label: t('distance'), value: t('about', { distance: formatDistance(f, estimate.distance_km) }) },
  ];
  return (
    <section
      aria-label={t('estimate')}
      aria-live="polite"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/50"
    >
      <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">{t('estimatedCost')}</p>
      <p className="text-3xl font-extrabold whitespace-nowrap text-emerald-900 dark:text-emerald-100" data-testid="estimate-fare">
        {formatFare(f, estimate.fare)}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-gray-600 dark:text-gray-400">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{t('paidOnDelivery')}</p>
    </section>
  );
}
