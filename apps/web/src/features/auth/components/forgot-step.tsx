import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { emailField } from '@dwa/shared/fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { requestResetCode } from '../api/password-reset';
import { apiErrorText } from '../lib/error-text';
import { AuthCard, linkButtonClasses } from './auth-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';

export type ResetRequest = { email: string; handle: string; message: string };

export function ForgotStep({
  initialEmail = '',
  onSent,
  onBack,
  onUsePhone,
  focusTitle,
}: {
  initialEmail?: string;
  onSent: (request: ResetRequest) => void;
  onBack: () => void;
  /** The phone path: a reset code by SMS (issue 32). */
  onUsePhone?: () => void;
  focusTitle?: boolean;
}) {
  const t = useT(resetMessages);
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    setError(null);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('forgot.enterEmail'));
      emailRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const answer = await requestResetCode(parsed.data);
      onSent({ email: parsed.data, handle: answer.user_id, message: answer.message });
    } catch (failure) {
      setError(apiErrorText(failure, t('forgot.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      icon={<KeyRound aria-hidden="true" className="size-10" />}
      focusTitle={focusTitle}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          ref={emailRef}
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ?? undefined}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('forgot.sending') : t('forgot.send')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className={linkButtonClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToSignIn')}
        </button>
        {onUsePhone ? (
          <button type="button" onClick={onUsePhone} className={linkButtonClasses}>
            {t('forgot.usePhone')}
          </button>
        ) : null}
      </div>
    </AuthCard>
  );
}
