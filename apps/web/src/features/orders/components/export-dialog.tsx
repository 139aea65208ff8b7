import { useState } from 'react';
import type { FormEvent } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { useExportSales } from '../api/export-sales';
import { dateRangeError } from '../lib/sales-filters';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** Export sales records: a CSV of the chosen days (both optional: every sale), one row per item. */
export function ExportDialog({ open, initial, onClose }: { open: boolean; initial: { from?: string; to?: string }; onClose: () => void }) {
  const t = useT(ordersMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('sales.export')}>
      {open ? <ExportForm initial={initial} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ExportForm({ initial, onClose }: { initial: { from?: string; to?: string }; onClose: () => void }) {
  const t = useT(ordersMessages);
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const exporting = useExportSales();

  function submit(event: FormEvent) {
    event.preventDefault();
    const range = { from: from || undefined, to: to || undefined };
    const problem = dateRangeError(range);
    setError(problem);
    if (problem) return;
    exporting.mutate(range, {
      onSuccess: (file) => {
        notify.success(t('export.done', { file: file.filename }));
        onClose();
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('export.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('from')}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          error={error ?? undefined}
        />
        <TextField label={t('to')} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </div>
      {exporting.isError ? <FormAlert>{exporting.error.message}</FormAlert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={exporting.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={exporting.isPending} aria-busy={exporting.isPending || undefined}>
          <Download aria-hidden="true" className="size-4" />
          {exporting.isPending ? t('export.preparing') : t('export.download')}
        </Button>
      </div>
    </form>
  );
}
