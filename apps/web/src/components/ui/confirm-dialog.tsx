import type { ReactNode } from 'react';
import { Button, buttonClasses } from './button';
import type { ButtonVariant } from './button';
import { Dialog } from './dialog';

const DANGER =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';

/** A question with Cancel and one confirming action, on the modal Dialog (Escape and backdrop cancel). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const danger = confirmVariant === 'danger';
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="space-y-3 text-gray-700 dark:text-gray-300">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={danger ? DANGER : buttonClasses(confirmVariant)}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
