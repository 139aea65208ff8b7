import { useId, useState } from 'react';
import type { DeliverySize, DeliveryUrgency } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFareEstimate } from '../api/estimate-fare';
import { EstimateCard } from './estimate-card';
import { SizeSelect, UrgencyCards } from './size-urgency-fields';

/** The landing's price check: public, priced by the server. */
export function FareEstimator() {
  const t = useT(deliveryFareMessages);
  const sizeId = useId();
  const [size, setSize] = useState<DeliverySize>('small');
  const [urgency, setUrgency] = useState<DeliveryUrgency>('standard');
  const [asked, setAsked] = useState<{ size: DeliverySize; urgency: DeliveryUrgency } | null>(null);
  const estimate = useFareEstimate(asked?.size ?? size, asked?.urgency ?? urgency, asked !== null);
  return (
    <section
      aria-labelledby="price-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="price-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ size, urgency });
        }}
      >
        <div>
          <label htmlFor={sizeId} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
            {t('itemSize')}
          </label>
          <SizeSelect id={sizeId} value={size} onChange={setSize} />
        </div>
        <UrgencyCards name="landing-urgency" value={urgency} onChange={setUrgency} />
        <Button type="submit" className="w-full" disabled={asked !== null && estimate.isFetching}>
          {asked !== null && estimate.isFetching ? t('pricing') : t('getEstimate')}
        </Button>
      </form>
      <div className="mt-4">
        {estimate.isError ? <FormAlert>{estimate.error.message}</FormAlert> : null}
        {estimate.data ? <EstimateCard estimate={estimate.data} /> : null}
      </div>
    </section>
  );
}
