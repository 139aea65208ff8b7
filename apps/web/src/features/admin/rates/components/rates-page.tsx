import { useState } from 'react';
import type { FormEvent } from 'react';
import { Coins } from 'lucide-react';
import { CURRENCIES, RATE_CURRENCIES } from '@dwa/shared/currency-rates-constants';
import type { RateCurrency } from '@dwa/shared/currency-rates-constants';
import type { CurrencyRate } from '@dwa/shared/currency-rates';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../../components/ui/form-field';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../../components/admin-page';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAdminCurrencyRates } from '../api/get-currency-rates';
import { useSetCurrencyRate } from '../api/set-currency-rate';
import { checkRate, rateFailure, today, type RateErrors } from '../lib/rate-form';
import { AdminTable } from '../../components/admin-table';

const labelOf = (code: string) => CURRENCIES.find((item) => item.code === code)?.label ?? code;

function RatesTable({ rates }: { rates: CurrencyRate[] }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <AdminTable
      label={t('rates.heading')}
      columns={[
        { label: t('rates.currency') },
        { label: t('rates.perCedi'), end: true },
        { label: t('rates.asOf') },
        { label: t('rates.saved'), className: 'hidden sm:table-cell' },
      ]}
    >
      {rates.map((rate) => (
        <tr key={rate.currency}>
          <th scope="row" className="px-3 py-3 text-start font-medium">
            {labelOf(rate.currency)}
          </th>
          <td className="px-3 py-3 text-end tabular-nums">
            {f.number(rate.rate)} {rate.currency}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">{formatDate(f, `${rate.as_of}T12:00:00Z`)}</td>
          <td className="hidden px-3 py-3 whitespace-nowrap text-gray-600 sm:table-cell dark:text-gray-400">
            {formatDateTime(f, rate.updated_at)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Set one currency's rate: the currency, how much of it a cedi buys, and the date it holds for. */
function RateForm({ rates, onSaved }: { rates: CurrencyRate[]; onSaved: (rate: CurrencyRate) => void }) {
  const t = useT(adminMessages);
  const [currency, setCurrency] = useState<RateCurrency>('USD');
  const [rate, setRate] = useState('');
  const [asOf, setAsOf] = useState(today());
  const [errors, setErrors] = useState<RateErrors>({});
  const save = useSetCurrencyRate();
  const current = rates.find((item) => item.currency === currency);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRate({ rate, as_of: asOf });
    if (!checked.input) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { currency, ...checked.input },
      {
        onSuccess: (saved) => {
          setRate('');
          onSaved(saved);
        },
        onError: (error) => setErrors(rateFailure(t, error)),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="set-rate-heading"
      className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="set-rate-heading" className="text-lg font-bold">
        {t('rates.set')}
      </h2>
      <FormField label={t('rates.currency')}>
        {(control) => (
          <select
            {...control}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as RateCurrency)}
            className={inputClasses}
          >
            {RATE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {labelOf(code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t('rates.forCedi', { currency })}
        hint={current ? t('rates.now', { rate: String(current.rate), currency, date: current.as_of }) : t('rates.noRate')}
        error={errors.rate}
        value={rate}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setRate(event.target.value)}
      />
      <TextField
        label={t('rates.asOf')}
        hint={t('rates.asOfHint')}
        type="date"
        max={today()}
        error={errors.as_of}
        value={asOf}
        onChange={(event) => setAsOf(event.target.value)}
      />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('rates.saving') : t('rates.save')}
      </Button>
    </form>
  );
}

/** /admin/rates: the exchange rates behind the approximate amounts shoppers see beside cedi prices. */
export function RatesPage() {
  const t = useT(adminMessages);
  const query = useAdminCurrencyRates();
  const [announcement, setAnnouncement] = useState('');
  const rates = query.data?.rates ?? [];
  let list;
  if (query.isPending) list = <Spinner label={t('rates.loading')} />;
  else if (query.isError) list = <SectionError message={t('rates.error')} onRetry={() => void query.refetch()} />;
  else if (rates.length === 0) list = <EmptyState icon={<Coins aria-hidden="true" className="size-10" />} title={t('rates.none')} />;
  else list = <RatesTable rates={rates} />;

  return (
    <AdminPage title={t('rates.title')} description={t('rates.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section aria-labelledby="rates-heading" className="min-w-0 space-y-3">
          <h2 id="rates-heading" className="text-lg font-bold">
            {t('rates.heading')}
          </h2>
          {list}
        </section>
        <RateForm
          rates={rates}
          onSaved={(rate) => setAnnouncement(t('rates.savedNote', { rate: String(rate.rate), currency: rate.currency, date: rate.as_of }))}
        />
      </div>
    </AdminPage>
  );
}
