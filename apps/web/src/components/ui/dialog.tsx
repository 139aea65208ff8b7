import { useId } from 'react';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

type Placement = 'left' | 'center';

const placements: Record<Placement, string> = {
  left: 'fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[88vw] animate-[slide-in-left_200ms_ease-out]',
  center: 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl',
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on Escape and
 * gives focus back to the opener. A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  placement?: Placement;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const t = useT(controlsMessages);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 dark:bg-gray-900 dark:backdrop:bg-black/75 dark:text-gray-100 ${placements[placement]}`}
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3 dark:border-gray-800">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
