import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { LogIn } from 'lucide-react';
import { MESSAGES } from '@dwa/shared/accounts-constants';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { apiErrorText } from '../lib/error-text';
import { AuthCard, linkButtonClasses } from './auth-card';
import { SocialButtons } from './social-buttons';
import { useT } from '../../../lib/i18n/i18n-context';
import { authMessages } from '../../../lib/i18n/catalogs/auth';
import { signinMessages } from '../../../lib/i18n/catalogs/signin';

export type Credentials = { email: string; password: string; remember: boolean };

export function LoginStep({
  initialEmail = '',
  notice,
  reason,
  onSubmit,
  onForgot,
  onUsePhone,
  focusTitle,
}: {
  initialEmail?: string;
  notice?: string | null;
  /** Why the person is asked to sign in (an action that needs an account sent them here). */
  reason?: string | undefined;
  /** Throws when the sign-in fails. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  onForgot: (email: string) => void;
  /** The phone path: a code by SMS instead of the email and password (issue 32). */
  onUsePhone?: () => void;
  focusTitle?: boolean;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT(signinMessages);
  const auth = useT(authMessages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(MESSAGES.login);
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ email, password, remember });
    } catch (failure) {
      setError(apiErrorText(failure, t('signin.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={auth('signIn')}
      description={t('signin.intro')}
      icon={<LogIn aria-hidden="true" className="size-10" />}
      focusTitle={focusTitle}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {reason ? <FormAlert tone="info">{reason}</FormAlert> : null}
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        <TextField
          label={auth('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField label={auth('password')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-5 accent-emerald-700"
            />
            {t('signin.remember')}
          </label>
          <button type="button" onClick={() => onForgot(email)} className={`${linkButtonClasses} text-sm`}>
            {t('signin.forgot')}
          </button>
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('signin.busy') : auth('signIn')}
        </Button>
      </form>
      {onUsePhone ? (
        <p className="mt-4 text-center text-sm">
          <button type="button" onClick={onUsePhone} className={linkButtonClasses}>
            {t('phone.use')}
          </button>
        </p>
      ) : null}
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('signin.new')}{' '}
        <Link
          to={paths.signup.getHref()}
          className="font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
        >
          {auth('signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
