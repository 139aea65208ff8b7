import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REVIEW_REPORT_COMMENT_MAX, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@dwa/shared/reviews';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ReportActions, ReportFields } from '../../../components/report-fields';
import { Issue } from '../../../components/ui/issue';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';
import { useReportReview } from '../api/report-review';

type Props = { open: boolean; reviewId: number; onClose: () => void; onReported: () => void };

export function ReportReviewDialog({ open, reviewId, onClose, onReported }: Props) {
  const t = useT(reviewsMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('report.title')}>
      <ReportReviewForm reviewId={reviewId} onDone={onClose} onReported={onReported} />
    </Dialog>
  );
}

/** Why (radio buttons) and optional details; Send waits for a reason. One report per person. */
export function ReportReviewForm({ reviewId, onDone, onReported }: { reviewId: number; onDone: () => void; onReported: () => void }) {
  const t = useT(reviewsMessages);
  const id = useId();
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [comment, setComment] = useState('');
  const mutation = useReportReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    mutation.mutate(
      { reviewId, reason, comment: comment || null },
      {
        onSuccess: () => {
          notify.success(t('report.thanks'));
          onReported();
          onDone();
        },
        onError: (failure) => {
          // Reported before: nothing to fix in the form.
          if (failure instanceof ApiError && failure.status === 409) {
            notify.info(t('report.already'));
            onReported();
            onDone();
          }
        },
      },
    );
  }

  const failed = mutation.error && !(mutation.error instanceof ApiError && mutation.error.status === 409) ? mutation.error : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ReportFields
        id={id}
        reasons={REVIEW_REPORT_REASONS}
        reason={reason}
        onReason={setReason}
        comment={comment}
        onComment={setComment}
        commentMax={REVIEW_REPORT_COMMENT_MAX}
        words={{
          why: t('report.why'),
          reason: (value) => t(`report.reason.${value}`),
          details: t('report.details'),
          optional: t('report.optional'),
        }}
      />
      {failed ? (
        <FormAlert>
          <Issue text={failureText(failed, t('report.failed'))} />
        </FormAlert>
      ) : null}
      <ReportActions
        id={id}
        picked={reason !== null}
        pending={mutation.isPending}
        onCancel={onDone}
        words={{ pick: t('report.pick'), cancel: t('report.cancel'), submit: t('report.submit'), submitting: t('report.sending') }}
      />
    </form>
  );
}
