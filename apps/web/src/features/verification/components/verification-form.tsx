import { useState } from 'react';
import type { FormEvent } from 'react';
import { GHANA_CARD_PATTERN, normaliseGhanaCard, VERIFICATION_MESSAGES } from '@dwa/shared/verification';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { failureText } from '../../../lib/failure-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { verificationMessages } from '../../../lib/i18n/catalogs/verification';
import { useSubmitVerification } from '../api/submit-verification';

type Errors = { card?: string; selfie?: string; cardPhoto?: string };

/** The request: the card number, a selfie and a photo of the card, sent with upload progress. */
export function VerificationForm() {
  const t = useT(verificationMessages);
  const submit = useSubmitVerification();
  const [card, setCard] = useState('');
  const [selfie, setSelfie] = useState<File | null>(null);
  const [cardPhoto, setCardPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      card: GHANA_CARD_PATTERN.test(normaliseGhanaCard(card)) ? undefined : VERIFICATION_MESSAGES.cardNumber,
      selfie: selfie ? undefined : VERIFICATION_MESSAGES.selfie,
      cardPhoto: cardPhoto ? undefined : VERIFICATION_MESSAGES.cardPhoto,
    };
    setErrors(next);
    if (next.card || next.selfie || next.cardPhoto) return;
    setProgress(0);
    try {
      await submit.mutateAsync({ cardNumber: normaliseGhanaCard(card), selfie: selfie!, cardPhoto: cardPhoto!, onProgress: setProgress });
    } catch {
      // Shown below from the mutation's error.
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={t('form.title')}>
      <FormField label={t('form.card')} hint={t('form.cardHint')} error={errors.card}>
        {(control) => (
          <input
            {...control}
            name="card_number"
            autoComplete="off"
            inputMode="text"
            value={card}
            onChange={(event) => setCard(event.target.value)}
            placeholder="GHA-123456789-0"
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={t('form.selfie')} hint={t('form.selfieHint')} error={errors.selfie}>
        {(control) => (
          <input
            {...control}
            name="selfie"
            type="file"
            accept="image/*"
            capture="user"
            onChange={(event) => setSelfie(event.target.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
        )}
      </FormField>
      <FormField label={t('form.cardPhoto')} hint={t('form.cardPhotoHint')} error={errors.cardPhoto}>
        {(control) => (
          <input
            {...control}
            name="card_photo"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => setCardPhoto(event.target.files?.[0] ?? null)}
            className="block w-full text-sm"
          />
        )}
      </FormField>
      <p className="text-sm text-gray-600 dark:text-gray-400">{t('privacy')}</p>
      {progress !== null ? <UploadProgress percent={progress} label={t('form.uploading')} /> : null}
      {submit.isError ? <FormAlert>{failureText(submit.error, t('form.error'))}</FormAlert> : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
