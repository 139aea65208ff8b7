import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorMessage } from '@dwa/shared/errors';
import { Button } from '../../../components/ui/button';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { GenderSelect } from '../../../components/ui/gender-select';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import type { Profile } from '../api/get-profile';
import { accountTypeLabel, profileFormSchema, toFormValues } from '../lib/profile-form';
import type { ProfileFormOutput } from '../lib/profile-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';

const today = () => new Date().toISOString().slice(0, 10);

/** The server's message when it sent one, a lost connection's, or the form's own words (`failed`). */
function failureText(error: unknown, failed: string): string {
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 0) return error.detail;
  return error.status >= 500 ? failed : errorMessage(error.body, failed);
}

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT(profileMessages);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof profileFormSchema>, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const mutation = useUpdateProfile({
    onSuccess: (saved) => {
      reset(toFormValues(saved));
      notify.success(t('details.saved'));
      onSaved(saved);
    },
  });
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== profile.email;

  const submit = handleSubmit((values) =>
    mutation.mutate(values, { onError: (error) => notify.error(failureText(error, t('details.failed'))) }),
  );

  return (
    <section aria-labelledby="details-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="details-title" className="text-lg font-bold">
        {t('details.title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('details.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('details.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          hint={emailChanged ? t('details.emailHint') : undefined}
          {...register('email')}
        />
        <TextField
          label={t('details.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="024 123 4567"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField label={t('details.address')} autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextField label={t('details.type')} value={accountTypeLabel(t, profile.user_type)} readOnly hint={t('details.typeHint')} />
        <GenderSelect error={errors.gender?.message} {...register('gender')} />
        <TextField
          label={t('details.birthday')}
          type="date"
          max={today()}
          optional
          error={errors.birthdate?.message}
          {...register('birthdate')}
        />
        <FormField label={t('details.bio')} optional error={errors.bio?.message} className="sm:col-span-2">
          {(control) => <textarea rows={4} {...control} {...register('bio')} className={inputClasses} />}
        </FormField>
        <TextField
          label={t('details.registration')}
          optional
          error={errors.business_registration_number?.message}
          {...register('business_registration_number')}
        />
        <TextField
          label={t('details.businessAddress')}
          optional
          error={errors.business_address?.message}
          {...register('business_address')}
        />
        <TextField
          label={t('details.website')}
          type="url"
          inputMode="url"
          placeholder="www.example.com"
          optional
          className="sm:col-span-2"
          error={errors.business_website?.message}
          {...register('business_website')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
            {mutation.isPending ? t('details.saving') : t('details.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
