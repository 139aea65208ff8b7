import { useId, useState } from 'react';
import { SUPPORT_TICKET_CATEGORIES } from '@dwa/shared/delivery-constants';
import type { SupportTicketCategory } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { useReportIssue } from '../api/report-issue';
import { SCHEMA_LOAD_FAILED } from '../hooks/use-checked-form';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { selectClasses } from './select-classes';

const CATEGORY_LABELS: Record<SupportTicketCategory, string> = {
  late: 'It is late',
  damaged: 'The item is damaged',
  wrong_item: 'Wrong item',
  courier: 'A problem with the courier',
  payment: 'Payment',
  other: 'Something else',
};

/** Report Issue: files a support ticket the admins see. */
export function ReportIssueDialog({ deliveryId, open, onClose }: { deliveryId: number; open: boolean; onClose: () => void }) {
  const ids = useId();
  const [category, setCategory] = useState<SupportTicketCategory>('late');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportIssue();
  return (
    <Dialog open={open} onClose={onClose} title="Report Issue">
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const schemas = await loadDeliverySchemas().catch(() => null);
          if (!schemas) return setError(SCHEMA_LOAD_FAILED);
          const parsed = schemas.supportTicketInputSchema.safeParse({ category, message });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form.');
          setError(null);
          report.mutate(
            { id: deliveryId, input: parsed.data },
            {
              onSuccess: (ticket) => {
                notify.success(`Issue reported (ticket #${ticket.id}). Our support team will get back to you.`);
                setMessage('');
                onClose();
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor={`${ids}-category`} className="mb-1 block text-sm font-medium">
            What went wrong?
          </label>
          <select id={`${ids}-category`} value={category} onChange={(e) => setCategory(e.target.value as SupportTicketCategory)} className={selectClasses}>
            {SUPPORT_TICKET_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-message`} className="mb-1 block text-sm font-medium">
            Details
          </label>
          <textarea id={`${ids}-message`} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClasses} aria-invalid={error ? true : undefined} />
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        {report.isError ? <FormAlert>{report.error.message}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? 'Sending...' : 'Send Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
