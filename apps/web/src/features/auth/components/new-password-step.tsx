import { useState } from 'react';
import type { FormEvent } from 'react';
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { StrengthMeter } from '../../../components/ui/strength-meter';
import { resetPassword } from '../api/password-reset';
import { resetErrorText } from '../lib/error-text';
import { canSubmitNewPassword, newPasswordError } from '../lib/new-password';
import { AuthCard, linkButtonClasses } from './auth-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';

/** Two password fields and the strength meter; the reset handle and token come from the code step. */
export function NewPasswordStep({
  handle,
  resetToken,
  onDone,
  onBack,
  backLabel,
  focusTitle,
}: {
  handle: string | null;
  resetToken: string | null;
  onDone: (message: string) => void;
  onBack?: () => void;
  backLabel?: string;
  focusTitle?: boolean;
}) {
  const t = useT(resetMessages);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = Boolean(password && confirm && password !== confirm);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordError(t, password, confirm, resetToken, handle);
    if (problem) return setError(problem);
    if (!handle || !resetToken) return;
    setError(null);
    setBusy(true);
    try {
      const answer = await resetPassword(handle, resetToken, password);
      onDone(answer.message);
    } catch (failure) {
      setError(resetErrorText(failure, t('new.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('new.title')}
      description={t('new.description')}
      icon={<LockKeyhole aria-hidden="true" className="size-10" />}
      focusTitle={focusTitle}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={t('new.password')}>
          {(control) => (
            <>
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <StrengthMeter password={password} />
            </>
          )}
        </FormField>
        <FormField label={t('new.confirm')} error={mismatch ? t('new.mismatch') : undefined}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          )}
        </FormField>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy || !canSubmitNewPassword(password, confirm)}>
          {busy ? t('new.updating') : t('new.update')}
        </Button>
      </form>
      {onBack ? (
        <div className="mt-4 text-sm">
          <button type="button" onClick={onBack} className={linkButtonClasses}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel ?? t('back')}
          </button>
        </div>
      ) : null}
    </AuthCard>
  );
}
