import { Suspense, lazy, useState } from 'react';
import { Flag } from 'lucide-react';
import { useSignInFirst } from '../../../hooks/use-sign-in-first';
import { useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';

// The dialog and its form load on first use: most readers never report a review.
const loadDialog = () => import('./report-review-dialog');
const ReportReviewDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportReviewDialog })));

/** "Report" under a review on the seller's page: signs the reader in first, then asks why (ADR 074). */
export function ReportReviewButton({ reviewId, author }: { reviewId: number; author: string }) {
  const t = useT(reviewsMessages);
  const signInFirst = useSignInFirst();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-disabled={reported || undefined}
        aria-label={reported ? t('report.reportedLabel', { name: author }) : t('report.label', { name: author })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          if (reported) return;
          signInFirst(() => {
            setLoaded(true);
            setOpen(true);
          });
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium ${
          reported
            ? 'cursor-default text-red-800 dark:text-red-300'
            : 'text-gray-700 hover:bg-gray-100 hover:text-red-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-red-300'
        }`}
      >
        <Flag aria-hidden="true" className={`size-4 ${reported ? 'fill-current' : ''}`} />
        {reported ? t('report.reported') : t('report.open')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReportReviewDialog open={open} reviewId={reviewId} onClose={() => setOpen(false)} onReported={() => setReported(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
