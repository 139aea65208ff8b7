import { MapPin } from 'lucide-react';
import type { Delivery } from '@dwa/shared/delivery';
import { buttonClasses } from '../../../components/ui/button';
import { formatSharedAt, mapsHref } from '../lib/format';
import { SectionCard } from '../../../components/ui/section-card';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/**
 * Where the delivery is: the courier's shared position (the server answers it only while the job is
 * in progress, and live frames update it), otherwise the latest tracking event's place.
 */
export function CurrentLocation({ delivery }: { delivery: Delivery }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const courier = delivery.courier;
  const position =
    courier?.lat != null && courier.lng != null ? { lat: courier.lat, lng: courier.lng, at: courier.location_updated_at } : null;
  const map = position ? mapsHref(position.lat, position.lng) : null;
  const finished = delivery.status === 'delivered' || delivery.status === 'cancelled';
  return (
    <SectionCard title={t('location.title')} id="current-location-title">
      <p className="flex gap-2 text-sm" data-testid="current-location">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
        {position ? (
          <span>
            <span className="block font-medium">
              {position.at ? t('location.courierAt', { time: formatSharedAt(f, position.at) }) : t('location.courier')}
            </span>
            <span className="block text-xs text-gray-600 tabular-nums dark:text-gray-400">
              {position.lat.toFixed(5)}, {position.lng.toFixed(5)}
            </span>
          </span>
        ) : (
          (delivery.current_location ?? t('location.unknown'))
        )}
      </p>
      {map ? (
        <a href={map} target="_blank" rel="noreferrer" className={`${buttonClasses('outline', 'sm')} mt-2`}>
          {t('location.map')}
        </a>
      ) : finished ? null : (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{t('location.mapLater')}</p>
      )}
    </SectionCard>
  );
}
