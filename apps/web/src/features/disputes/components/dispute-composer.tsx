import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { DISPUTE_PHOTOS_MAX } from '@dwa/shared/disputes';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { failureText } from '../../../lib/failure-text';
import { fieldIssues, oneOf } from '../../../lib/field-issues';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { addPhotos } from '../lib/rules';
import { PhotoPicker } from './photo-picker';

const BODY_MAX = 2000;
const FIELDS = ['body', 'reason', 'photos'] as const;
type Field = (typeof FIELDS)[number];
const isField = oneOf(FIELDS);

type Send = (input: { body: string; photos: File[]; onProgress: (percent: number) => void }) => Promise<unknown>;

type Props = {
  label: string;
  submitLabel: string;
  sendingLabel: string;
  /** Fields above the message (the reason, when opening one). */
  children?: ReactNode;
  /** Checked before sending: a message to show instead ('' when shown elsewhere), or null. */
  check?: () => string | null;
  send: Send;
  pending: boolean;
  error: unknown;
  /** Issues of the fields above, by name (the reason). */
  onFieldIssues?: (fields: Partial<Record<Field, string>>) => void;
};

/** A message with up to 4 photos, sent with upload progress; cleared once sent. */
export function DisputeComposer({ label, submitLabel, sendingLabel, children, check, send, pending, error, onFieldIssues }: Props) {
  const t = useT(disputesMessages);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const issues = fieldIssues(error, isField);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // `check` may block with '' when it shows its own message (beside its field).
    const problem = check?.() ?? (body.trim() === '' ? t('composer.empty') : null);
    if (problem !== null) return setNote(problem || null);
    setNote(null);
    setProgress(photos.length > 0 ? 0 : null);
    try {
      await send({ body: body.trim(), photos, onProgress: setProgress });
      setBody('');
      setPhotos([]);
    } catch (caught) {
      onFieldIssues?.(fieldIssues(caught, isField)?.fields ?? {});
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {children}
      <FormField label={label} hint={t('composer.hint', { max: BODY_MAX.toLocaleString('en') })} error={issues?.fields.body}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <PhotoPicker
        photos={photos}
        disabled={pending}
        onAdd={(files) => {
          const next = addPhotos(photos, files, DISPUTE_PHOTOS_MAX);
          setPhotos(next.photos);
          setNote(next.dropped > 0 ? t('photos.tooMany', { max: DISPUTE_PHOTOS_MAX }) : null);
        }}
        onRemove={(index) => setPhotos(photos.filter((_, at) => at !== index))}
      />
      {progress !== null ? <UploadProgress percent={progress} label={t('composer.uploading')} /> : null}
      {note ? <FormAlert>{note}</FormAlert> : null}
      {error && !issues?.fields.body && !issues?.fields.reason ? (
        <FormAlert>{issues?.fields.photos ?? issues?.others[0] ?? failureText(error, t('composer.failed'))}</FormAlert>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? sendingLabel : submitLabel}
      </Button>
    </form>
  );
}
