import type { UseQueryResult } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { courierEarnings } from '../lib/stats';
import { formatDateTime, formatFare } from '../lib/format';

/** View Earnings: every completed job and its fare, with totals. */
export function EarningsDialog({ open, onClose, query }: { open: boolean; onClose: () => void; query: UseQueryResult<Delivery[]> }) {
  const earnings = query.data ? courierEarnings(query.data) : null;
  return (
    <Dialog open={open} onClose={onClose} title="Earnings">
      {query.isPending ? <Spinner label="Loading earnings" /> : null}
      {query.isError ? <FormAlert>{query.error.message}</FormAlert> : null}
      {earnings ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-2">
            <div className="flex flex-col-reverse rounded-xl bg-emerald-50 p-3 dark:bg-emerald-950/50">
              <dt className="text-xs">Total earned</dt>
              <dd className="text-lg font-bold">{formatFare(earnings.total)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <dt className="text-xs">Today ({earnings.todayCount})</dt>
              <dd className="text-lg font-bold">{formatFare(earnings.today)}</dd>
            </div>
          </dl>
          {earnings.items.length === 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">No completed deliveries yet. Earnings appear here when you deliver a job.</p>
          ) : (
            <ul className="divide-y divide-gray-200 dark:divide-gray-800">
              {earnings.items.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{entry.item}</span>
                    <span className="text-xs text-gray-600 dark:text-gray-400">{formatDateTime(entry.date)}</span>
                  </span>
                  <span className="font-semibold">{formatFare(entry.fare)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
