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

const FAILED = 'Failed to update profile. Please try again.';
const today = () => new Date().toISOString().slice(0, 10);

function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return FAILED;
  if (error.status === 0) return error.detail;
  return error.status >= 500 ? FAILED : errorMessage(error.body, FAILED);
}

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
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
      notify.success('Profile updated successfully!');
      onSaved(saved);
    },
  });
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== profile.email;

  const submit = handleSubmit((values) =>
    mutation.mutate(values, { onError: (error) => notify.error(failureText(error)) }),
  );

  return (
    <section aria-labelledby="details-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="details-title" className="text-lg font-bold">
        Your details
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          hint={emailChanged ? 'You will confirm the new address with a code the next time you sign in.' : undefined}
          {...register('email')}
        />
        <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" placeholder="024 123 4567" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextField label="Account type" value={accountTypeLabel(profile.user_type)} readOnly hint="Account type changes require admin action." />
        <GenderSelect error={errors.gender?.message} {...register('gender')} />
        <TextField label="Birthday" type="date" max={today()} optional error={errors.birthdate?.message} {...register('birthdate')} />
        <FormField label="Bio" optional error={errors.bio?.message} className="sm:col-span-2">
          {(control) => <textarea rows={4} {...control} {...register('bio')} className={inputClasses} />}
        </FormField>
        <TextField
          label="Business registration number"
          optional
          error={errors.business_registration_number?.message}
          {...register('business_registration_number')}
        />
        <TextField label="Business address" optional error={errors.business_address?.message} {...register('business_address')} />
        <TextField
          label="Website"
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
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </section>
  );
}
