import { useState } from 'react';
import type { Delivery } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { useT, useFormat } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { useCreateDelivery } from '../api/create-delivery';
import { useFareEstimate } from '../api/estimate-fare';
import { useCheckedForm } from '../hooks/use-checked-form';
import { formatFare } from '../lib/format';
import { loadDeliverySchemas } from '../lib/load-schemas';
import type { RequestFormValues } from '../lib/prefill';
import { SectionCard } from '../../../components/ui/section-card';
import { EstimateCard } from './estimate-card';
import { SizeSelect, UrgencyCards } from './size-urgency-fields';

const loadSchema = () => loadDeliverySchemas().then((schemas) => schemas.deliveryRequestInputSchema);

export function RequestForm({ initial, onCreated }: { initial: RequestFormValues; onCreated: (delivery: Delivery) => void }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const fareT = useT(deliveryFareMessages);
  const [values, setValues] = useState(initial);
  const { formRef, errors, check, warm } = useCheckedForm(loadSchema, t('loadFailed'));
  const [estimateAsked, setEstimateAsked] = useState(false);
  const estimate = useFareEstimate(values.item_size, values.urgency, estimateAsked);
  const create = useCreateDelivery();
  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const text = (key: 'item_description' | 'pickup_address' | 'delivery_address' | 'recipient_name' | 'recipient_phone') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
    required: true,
  });

  return (
    <SectionCard title={t('tab.request')} id="request-title">
      <form
        ref={formRef}
        noValidate
        aria-labelledby="request-title"
        className="space-y-4"
        onFocus={warm}
        onSubmit={(event) => {
          event.preventDefault();
          void check(values).then((valid) => {
            if (!valid) return;
            create.mutate(values, {
              onSuccess: (delivery) => {
                notify.success(t('request.created', { fare: formatFare(f, delivery.fare) }));
                onCreated(delivery);
              },
            });
          });
        }}
      >
        <FormField label={t('request.item')} error={errors.item_description}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              required
              placeholder={t('request.itemPlaceholder')}
              value={values.item_description}
              onChange={(e) => set('item_description', e.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label={fareT('itemSize')} error={errors.item_size}>
          {(control) => <SizeSelect id={control.id} value={values.item_size} onChange={(size) => set('item_size', size)} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('request.pickup')}
            autoComplete="street-address"
            placeholder={t('request.addressPlaceholder')}
            {...text('pickup_address')}
          />
          <TextField label={t('request.dropoff')} placeholder={t('request.addressPlaceholder')} {...text('delivery_address')} />
          <TextField label={t('request.recipientName')} autoComplete="off" {...text('recipient_name')} />
          <TextField
            label={t('request.recipientPhone')}
            type="tel"
            inputMode="tel"
            placeholder="024 123 4567"
            {...text('recipient_phone')}
          />
        </div>
        <UrgencyCards name="request-urgency" value={values.urgency} onChange={(urgency) => set('urgency', urgency)} />
        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">{t('request.payment')}</legend>
          <div className="flex gap-4 text-sm">
            {(['cash', 'momo'] as const).map((method) => (
              <label key={method} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="payment"
                  value={method}
                  checked={values.payment_method === method}
                  onChange={() => set('payment_method', method)}
                  className="size-4 accent-emerald-700"
                />
                {t(method)}
              </label>
            ))}
          </div>
        </fieldset>
        {values.listing_id ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('request.forListing', { id: String(values.listing_id) })}</p>
        ) : null}
        {estimateAsked && estimate.isError ? <FormAlert>{estimate.error.message}</FormAlert> : null}
        {estimateAsked && estimate.data ? <EstimateCard estimate={estimate.data} /> : null}
        {create.isError ? <FormAlert>{create.error.message}</FormAlert> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => setEstimateAsked(true)} disabled={estimateAsked && estimate.isFetching}>
            {fareT('getEstimate')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('request.submitting') : t('request.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
