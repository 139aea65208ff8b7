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
import { dateTime, jobText, ticketCategoryLabel, ticketDecision } from '../lib/support-text';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { RadioPills } from '../../../../components/ui/radio-pills';

const FILTERS = [
  { value: 'open', label: 'tickets.open' },
  { value: 'resolved', label: 'tickets.resolved' },
  { value: 'all', label: 'tickets.all' },
] as const satisfies readonly { value: TicketFilter; label: string }[];

function Ticket({ ticket, busy, onDecide }: { ticket: AdminTicket; busy: boolean; onDecide: () => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const decision = ticketDecision(ticket.status);
  const titleId = `ticket-${ticket.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('tickets.heading', { id: String(ticket.id), category: ticketCategoryLabel(t, ticket.category) })}
        </h3>
        <Badge tone={ticket.status === 'open' ? 'warning' : 'success'}>
          {ticket.status === 'open' ? t('tickets.statusOpen') : t('tickets.statusResolved')}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('tickets.from', { name: ticket.reporter_name, job: jobText(t, ticket), date: dateTime(f, ticket.created_at) })}
        {ticket.resolved_at ? t('tickets.resolvedAt', { date: dateTime(f, ticket.resolved_at) }) : ''}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-900 dark:text-gray-100">{ticket.message}</p>
      <Button size="sm" variant={decision.next === 'resolved' ? 'primary' : 'outline'} onClick={onDecide} disabled={busy} className="mt-3">
        {t(decision.label)}
      </Button>
    </article>
  );
}

/** Delivery support tickets: resolve an open one, reopen a resolved one. */
export function TicketsList({ announce }: { announce: (message: string) => void }) {
  const t = useT(adminMessages);
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
        onSuccess: () => announce(t(next === 'resolved' ? 'tickets.wasResolved' : 'tickets.wasReopened', { id: String(ticket.id) })),
        onError: (error) => announce(t('tickets.failed', { id: String(ticket.id), problem: error.message })),
        onSettled: () => setBusyId(null),
      },
    );
  }

  const tickets = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-3 text-sm">
        <legend className="sr-only">{t('tickets.show')}</legend>
        <RadioPills
          name="ticket-status"
          options={FILTERS.map((item) => ({ value: item.value, label: t(item.label) }))}
          value={filter}
          onChange={setFilter}
        />
      </fieldset>
      {query.isPending ? (
        <Spinner label={t('tickets.loading')} />
      ) : query.isError ? (
        <SectionError message={t('tickets.error')} onRetry={() => void query.refetch()} />
      ) : tickets.length === 0 ? (
        <EmptyState
          icon={<LifeBuoy aria-hidden="true" className="size-10" />}
          title={filter === 'open' ? t('tickets.noneOpen') : t('tickets.none')}
        />
      ) : (
        <>
          <ul aria-label={t('tickets.list')} className="space-y-3">
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
