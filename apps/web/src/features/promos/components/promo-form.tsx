import { useMemo } from 'react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { promoFormSchema, type PromoFormValues, type PromoInput } from '../lib/promo-form';
import { kindHint, kindLabel } from '../lib/promo-text';
import type { PromoKind } from '../types';
import { useT } from '../../../lib/i18n/i18n-context';
import { promosMessages } from '../../../lib/i18n/catalogs/promos';

const KINDS: PromoKind[] = ['order', 'delivery'];

function Choice({ label, hint, ...input }: { label: string; hint?: string } & ComponentProps<'input'>) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-500 dark:has-checked:bg-emerald-950/40">
      <input type="radio" className="mt-1 size-4 accent-emerald-700" {...input} />
      <span>
        <span className="block font-medium">{label}</span>
        {hint ? <span className="block text-sm text-gray-600 dark:text-gray-400">{hint}</span> : null}
      </span>
    </label>
  );
}

/** Create promo and its edit form: code, kind, percent or amount off, minimum order, dates, limits, active. */
export function PromoForm({
  defaults,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  defaults: PromoFormValues;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: PromoInput) => void;
  onCancel: () => void;
}) {
  const t = useT(promosMessages);
  const resolver = useMemo(() => zodResolver(promoFormSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PromoFormValues, unknown, PromoInput>({ resolver, defaultValues: defaults });
  const percent = watch('discount_type') === 'percent';
  const kind = watch('kind');

  return (
    <form noValidate aria-label={t('form.label')} onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        label={t('form.code')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        hint={t('form.codeHint')}
        error={errors.code?.message}
        {...register('code')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('form.kind')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((value) => (
            <Choice key={value} label={kindLabel(t, value)} hint={kindHint(t, value)} value={value} {...register('kind')} />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('form.discount')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice label={t('form.percentage')} hint={t('form.percentageHint')} value="percent" {...register('discount_type')} />
          <Choice label={t('form.fixed')} hint={t('form.fixedHint')} value="amount" {...register('discount_type')} />
        </div>
        {percent ? (
          <TextField
            label={t('form.percentOff')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            hint={kind === 'delivery' ? t('form.freeDelivery') : undefined}
            error={errors.percent_off?.message}
            {...register('percent_off')}
          />
        ) : (
          <TextField
            label={t('form.amountOff')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            error={errors.amount_off?.message ?? errors.percent_off?.message}
            {...register('amount_off')}
          />
        )}
      </fieldset>
      <TextField
        label={t('form.minimum')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        optional
        hint={t('form.minimumHint')}
        error={errors.min_subtotal?.message}
        {...register('min_subtotal')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.start')} type="date" optional error={errors.starts_at?.message} {...register('starts_at')} />
        <TextField
          label={t('form.end')}
          type="date"
          optional
          hint={t('form.endHint')}
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.maxUses')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          optional
          hint={t('form.noLimit')}
          error={errors.max_uses?.message}
          {...register('max_uses')}
        />
        <TextField
          label={t('form.perBuyer')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          optional
          hint={t('form.noLimit')}
          error={errors.per_buyer_limit?.message}
          {...register('per_buyer_limit')}
        />
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-4 accent-emerald-700" {...register('active')} />
        <span>
          <span className="block font-medium">{t('form.active')}</span>
          <span className="block text-sm text-gray-600 dark:text-gray-400">{t('form.activeHint')}</span>
        </span>
      </label>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
