import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { OtpInput } from '../../../components/ui/otp-input';
import { codeOf, emptyDigits, isComplete } from '../../../components/ui/otp-digits';
import { OTP_LENGTH } from '@dwa/shared/accounts-constants';
import { apiErrorText } from '../lib/error-text';
import { AuthCard, linkButtonClasses } from './auth-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { codeMessages } from '../../../lib/i18n/catalogs/code';

/** A refusal of the page's own, shown as it is (a server's refusal is read by apiErrorText). */
export class StepError extends Error {}

/** Seconds after a code was mailed before Resend may ask for another (the server also limits how many). */
export const RESEND_WAIT_SECONDS = 60;

/**
 * Seconds left until `availableAt`, ticking once a second; 0 once reached. Worked out in render, so
 * the render that moves `availableAt` already shows the new wait (an effect-fed copy left the button
 * open for one render after Resend).
 */
function useSecondsLeft(availableAt: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (availableAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsUntil(availableAt) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [availableAt]);
  return secondsUntil(availableAt);
}

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * Enter a 6-digit code from an email: sign-up's and sign-in's account code, and the password reset
 * code. Leaving the step (Back) drops what was typed. Resend waits RESEND_WAIT_SECONDS after the
 * last code was mailed (`sentAt`, else when the step opened), with the countdown on the button; a
 * refusal (too many codes) shows the server's message.
 */
export function CodeStep({
  title,
  description,
  missingMessage,
  failureFallback,
  submitLabel,
  onVerify,
  onResend,
  backLabel,
  onBack,
  focusTitle,
  sentAt,
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
  /** When the current code was mailed (ms since 1970); null: none known, Resend is open at once. */
  sentAt?: number | null;
}) {
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [resendAt, setResendAt] = useState(() => (sentAt === null ? 0 : (sentAt ?? Date.now()) + RESEND_WAIT_SECONDS * 1000));
  const wait = useSecondsLeft(resendAt);
  const t = useT(codeMessages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    if (!isComplete(digits)) return setError(missingMessage);
    setError(null);
    setBusy('verify');
    try {
      await onVerify(codeOf(digits));
    } catch (failure) {
      setError(failure instanceof StepError ? failure.message : apiErrorText(failure, failureFallback));
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
      setResendAt(Date.now() + RESEND_WAIT_SECONDS * 1000);
    } catch (failure) {
      setError(apiErrorText(failure, t('otp.sendFailed')));
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
          {busy === 'verify' ? t('otp.verifying') : (submitLabel ?? t('otp.verify'))}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className={linkButtonClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </button>
        {onResend ? (
          <button
            type="button"
            onClick={resend}
            disabled={busy !== null || wait > 0}
            className={`${linkButtonClasses} disabled:opacity-60`}
          >
            {busy === 'resend' ? t('otp.sending') : wait > 0 ? t('otp.resendIn', { seconds: wait }) : t('otp.resend')}
          </button>
        ) : null}
      </div>
    </AuthCard>
  );
}
