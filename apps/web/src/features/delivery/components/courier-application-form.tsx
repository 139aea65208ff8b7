import { useState } from 'react';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import { VEHICLE_TYPES } from '@dwa/shared/delivery-constants';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField } from '../../../components/ui/form-field';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { useApplyCourier } from '../api/apply-courier';
import type { CourierApplicationValues } from '../api/apply-courier';
import { useCheckedForm } from '../hooks/use-checked-form';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { selectClasses } from './select-classes';

const loadSchema = () => loadDeliverySchemas().then((schemas) => schemas.courierApplicationInputSchema);

const EMPTY: CourierApplicationValues = { name: '', phone: '', vehicle_type: 'motorbike', region: 'Greater Accra' };

/** Name and phone start from the person's profile (`contact`); they may change them for this application. */
export function CourierApplicationForm({ contact }: { contact?: { name: string; phone: string | null } }) {
  const [values, setValues] = useState<CourierApplicationValues>({ ...EMPTY, name: contact?.name ?? '', phone: contact?.phone ?? '' });
  const t = useT(deliveryCourierMessages);
  const catalogue = useCatalogueText();
  const { formRef, errors, check, warm } = useCheckedForm(loadSchema, t('form.loadFailed'));
  const apply = useApplyCourier();
  const set = (key: keyof CourierApplicationValues) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('application')}
      className="space-y-4 rounded-2xl border border-gray-200 p-5 dark:border-gray-800"
      onFocus={warm}
      onSubmit={(event) => {
        event.preventDefault();
        void check(values).then((valid) => {
          if (valid) apply.mutate(values, { onSuccess: () => notify.success(t('form.sent')) });
        });
      }}
    >
      <TextField
        label={t('form.name')}
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="024 123 4567"
        value={values.phone}
        onChange={(e) => set('phone')(e.target.value)}
        error={errors.phone}
        required
      />
      <FormField label={t('form.vehicle')} error={errors.vehicle_type}>
        {(control) => (
          <select {...control} value={values.vehicle_type} onChange={(e) => set('vehicle_type')(e.target.value)} className={selectClasses}>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`vehicle.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('form.region')} error={errors.region}>
        {(control) => (
          <select {...control} value={values.region} onChange={(e) => set('region')(e.target.value)} className={selectClasses}>
            {GHANA_REGIONS.map((region) => (
              <option key={region} value={region}>
                {catalogue.region(region)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {apply.isError ? <FormAlert>{apply.error.message}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={apply.isPending}>
        {apply.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
