import { Suspense, lazy, useState } from 'react';
import { Flag } from 'lucide-react';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';
import { useT } from '../../../lib/i18n/i18n-context';
import { reportsMessages } from '../../../lib/i18n/catalogs/reports';

// The modal and its form load on first use: most visitors never report anything.
const loadModal = () => import('./report-modal');
const ReportModal = lazy(() => loadModal().then((module) => ({ default: module.ReportModal })));

type Props = {
  listingId: number;
  /** The viewer has an open report on it (the read's is_flagged): 'Reported', nothing more to do. */
  reported?: boolean;
  /** A report was filed, now or before (the server said it already had one). */
  onReported?: () => void;
  signInFirst: SignInFirst;
};

export function ReportButton({ listingId, reported = false, onReported, signInFirst }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const t = useT(reportsMessages);
  return (
    <>
      {/* Reported: still focusable (focus comes back here when the dialog closes), but inert. */}
      <button
        type="button"
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-disabled={reported || undefined}
        onPointerEnter={() => {
          if (!reported) void loadModal();
        }}
        onFocus={() => {
          if (!reported) void loadModal();
        }}
        onClick={() => {
          if (reported) return;
          signInFirst(() => {
            setLoaded(true);
            setOpen(true);
          });
        }}
        className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-gray-300 px-4 text-sm font-semibold dark:border-gray-600 ${
          reported
            ? 'cursor-default text-red-800 dark:text-red-300'
            : 'text-gray-900 hover:bg-gray-50 hover:text-red-800 dark:text-gray-100 dark:hover:bg-gray-800 dark:hover:text-red-300'
        }`}
      >
        <Flag aria-hidden="true" className={`size-4 ${reported ? 'fill-current' : ''}`} />
        {reported ? t('reported') : t('report')}
      </button>
      {/* Kept mounted once opened, so closing goes through the dialog and focus returns to the button. */}
      {loaded ? (
        <Suspense fallback={null}>
          <ReportModal open={open} listingId={listingId} onClose={() => setOpen(false)} onReported={onReported} />
        </Suspense>
      ) : null}
    </>
  );
}
