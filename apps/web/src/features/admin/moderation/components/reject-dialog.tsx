import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../../components/ui/form-field';
import { REJECT_REASON_MAX, rejectReasonError } from '../lib/reject-reason';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type Props = {
  /** The listing being refused (null: closed). */
  title: string | null;
  busy: boolean;
  /** The server's word on the last try: under the field when it is about the reason, else above the buttons. */
  error: { field: string | null; form: string | null };
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** Reject a listing with the reason its seller will read. */
export function RejectDialog({ title, busy, error, onSubmit, onCancel }: Props) {
  const t = useT(adminMessages);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const open = title !== null;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The dialog opens (showModal) in its own effect, which runs before this one: the reason field then
  // takes focus from the dialog's first button, so r and typing follow on.
  useEffect(() => {
    if (open) reasonRef.current?.focus();
  }, [open]);
  const fieldError = checked ?? error.field ?? undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = rejectReasonError(reason);
    setChecked(problem);
    if (!problem) onSubmit(reason.trim());
  }

  function close() {
    setReason('');
    setChecked(null);
    onCancel();
  }

  return (
    <Dialog open={open} onClose={close} title={t('reject.title')}>
      {open ? (
        <form onSubmit={submit} noValidate aria-label={t('reject.title')} className="space-y-4">
          <p className="break-words text-gray-700 dark:text-gray-300">{t('reject.text', { title: title ?? '' })}</p>
          <FormField label={t('reject.label')} hint={t('reason.max', { max: REJECT_REASON_MAX })} error={fieldError}>
            {(control) => (
              <textarea
                {...control}
                ref={reasonRef}
                rows={4}
                maxLength={REJECT_REASON_MAX + 100}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (checked) setChecked(rejectReasonError(event.target.value));
                }}
                className={inputClasses}
              />
            )}
          </FormField>
          {error.form ? <FormAlert>{error.form}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={close} disabled={busy}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {t('reject.title')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
