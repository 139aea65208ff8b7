import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { promoFormSchema, type PromoFormValues, type PromoInput } from '../lib/promo-form';
import { KIND_HINTS, KIND_LABELS } from '../lib/promo-text';
import type { PromoKind } from '../types';

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
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PromoFormValues, unknown, PromoInput>({ resolver: zodResolver(promoFormSchema), defaultValues: defaults });
  const percent = watch('discount_type') === 'percent';
  const kind = watch('kind');

  return (
    <form noValidate aria-label="Promo" onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        label="Code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        hint="3 to 20 letters or digits, like AKWAABA10. Buyers type it at checkout."
        error={errors.code?.message}
        {...register('code')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">Kind</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((value) => (
            <Choice key={value} label={KIND_LABELS[value]} hint={KIND_HINTS[value]} value={value} {...register('kind')} />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">Discount</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice label="Percentage" hint="A share of the amount." value="percent" {...register('discount_type')} />
          <Choice label="Fixed amount" hint="Cedis off." value="amount" {...register('discount_type')} />
        </div>
        {percent ? (
          <TextField label="Percent off" type="number" inputMode="numeric" min={1} max={100} step={1} hint={kind === 'delivery' ? '100 makes delivery free.' : undefined} error={errors.percent_off?.message} {...register('percent_off')} />
        ) : (
          <TextField label="Amount off (GH¢)" type="number" inputMode="decimal" min={0.01} step={0.01} error={errors.amount_off?.message ?? errors.percent_off?.message} {...register('amount_off')} />
        )}
      </fieldset>
      <TextField label="Minimum order (GH¢)" type="number" inputMode="decimal" min={0} step={0.01} optional hint="The seller's part of the cart must reach it." error={errors.min_subtotal?.message} {...register('min_subtotal')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" type="date" optional error={errors.starts_at?.message} {...register('starts_at')} />
        <TextField label="End date" type="date" optional hint="It works until the end of that day." error={errors.ends_at?.message} {...register('ends_at')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Maximum uses" type="number" inputMode="numeric" min={1} step={1} optional hint="Empty: no limit." error={errors.max_uses?.message} {...register('max_uses')} />
        <TextField label="Uses per buyer" type="number" inputMode="numeric" min={1} step={1} optional hint="Empty: no limit." error={errors.per_buyer_limit?.message} {...register('per_buyer_limit')} />
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-4 accent-emerald-700" {...register('active')} />
        <span>
          <span className="block font-medium">Active</span>
          <span className="block text-sm text-gray-600 dark:text-gray-400">Buyers can use it between its dates. Pause it any time.</span>
        </span>
      </label>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
