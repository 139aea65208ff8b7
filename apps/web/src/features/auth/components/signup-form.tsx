import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { UserPlus } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { GenderSelect } from '../../../components/ui/gender-select';
import { PasswordInput } from '../../../components/ui/password-input';
import { StrengthMeter } from '../../../components/ui/strength-meter';
import { SIGNUP_DEFAULTS, signupResolverFor } from '../lib/signup-validation';
import type { SignupMode, SignupValues } from '../lib/signup-validation';
import { AuthCard, linkButtonClasses } from './auth-card';
import { SocialButtons } from './social-buttons';
import { useT } from '../../../lib/i18n/i18n-context';
import { authMessages } from '../../../lib/i18n/catalogs/auth';
import { signupMessages } from '../../../lib/i18n/catalogs/signup';
import { SLOT } from '../../../lib/i18n/area';
import { Issue } from '../../../components/ui/issue';

const TERMS = `${SLOT}terms${SLOT}`;
const PRIVACY = `${SLOT}privacy${SLOT}`;

/**
 * 'I accept the Terms and Conditions and the Privacy Policy of Dwa.', each a link, where the language
 * puts it. They open in a new tab: the form being filled in stays as it is.
 */
function TermsSentence() {
  const t = useT(signupMessages);
  const link = (href: string, text: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
    >
      {text}
      <span className="sr-only"> {t('signup.newTab')}</span>
    </a>
  );
  return t('signup.terms', { terms: TERMS, privacy: PRIVACY })
    .split(new RegExp(`(${TERMS}|${PRIVACY})`))
    .map((part, index) => (
      <Fragment key={index}>
        {part === TERMS
          ? link(paths.terms.getHref(), t('signup.termsLink'))
          : part === PRIVACY
            ? link(paths.privacy.getHref(), t('signup.privacyLink'))
            : part}
      </Fragment>
    ));
}

/**
 * Step 1 of sign-up. One message at a time, in the spec's order; `onSubmit` throws the server's words.
 * "Use phone number instead" (issue 32) leaves the email out: the phone number is the account's, and
 * its code comes by SMS.
 */
export function SignupForm({
  initialValues,
  onSubmit,
  focusTitle,
  mode = 'email',
  onModeChange,
}: {
  initialValues?: SignupValues;
  onSubmit: (values: SignupValues) => Promise<void>;
  focusTitle?: boolean;
  mode?: SignupMode;
  onModeChange?: (mode: SignupMode) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const t = useT(signupMessages);
  const auth = useT(authMessages);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: signupResolverFor(mode),
    defaultValues: initialValues ?? SIGNUP_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const password = watch('password');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : t('signup.failed'));
    }
  });

  return (
    <AuthCard
      title={t('signup.title')}
      description={t('signup.intro')}
      icon={<UserPlus aria-hidden="true" className="size-10" />}
      focusTitle={focusTitle}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('signup.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        {mode === 'email' ? (
          <TextField
            label={auth('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        ) : null}
        <TextField
          label={t('signup.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="024 123 4567"
          hint={mode === 'phone' ? t('signup.phoneHint') : undefined}
          error={errors.phone?.message}
          {...register('phone')}
        />
        {onModeChange ? (
          <p className="text-sm">
            <button type="button" onClick={() => onModeChange(mode === 'email' ? 'phone' : 'email')} className={linkButtonClasses}>
              {mode === 'email' ? t('signup.usePhone') : t('signup.useEmail')}
            </button>
          </p>
        ) : null}
        <TextField
          label={t('signup.address')}
          autoComplete="street-address"
          placeholder={t('signup.addressExample')}
          error={errors.address?.message}
          {...register('address')}
        />
        <FormField label={auth('password')} hint={t('signup.passwordHint')} error={errors.password?.message}>
          {(control) => (
            <>
              <PasswordInput autoComplete="new-password" {...control} {...register('password')} />
              {password ? <StrengthMeter password={password} /> : null}
            </>
          )}
        </FormField>
        <FormField label={t('signup.confirmPassword')} error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('confirmPassword')} />}
        </FormField>
        <GenderSelect error={errors.gender?.message} {...register('gender')} />
        <FormField label={t('signup.bio')} optional error={errors.bio?.message}>
          {(control) => <textarea rows={3} {...control} {...register('bio')} className={inputClasses} />}
        </FormField>
        <div>
          <label className="flex min-h-11 items-start gap-3 text-sm text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
              className="mt-0.5 size-5 shrink-0 accent-emerald-700"
              {...register('terms')}
            />
            <span>
              <TermsSentence />
            </span>
          </label>
          {errors.terms ? (
            <p id="signup-terms-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
              <Issue text={errors.terms.message ?? ''} />
            </p>
          ) : null}
        </div>
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('signup.busy') : auth('signUp')}
        </Button>
      </form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('signup.haveAccount')}{' '}
        <Link
          to={paths.signin.getHref()}
          className="font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
        >
          {auth('signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
