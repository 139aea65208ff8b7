import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Dispute } from '@dwa/shared/disputes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useProblemText } from '../../../lib/i18n/problem-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { toPesewas } from '@dwa/shared/money';
import { useResolveDispute } from './get-dispute';
import { NOTE_MAX, checkResolution } from './resolve-check';
import type { Resolution, ResolveDraft, ResolveErrors, ResolvePlan } from './resolve-check';

const RESOLUTIONS = ['refund', 'partial_refund', 'release'] as const satisfies readonly Resolution[];

/** The decision: refund all, refund part (GHC), or release to the seller; a note; then a confirmation. */
export function ResolveForm({ dispute }: { dispute: Dispute }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const issue = useProblemText();
  const groupId = useId();
  const resolve = useResolveDispute(String(dispute.id));
  const total = toPesewas(dispute.order_total);
  const [draft, setDraft] = useState<ResolveDraft>({ resolution: '', amount: '', note: '' });
  const [errors, setErrors] = useState<ResolveErrors>({});
  const [plan, setPlan] = useState<ResolvePlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cedis = (pesewas: number) => f.cedis(pesewas / 100, 'ghc');

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkResolution(draft, total);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (checked.plan) setPlan(checked.plan);
  }

  function confirm() {
    if (!plan) return;
    // mutateAsync, not mutate's callbacks: once resolved, the dispute is closed and this form goes
    // (the page re-renders from the answer) before a mutate callback would run.
    resolve
      .mutateAsync(plan.input)
      .then(
        () => notify.success(t('dispute.resolved')),
        (problem: unknown) => setFailure(failureText(problem, t('dispute.resolveFailed'))),
      )
      .finally(() => setPlan(null));
  }

  const summary = !plan
    ? ''
    : plan.refundPesewas === total
      ? t('dispute.confirmRefund', { amount: cedis(total), buyer: dispute.buyer.name, seller: dispute.seller.name })
      : plan.refundPesewas === 0
        ? t('dispute.confirmRelease', { amount: cedis(total), buyer: dispute.buyer.name, seller: dispute.seller.name })
        : t('dispute.confirmPart', {
            refund: cedis(plan.refundPesewas),
            rest: cedis(plan.releasePesewas),
            buyer: dispute.buyer.name,
            seller: dispute.seller.name,
          });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="dispute-resolve"
      className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="dispute-resolve" className="text-lg font-bold">
        {t('dispute.resolve')}
      </h2>
      <fieldset aria-describedby={errors.resolution ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('dispute.decision')}</legend>
        <div className="space-y-2">
          {RESOLUTIONS.map((resolution) => (
            <label
              key={resolution}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            >
              <input
                type="radio"
                name={`${groupId}-resolution`}
                value={resolution}
                checked={draft.resolution === resolution}
                onChange={() => setDraft({ ...draft, resolution })}
                className="mt-1 size-4 accent-emerald-700"
              />
              <span>
                <span className="block font-medium">{t(`dispute.option.${resolution}`)}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">
                  {t(`dispute.option.${resolution}.hint`, { total: cedis(total), buyer: dispute.buyer.name, seller: dispute.seller.name })}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.resolution ? (
          <p id={`${groupId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {issue(errors.resolution)}
          </p>
        ) : null}
      </fieldset>
      {draft.resolution === 'partial_refund' ? (
        <TextField
          label={t('dispute.amount')}
          hint={t('dispute.amountHint', { total: cedis(total) })}
          error={errors.amount}
          value={draft.amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          className="max-w-xs"
        />
      ) : null}
      <FormField label={t('dispute.note')} hint={t('dispute.noteHint')} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            value={draft.note}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            rows={3}
            maxLength={NOTE_MAX + 50}
            className={inputClasses}
          />
        )}
      </FormField>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" disabled={resolve.isPending}>
        {t('dispute.review')}
      </Button>
      <ConfirmDialog
        open={plan !== null}
        title={t('dispute.confirmTitle', { number: dispute.order_number })}
        confirmLabel={t('dispute.confirm')}
        cancelLabel={t('action.cancel')}
        busy={resolve.isPending}
        onConfirm={confirm}
        onCancel={() => setPlan(null)}
      >
        <p>{summary}</p>
        <p className="text-sm">{t('dispute.confirmNote', { note: plan?.input.note ?? '' })}</p>
      </ConfirmDialog>
    </form>
  );
}
