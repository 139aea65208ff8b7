import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import type { DeliveryMethod } from '@dwa/shared/commerce';
import type { OrderStatus } from '@dwa/shared/orders-rules';
import { dateRangeError, type SalesFilters } from '../lib/sales-filters';
import { orderStatusName } from '../lib/status';
import { tabStatuses } from '../lib/tabs';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** Filters: a date range, a status of the open tab, a delivery method. */
export function SalesFiltersDialog({
  open,
  tab,
  filters,
  onApply,
  onClose,
}: {
  open: boolean;
  tab: string;
  filters: SalesFilters;
  onApply: (filters: SalesFilters) => void;
  onClose: () => void;
}) {
  const t = useT(ordersMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('sales.filters')}>
      {open ? <FiltersForm tab={tab} filters={filters} onApply={onApply} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FiltersForm({
  tab,
  filters,
  onApply,
  onClose,
}: {
  tab: string;
  filters: SalesFilters;
  onApply: (filters: SalesFilters) => void;
  onClose: () => void;
}) {
  const t = useT(ordersMessages);
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [method, setMethod] = useState<string>(filters.method ?? '');
  const [error, setError] = useState<string | null>(null);
  const statuses = tabStatuses('seller', tab);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = dateRangeError({ from: from || undefined, to: to || undefined });
    setError(problem);
    if (problem) return;
    onApply({
      from: from || undefined,
      to: to || undefined,
      status: (status || undefined) as OrderStatus | undefined,
      method: (method || undefined) as DeliveryMethod | undefined,
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{t('filters.date')}</legend>
        <TextField
          label={t('from')}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          error={error ?? undefined}
        />
        <TextField label={t('to')} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </fieldset>
      {statuses.length > 1 ? (
        <FormField label={t('filters.status')}>
          {(control) => (
            <select {...control} value={status} onChange={(event) => setStatus(event.target.value)} className={inputClasses}>
              <option value="">{t('filters.anyStatus')}</option>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {orderStatusName(t, value, 'seller')}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={t('filters.method')}>
        {(control) => (
          <select {...control} value={method} onChange={(event) => setMethod(event.target.value)} className={inputClasses}>
            <option value="">{t('filters.anyMethod')}</option>
            <option value="courier">{t('courierDelivery')}</option>
            <option value="pickup">{t('pickup')}</option>
          </select>
        )}
      </FormField>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            onApply({});
          }}
        >
          {t('filters.clear')}
        </Button>
        <div className="flex gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('apply')}</Button>
        </div>
      </div>
    </form>
  );
}
