import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { REASON_MAX, reasonError } from '../lib/reason';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';

/**
 * A decision that needs a reason (refuse, deactivate, reject): the question, a reason field checked
 * as the server checks it, Cancel and the action. `error` is the server's answer when it failed.
 */
type ReasonDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  label?: string;
  hint?: ReactNode;
  confirmLabel: string;
  optional?: boolean;
  /** The action's colour: red for what takes something away. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function ReasonDialog({ open, title, onCancel, ...form }: ReasonDialogProps) {
  // The Dialog renders its content only while open, so each opening starts with an empty reason.
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <ReasonForm {...form} onCancel={onCancel} />
    </Dialog>
  );
}

function ReasonForm({
  children,
  label,
  hint,
  confirmLabel,
  optional = false,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const t = useT(adminMessages);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked ? reasonError(t, reason, { optional }) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (reasonError(t, reason, { optional })) return;
    onConfirm(reason.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {children ? <div className="space-y-2 text-gray-700 dark:text-gray-300">{children}</div> : null}
      <FormField label={label ?? t('reason.label')} hint={hint} error={problem ?? undefined} optional={optional}>
        {(control) => (
          <textarea
            {...control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={4}
            maxLength={REASON_MAX + 50}
            className={inputClasses}
          />
        )}
      </FormField>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('action.cancel')}
        </Button>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={tone === 'danger' ? DANGER : buttonClasses('primary')}
        >
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}
