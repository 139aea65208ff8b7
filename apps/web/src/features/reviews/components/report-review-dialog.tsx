import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REVIEW_REPORT_COMMENT_MAX, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@dwa/shared/reviews';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
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
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t('report.why')}</legend>
        <div className="mt-2 space-y-1">
          {REVIEW_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-emerald-700 dark:accent-emerald-400"
              />
              {t(`report.reason.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('report.details')} <span className="font-normal text-gray-600 dark:text-gray-400">{t('report.optional')}</span>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={REVIEW_REPORT_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={inputClasses}
        />
      </div>
      {failed ? (
        <FormAlert>
          <Issue text={failureText(failed, t('report.failed'))} />
        </FormAlert>
      ) : null}
      {reason ? null : (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
          {t('report.pick')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          {t('report.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!reason || mutation.isPending}
          aria-describedby={reason ? undefined : `${id}-hint`}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
