import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { OtpInput } from '../../../components/ui/otp-input';
import { codeOf, emptyDigits, isComplete } from '../../../components/ui/otp-digits';
import { OTP_LENGTH } from '@dwa/shared/accounts-constants';
import { apiErrorText } from '../lib/error-text';
import { AuthCard, linkButtonClasses } from './auth-card';

/**
 * Enter a 6-digit code from an email: sign-up's and sign-in's account code, and the password reset
 * code. Leaving the step (Back) drops what was typed.
 */
export function CodeStep({
  title,
  description,
  missingMessage,
  failureFallback,
  submitLabel = 'Verify',
  onVerify,
  onResend,
  backLabel,
  onBack,
  focusTitle,
}: {
  title: string;
  description: ReactNode;
  missingMessage: string;
  failureFallback: string;
  submitLabel?: string;
  onVerify: (code: string) => Promise<void>;
  /** Mails a new code; answers the line to show. */
  onResend?: () => Promise<string>;
  backLabel: string;
  onBack: () => void;
  focusTitle?: boolean;
}) {
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    if (!isComplete(digits)) return setError(missingMessage);
    setError(null);
    setBusy('verify');
    try {
      await onVerify(codeOf(digits));
    } catch (failure) {
      setError(apiErrorText(failure, failureFallback));
      setBusy(null);
      return;
    }
    setBusy(null);
  }

  async function resend() {
    if (!onResend) return;
    setError(null);
    setNote(null);
    setBusy('resend');
    try {
      setNote(await onResend());
      setDigits(emptyDigits(OTP_LENGTH));
    } catch (failure) {
      setError(apiErrorText(failure, 'Failed to send OTP'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthCard title={title} description={description} icon={<MailCheck aria-hidden="true" className="size-10" />} focusTitle={focusTitle}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <OtpInput digits={digits} onChange={setDigits} error={error} disabled={busy !== null} autoFocus={!focusTitle} />
        {note ? <FormAlert tone="success">{note}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={busy !== null}>
          {busy === 'verify' ? 'Verifying...' : submitLabel}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className={linkButtonClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </button>
        {onResend ? (
          <button type="button" onClick={resend} disabled={busy !== null} className={`${linkButtonClasses} disabled:opacity-60`}>
            {busy === 'resend' ? 'Sending...' : 'Resend code'}
          </button>
        ) : null}
      </div>
    </AuthCard>
  );
}
