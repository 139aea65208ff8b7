import { useId, useState } from 'react';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import type { CourierSettings } from '@dwa/shared/delivery-courier-settings';
import { WEEKDAYS } from '@dwa/shared/delivery-courier-settings-rules';
import { VEHICLE_TYPES } from '@dwa/shared/delivery-constants';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useCourierSettings } from '../api/get-courier-settings';
import { useSaveCourierSettings } from '../api/save-courier-settings';
import { useCheckedForm } from '../hooks/use-checked-form';
import { toSettingsForm, toSettingsInput, toggled, type CourierSettingsForm as FormValues } from '../lib/courier-settings';
import { selectClasses } from './select-classes';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { useProblemText } from '../../../lib/i18n/problem-text';

const loadSchema = () => import('@dwa/shared/delivery-courier-settings').then((schemas) => schemas.courierSettingsInputSchema);

const chipClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950';

/** The courier's settings, in the board's Settings dialog: loads them, then the form. */
export function CourierSettingsPanel({ onSaved }: { onSaved: () => void }) {
  const t = useT(deliveryMessages);
  const query = useCourierSettings(true);
  if (query.isPending) return <Spinner label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <FormAlert>{t('settings.loadFailed', { message: failureText(query.error, '') })}</FormAlert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('settings.tryAgain')}
        </Button>
      </div>
    );
  }
  return <SettingsForm saved={query.data} onSaved={onSaved} />;
}

function SettingsForm({ saved, onSaved }: { saved: CourierSettings; onSaved: () => void }) {
  const t = useT(deliveryMessages);
  const vehicles = useT(deliveryCourierMessages);
  const catalogue = useCatalogueText();
  const issue = useProblemText();
  const [values, setValues] = useState<FormValues>(() => toSettingsForm(saved));
  const { formRef, errors, check, warm } = useCheckedForm(loadSchema, t('settings.saveFailed'));
  const save = useSaveCourierSettings();
  const ids = { areas: useId(), hours: useId(), areasError: useId(), hoursError: useId() };
  const hoursInvalid = errors.availability ? { 'aria-invalid': true as const, 'aria-describedby': ids.hoursError } : {};
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((old) => ({ ...old, [key]: value }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('actions.settings')}
      className="space-y-5"
      onFocus={warm}
      onSubmit={(event) => {
        event.preventDefault();
        const input = toSettingsInput(values);
        void check(input).then((valid) => {
          if (!valid) return;
          save.mutate(input, {
            onSuccess: () => {
              notify.success(t('settings.saved'));
              onSaved();
            },
          });
        });
      }}
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.intro')}</p>
      <FormField label={t('settings.vehicle')} error={errors.vehicle_type}>
        {(control) => (
          <select
            {...control}
            value={values.vehicle_type}
            onChange={(e) => set('vehicle_type', e.target.value as FormValues['vehicle_type'])}
            className={selectClasses}
          >
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {vehicles(`vehicle.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t('settings.plate')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
        placeholder="GR 1234-24"
        hint={t('settings.plateHint')}
        error={errors.plate}
        value={values.plate}
        onChange={(e) => set('plate', e.target.value)}
      />

      <fieldset aria-describedby={errors.areas ? ids.areasError : ids.areas}>
        <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('settings.areas')}</legend>
        <p id={ids.areas} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {t('settings.areasHint')}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {GHANA_REGIONS.map((region) => (
            <label key={region} className={chipClasses}>
              <input
                type="checkbox"
                checked={values.areas.includes(region)}
                onChange={(e) => set('areas', toggled(values.areas, region, e.target.checked, GHANA_REGIONS))}
                aria-invalid={errors.areas ? true : undefined}
                className="size-4 accent-emerald-700"
              />
              {catalogue.region(region)}
            </label>
          ))}
        </div>
        {errors.areas ? (
          <p id={ids.areasError} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {issue(errors.areas)}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={errors.availability ? ids.hoursError : undefined} className="space-y-3">
        <legend className="sr-only">{t('settings.hours')}</legend>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={values.regular}
            onChange={(e) => set('regular', e.target.checked)}
            className="size-4 accent-emerald-700"
          />
          {t('settings.hours')}
        </label>
        {values.regular ? (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{t('settings.days')}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {WEEKDAYS.map((day) => (
                  <label key={day} className={chipClasses}>
                    <input
                      type="checkbox"
                      checked={values.days.includes(day)}
                      onChange={(e) => set('days', toggled(values.days, day, e.target.checked, WEEKDAYS))}
                      {...hoursInvalid}
                      className="size-4 accent-emerald-700"
                    />
                    {t(`day.${day}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('settings.from')}>
                {(control) => (
                  <input
                    {...control}
                    {...hoursInvalid}
                    type="time"
                    value={values.from}
                    onChange={(e) => set('from', e.target.value)}
                    className={inputClasses}
                  />
                )}
              </FormField>
              <FormField label={t('settings.to')}>
                {(control) => (
                  <input
                    {...control}
                    {...hoursInvalid}
                    type="time"
                    value={values.to}
                    onChange={(e) => set('to', e.target.value)}
                    className={inputClasses}
                  />
                )}
              </FormField>
            </div>
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('settings.hoursHint')}</p>
          </>
        ) : null}
        {errors.availability ? (
          <p id={ids.hoursError} className="text-sm text-red-700 dark:text-red-400">
            {issue(errors.availability)}
          </p>
        ) : null}
      </fieldset>

      {save.isError ? <FormAlert>{failureText(save.error, t('settings.saveFailed'))}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
