import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REPORT_COMMENT_MAX, REPORT_REASONS } from '@dwa/shared/reports';
import type { ReportReason } from '@dwa/shared/reports';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
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
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t('why')}</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
                className="size-4 accent-emerald-700 dark:accent-emerald-400"
              />
              {t(`reason.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('details')} <span className="font-normal text-gray-600 dark:text-gray-400">{t('optional')}</span>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={REPORT_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={inputClasses}
        />
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {reason ? null : (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
          {REPORT_TEXT.reasonRequired}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!reason || mutation.isPending}
          aria-describedby={reason ? undefined : `${id}-hint`}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
