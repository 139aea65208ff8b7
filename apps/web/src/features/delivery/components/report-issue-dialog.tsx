import { useId, useState } from 'react';
import { SUPPORT_TICKET_CATEGORIES } from '@dwa/shared/delivery-constants';
import type { SupportTicketCategory } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { useReportIssue } from '../api/report-issue';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { selectClasses } from './select-classes';

/** Report Issue: files a support ticket the admins see. */
export function ReportIssueDialog({ deliveryId, open, onClose }: { deliveryId: number; open: boolean; onClose: () => void }) {
  const t = useT(deliveryMessages);
  const ids = useId();
  const [category, setCategory] = useState<SupportTicketCategory>('late');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportIssue();
  return (
    <Dialog open={open} onClose={onClose} title={t('report.title')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const schemas = await loadDeliverySchemas().catch(() => null);
          if (!schemas) return setError(t('loadFailed'));
          const parsed = schemas.supportTicketInputSchema.safeParse({ category, message });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('report.check'));
          setError(null);
          report.mutate(
            { id: deliveryId, input: parsed.data },
            {
              onSuccess: (ticket) => {
                notify.success(t('report.sent', { id: String(ticket.id) }));
                setMessage('');
                onClose();
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor={`${ids}-category`} className="mb-1 block text-sm font-medium">
            {t('report.what')}
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value as SupportTicketCategory)}
            className={selectClasses}
          >
            {SUPPORT_TICKET_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`report.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-message`} className="mb-1 block text-sm font-medium">
            {t('report.details')}
          </label>
          <textarea
            id={`${ids}-message`}
            rows={4}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className={inputClasses}
            aria-invalid={error ? true : undefined}
          />
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {report.isError ? <FormAlert>{report.error.message}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('sending') : t('report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
