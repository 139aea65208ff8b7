import { Suspense, lazy, useState } from 'react';
import { Flag } from 'lucide-react';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';

// The modal and its form load on first use: most visitors never report anything.
const loadModal = () => import('./report-modal');
const ReportModal = lazy(() => loadModal().then((module) => ({ default: module.ReportModal })));

export function ReportButton({ listingId, signInFirst }: { listingId: number; signInFirst: SignInFirst }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() =>
          signInFirst(() => {
            setLoaded(true);
            setOpen(true);
          })
        }
        className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-gray-300 px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 hover:text-red-800 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:hover:text-red-300"
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </button>
      {/* Kept mounted once opened, so closing goes through the dialog and focus returns to the button. */}
      {loaded ? (
        <Suspense fallback={null}>
          <ReportModal open={open} listingId={listingId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
