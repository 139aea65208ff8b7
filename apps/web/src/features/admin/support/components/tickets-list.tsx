import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadMore } from '../../components/load-more';
import { useTickets, type AdminTicket } from '../api/get-tickets';
import { useUpdateTicket } from '../api/update-ticket';
import type { TicketFilter } from '../api/query-keys';
import { TICKET_CATEGORY_LABELS, dateTime, jobText, ticketDecision } from '../lib/support-text';
import { useFormat } from '../../../../lib/i18n/i18n-context';

const FILTERS: { value: TicketFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

function Ticket({ ticket, busy, onDecide }: { ticket: AdminTicket; busy: boolean; onDecide: () => void }) {
  const f = useFormat();
  const decision = ticketDecision(ticket.status);
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          Ticket #{ticket.id}: {TICKET_CATEGORY_LABELS[ticket.category]}
        </h3>
        <Badge tone={ticket.status === 'open' ? 'warning' : 'success'}>{ticket.status === 'open' ? 'Open' : 'Resolved'}</Badge>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        From {ticket.reporter_name} · {jobText(ticket)} · {dateTime(f, ticket.created_at)}
        {ticket.resolved_at ? ` · resolved ${dateTime(f, ticket.resolved_at)}` : ''}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-900 dark:text-gray-100">{ticket.message}</p>
      <Button size="sm" variant={decision.next === 'resolved' ? 'primary' : 'outline'} onClick={onDecide} disabled={busy} className="mt-3">
        {decision.label}
      </Button>
    </article>
  );
}

/** Delivery support tickets: resolve an open one, reopen a resolved one. */
export function TicketsList({ announce }: { announce: (message: string) => void }) {
  const [filter, setFilter] = useState<TicketFilter>('open');
  const query = useTickets(filter);
  const update = useUpdateTicket();
  const [busyId, setBusyId] = useState<number | null>(null);

  function decide(ticket: AdminTicket) {
    const { next } = ticketDecision(ticket.status);
    setBusyId(ticket.id);
    update.mutate(
      { id: ticket.id, status: next },
      {
        onSuccess: () => announce(`Ticket #${ticket.id} ${next === 'resolved' ? 'resolved' : 'reopened'}.`),
        onError: (error) => announce(`Could not update ticket #${ticket.id}: ${error.message}`),
        onSettled: () => setBusyId(null),
      },
    );
  }

  const tickets = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">Show tickets</legend>
        {FILTERS.map((item) => (
          <label key={item.value} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 dark:border-gray-600">
            <input type="radio" name="ticket-status" value={item.value} checked={filter === item.value} onChange={() => setFilter(item.value)} className="accent-emerald-700" />
            {item.label}
          </label>
        ))}
      </fieldset>
      {query.isPending ? (
        <Spinner label="Loading support tickets..." />
      ) : query.isError ? (
        <SectionError message="Could not load the support tickets." onRetry={() => void query.refetch()} />
      ) : tickets.length === 0 ? (
        <EmptyState icon={<LifeBuoy aria-hidden="true" className="size-10" />} title={filter === 'open' ? 'No open tickets' : 'No tickets'} />
      ) : (
        <>
          <ul aria-label="Support tickets" className="space-y-3">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <Ticket ticket={ticket} busy={busyId === ticket.id} onDecide={() => decide(ticket)} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
        </>
      )}
    </div>
  );
}
