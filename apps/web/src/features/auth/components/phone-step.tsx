import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { ArrowLeft, Smartphone } from 'lucide-react';
import { mobilePhoneField } from '@dwa/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { apiErrorText } from '../lib/error-text';
import { AuthCard, linkButtonClasses } from './auth-card';

/**
 * A mobile number, for a code by SMS: the phone path of sign-in and of Forgot Password (issue 32).
 * The number is checked with the shared schema (a Ghana mobile number) and handed on in E.164;
 * `onSubmit` throws the server's refusal (cooldown, too many codes), shown under the field.
 */
export function PhoneStep({
  title,
  description,
  label,
  submitLabel,
  busyLabel,
  failureFallback,
  initialPhone = '',
  onSubmit,
  switchLabel,
  onSwitch,
  backLabel,
  onBack,
  focusTitle,
}: {
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  busyLabel: string;
  failureFallback: string;
  initialPhone?: string;
  onSubmit: (phone: string) => Promise<void>;
  /** 'Use email instead'. */
  switchLabel: string;
  onSwitch: () => void;
  backLabel?: string;
  onBack?: () => void;
  focusTitle?: boolean;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = mobilePhoneField.safeParse(phone);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? failureFallback);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      setError(apiErrorText(failure, failureFallback));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={title} description={description} icon={<Smartphone aria-hidden="true" className="size-10" />} focusTitle={focusTitle}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          ref={inputRef}
          label={label}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="024 123 4567"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={fieldError ?? undefined}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        {onBack && backLabel ? (
          <button type="button" onClick={onBack} className={linkButtonClasses}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </button>
        ) : null}
        <button type="button" onClick={onSwitch} className={linkButtonClasses}>
          {switchLabel}
        </button>
      </div>
    </AuthCard>
  );
}
