import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REPORT_COMMENT_MAX, REPORT_REASONS } from '@dwa/shared/reports';
import type { ReportReason } from '@dwa/shared/reports';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ReportActions, ReportFields } from '../../../components/report-fields';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { useReportListing } from '../api/report-listing';
import { REPORT_TEXT, reportFailure } from '../lib/messages';
import { useT } from '../../../lib/i18n/i18n-context';
import { reportsMessages } from '../../../lib/i18n/catalogs/reports';

type ModalProps = { open: boolean; listingId: number; onClose: () => void; onReported?: () => void };

export function ReportModal({ open, listingId, onClose, onReported }: ModalProps) {
  const t = useT(reportsMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('title')}>
      <ReportForm listingId={listingId} onDone={onClose} onReported={onReported} />
    </Dialog>
  );
}

/** Reasons as radio buttons, an optional comment; Submit waits for a reason. */
function ReportForm({ listingId, onDone, onReported }: { listingId: number; onDone: () => void; onReported?: () => void }) {
  const t = useT(reportsMessages);
  const words = { failed: t('failed'), network: t('network') };
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useReportListing();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(REPORT_TEXT.reasonRequired);
    setError(null);
    mutation.mutate(
      { listing_id: listingId, title: reason, comment },
      {
        onSuccess: () => {
          notify.success(REPORT_TEXT.success);
          onReported?.();
          onDone();
        },
        onError: (failure) => {
          // Reported before: nothing to fix in the form, so say so where the page can be seen.
          if (failure instanceof ApiError && failure.status === 409) {
            notify.info(reportFailure(failure, words));
            onReported?.();
            return onDone();
          }
          setError(reportFailure(failure, words));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ReportFields
        id={id}
        reasons={REPORT_REASONS}
        reason={reason}
        onReason={(value) => {
          setReason(value);
          setError(null);
        }}
        comment={comment}
        onComment={setComment}
        commentMax={REPORT_COMMENT_MAX}
        words={{ why: t('why'), reason: (value) => t(`reason.${value}`), details: t('details'), optional: t('optional') }}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ReportActions
        id={id}
        picked={reason !== null}
        pending={mutation.isPending}
        onCancel={onDone}
        words={{ pick: REPORT_TEXT.reasonRequired, cancel: t('cancel'), submit: t('submit'), submitting: t('submitting') }}
      />
    </form>
  );
}
