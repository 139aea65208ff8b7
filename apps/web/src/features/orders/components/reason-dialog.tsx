import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { DANGER_SOLID } from './danger-classes';
import { REASON_MAX, reasonError, type ActionDialog } from '../lib/actions';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { Issue } from '../../../components/ui/issue';

/** The question an action asks first: a confirmation, or a reason (required or optional, at most 500 characters). */
export function ActionQuestion({
  dialog,
  busy,
  onConfirm,
  onClose,
}: {
  dialog: ActionDialog | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  if (dialog?.kind === 'confirm') {
    return (
      <ConfirmDialog
        open
        title={dialog.title}
        confirmLabel={dialog.confirmLabel}
        confirmVariant={dialog.danger ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => onConfirm('')}
        onCancel={onClose}
      >
        <p>{dialog.body}</p>
      </ConfirmDialog>
    );
  }
  if (dialog?.kind === 'reason')
    return <ReasonForm key={dialog.title} dialog={dialog} busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  return null;
}

function ReasonForm({
  dialog,
  busy,
  onConfirm,
  onClose,
}: {
  dialog: Extract<ActionDialog, { kind: 'reason' }>;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const t = useT(ordersMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = reasonError(dialog, reason);
    setError(problem);
    if (!problem) onConfirm(reason);
  }

  return (
    <Dialog open title={dialog.title} onClose={busy ? () => undefined : onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-gray-700 dark:text-gray-300">{dialog.body}</p>
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
            {dialog.reasonLabel}
            {dialog.required ? null : <span className="font-normal text-gray-600 dark:text-gray-400"> {t('ask.optional')}</span>}
          </label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            required={dialog.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(reasonError(dialog, event.target.value));
            }}
            className={inputClasses}
          />
          <p id={`${id}-count`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
            {t('ask.characters', { count: reason.trim().length, max: REASON_MAX })}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              <Issue text={error} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('ask.goBack')}
          </Button>
          {dialog.danger ? (
            <button type="submit" disabled={busy} aria-busy={busy || undefined} className={DANGER_SOLID}>
              {dialog.confirmLabel}
            </button>
          ) : (
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {dialog.confirmLabel}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
