import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import type { SellerApplication, SellerApplicationFormValues, SellerApplicationInput } from '@dwa/shared/sellers';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { useApplySeller } from '../api/apply-seller';
import { applicationFailure, type ApplicationField } from '../lib/application-failure';
import { applicationResolver, asksRegistrationNumber, type ApplicationDefaults } from '../lib/application-form';
import { BusinessTypeChoice } from './business-type-choice';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { Issue } from '../../../components/ui/issue';

const ABOUT_MAX = 500;

// Chromium matches <select> with :read-only, which would paint it grey like a locked field.
const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.includes('read-only:'))
  .join(' ');

/** The seller application. `autoFocus`: opened by Apply Again, so the first field takes focus. */
export function SellerApplicationForm({
  defaults,
  autoFocus = false,
  onSent,
}: {
  defaults: ApplicationDefaults;
  autoFocus?: boolean;
  onSent: (application: SellerApplication) => void;
}) {
  const t = useT(sellersMessages);
  const catalogue = useCatalogueText();
  const apply = useApplySeller();
  const [formError, setFormError] = useState<string | null>(null);
  const typeErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<SellerApplicationFormValues, unknown, SellerApplicationInput>({ resolver: applicationResolver, defaultValues: defaults });
  const registered = asksRegistrationNumber(watch('business_type'));

  useEffect(() => {
    if (autoFocus) setFocus('business_name');
  }, [autoFocus, setFocus]);

  const refused = (error: Error) => {
    const failure = applicationFailure(t, error);
    if (failure.kind !== 'fields') return setFormError(failure.message);
    const entries = Object.entries(failure.fields) as [ApplicationField, string][];
    entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
    setFormError(failure.message ?? (entries.length === 0 ? t('form.checkDetails') : null));
  };

  const submit = handleSubmit(
    (input) => {
      if (apply.isPending) return;
      setFormError(null);
      // A promise rather than mutate's callbacks: those are dropped once the form unmounts, and the answer replaces the form.
      void apply.mutateAsync(input).then(onSent, refused);
    },
    () => setFormError(null),
  );

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-gray-200 p-5 dark:border-gray-800"
    >
      <TextField
        label={t('form.name')}
        autoComplete="organization"
        maxLength={100}
        hint={t('form.nameHint')}
        error={errors.business_name?.message}
        {...register('business_name')}
      />
      <fieldset aria-describedby={errors.business_type ? typeErrorId : undefined} className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('form.type')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <BusinessTypeChoice
            label={t('form.individual')}
            hint={t('form.individualHint')}
            value="individual"
            {...register('business_type')}
          />
          <BusinessTypeChoice
            label={t('form.registered')}
            hint={t('form.registeredHint')}
            value="registered"
            {...register('business_type')}
          />
        </div>
        {errors.business_type ? (
          <p id={typeErrorId} className="text-sm text-red-700 dark:text-red-400">
            <Issue text={errors.business_type.message ?? ''} />
          </p>
        ) : null}
      </fieldset>
      {registered ? (
        <TextField
          label={t('form.registration')}
          autoComplete="off"
          maxLength={40}
          hint={t('form.registrationHint')}
          error={errors.business_registration_number?.message}
          {...register('business_registration_number')}
        />
      ) : null}
      <FormField label={t('form.address')} hint={t('form.addressHint')} error={errors.business_address?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={300}
            autoComplete="street-address"
            {...register('business_address')}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('form.region')} error={errors.region?.message}>
        {(control) => (
          <select {...control} {...register('region')} className={selectClasses}>
            <option value="">{t('form.regionPlaceholder')}</option>
            {GHANA_REGIONS.map((region) => (
              <option key={region} value={region}>
                {catalogue.region(region)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="024 123 4567"
        hint={t('form.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormField label={t('form.about')} optional hint={t('form.aboutHint', { max: ABOUT_MAX })} error={errors.about?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={ABOUT_MAX} {...register('about')} className={inputClasses} />}
      </FormField>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={apply.isPending} aria-busy={apply.isPending || undefined}>
        {apply.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
