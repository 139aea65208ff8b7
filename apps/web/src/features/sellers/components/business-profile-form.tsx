import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { sellingProfileSchema, type SellingProfile, type SellingProfileValues } from '@dwa/shared/accounts';
import type { ApplicantProfile } from '../api/get-applicant-profile';
import { Button } from '../../../components/ui/button';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { fieldIssues, oneOf } from '../../../lib/field-issues';
import { notify } from '../../../lib/toast';
import { useSaveSellingProfile } from '../api/save-selling-profile';
import { sellingDefaults } from '../lib/selling-preferences';
import { useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

type Field = keyof SellingProfileValues;
const FIELDS: readonly Field[] = ['business_name', 'business_description', 'business_phone', 'business_address'];
const isField = oneOf(FIELDS);

/** The seller's trading name, about, phone and the pickup address couriers collect from. */
export function BusinessProfileForm({ profile }: { profile: ApplicantProfile }) {
  const t = useT(sellersMessages);
  const save = useSaveSellingProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SellingProfileValues, unknown, SellingProfile>({
    resolver: zodResolver(sellingProfileSchema),
    defaultValues: sellingDefaults(profile),
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      { ...values, name: profile.name, email: profile.email },
      {
        onSuccess: (saved) => {
          reset(sellingDefaults(saved));
          notify.success(t('business.saved'));
        },
        onError: (error) => {
          const issues = fieldIssues(error, isField);
          const entries = Object.entries(issues?.fields ?? {}) as [Field, string][];
          entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
          if (entries.length === 0) notify.error(failureText(error, t('prefs.saveFailed')));
        },
      },
    ),
  );

  return (
    <section aria-labelledby="business-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="business-title" className="text-lg font-bold">
        {t('business.title')}
      </h2>
      <form noValidate aria-labelledby="business-title" onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="organization"
          maxLength={120}
          hint={t('form.nameHint')}
          error={errors.business_name?.message}
          {...register('business_name')}
        />
        <TextField
          label={t('business.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="024 123 4567"
          optional
          hint={t('business.phoneHint')}
          error={errors.business_phone?.message}
          {...register('business_phone')}
        />
        <TextField
          label={t('business.address')}
          autoComplete="street-address"
          maxLength={200}
          hint={t('business.addressHint')}
          className="sm:col-span-2"
          error={errors.business_address?.message}
          {...register('business_address')}
        />
        <FormField
          label={t('business.about')}
          optional
          hint={t('business.aboutHint')}
          error={errors.business_description?.message}
          className="sm:col-span-2"
        >
          {(control) => <textarea rows={3} maxLength={2000} {...control} {...register('business_description')} className={inputClasses} />}
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? t('prefs.saving') : t('business.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
