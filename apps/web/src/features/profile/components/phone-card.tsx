import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { mobilePhoneField } from '@dwa/shared/accounts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { formatGhanaPhone } from '../../../lib/phone-format';
import { getAuthToken } from '../../../lib/storage';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';
import { confirmPhoneCode, sendPhoneCode } from '../api/verify-phone';
import { profileQueryOptions } from '../api/get-profile';
import type { Profile } from '../api/get-profile';

type Stage = { name: 'idle' } | { name: 'number' } | { name: 'code'; phone: string };

/** The server's words (ApiError's message is its detail), else the fallback. */
const errorText = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);

/** One step's form: its fields, the error, then its submit and Cancel. */
function StepForm({
  onSubmit,
  error,
  submit,
  busy,
  cancel,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  error: string | null;
  submit: string;
  busy: boolean;
  cancel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
      {children}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The profile's verified phone number (issue 32): the number proved by an SMS code, or none; a new
 * number gets a code, and the code makes it the verified one (a number another account verified is
 * refused by the server, whose words are shown).
 */
export function PhoneCard({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [phone, setPhone] = useState(profile.verified_phone ? '' : (profile.phone ?? ''));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Sends one step to the server, busy meanwhile; a refusal shows the server's words. */
  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure, t('phone.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = mobilePhoneField.safeParse(phone);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('phone.failed'));
    await attempt(async () => {
      const answer = await sendPhoneCode(parsed.data);
      setCode('');
      setStage({ name: 'code', phone: answer.phone });
    });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) return setError(t('phone.codeMissing'));
    await attempt(async () => {
      const updated = await confirmPhoneCode(code.trim());
      queryClient.setQueryData(profileQueryOptions(getAuthToken()).queryKey, updated);
      setDone(true);
      setStage({ name: 'idle' });
    });
  }

  return (
    <section aria-labelledby="phone-card-title" className="rounded-2xl border border-gray-200 p-5 dark:border-gray-800">
      <h2 id="phone-card-title" className="flex items-center gap-2 text-lg font-bold">
        <Smartphone aria-hidden="true" className="size-5" />
        {t('phone.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('phone.intro')}</p>
      <p className="mt-3 font-medium" data-testid="verified-phone">
        {profile.verified_phone ? t('phone.verified', { phone: formatGhanaPhone(profile.verified_phone) }) : t('phone.none')}
      </p>
      {done ? <FormAlert tone="success">{t('phone.done')}</FormAlert> : null}
      {stage.name === 'idle' ? (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            setDone(false);
            setError(null);
            setStage({ name: 'number' });
          }}
        >
          {profile.verified_phone ? t('phone.change') : t('phone.send')}
        </Button>
      ) : stage.name === 'number' ? (
        <StepForm
          onSubmit={send}
          error={error}
          submit={busy ? t('phone.sending') : t('phone.send')}
          busy={busy}
          cancel={t('phone.cancel')}
          onCancel={() => setStage({ name: 'idle' })}
        >
          <TextField
            label={t('phone.label')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="024 123 4567"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </StepForm>
      ) : (
        <StepForm
          onSubmit={confirm}
          error={error}
          submit={busy ? t('phone.confirming') : t('phone.confirm')}
          busy={busy}
          cancel={t('phone.cancel')}
          onCancel={() => setStage({ name: 'number' })}
        >
          <p className="text-sm">{t('phone.sent', { phone: formatGhanaPhone(stage.phone) })}</p>
          <TextField
            label={t('phone.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </StepForm>
      )}
    </section>
  );
}
