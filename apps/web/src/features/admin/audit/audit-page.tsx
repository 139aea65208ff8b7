import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPage } from '../components/admin-page';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { formatDateTime } from '../lib/format';
import { changeLines, readAuditFilters, setFilters } from './audit-filters';
import type { AuditFilters } from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import { useAudit } from './get-audit';
import { useFormat } from '../../../lib/i18n/i18n-context';

const link = 'text-emerald-800 underline dark:text-emerald-300';

function Target({ type, id }: { type: string; id: number }) {
  if (type === 'user') return <Link to={paths.adminUser.getHref(id)} className={link}>{`user #${id}`}</Link>;
  if (type === 'listing') return <Link to={paths.listing.getHref(id)} className={link}>{`listing #${id}`}</Link>;
  return <>{`${type.replaceAll('_', ' ')} #${id}`}</>;
}

export function AuditPage() {
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const apply = (next: AuditFilters) => setParams(new URLSearchParams(setFilters(next) as Record<string, string>));

  return (
    <AdminPage title="Audit log" description="Every decision by an admin or by the system, newest first. Entries cannot be changed.">
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      <ListStates
        label="audit log"
        pending={audit.isPending}
        error={audit.isError}
        empty={entries.length === 0}
        emptyTitle={filtered ? 'No entry matches these filters' : 'Nothing has been decided yet'}
        onRetry={() => void audit.refetch()}
      >
        <ol aria-label="Audit entries" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900">
          {entries.map((entry) => {
            const changes = changeLines(entry.before, entry.after);
            return (
              <li key={entry.id} className="space-y-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-mono font-semibold break-all">{entry.action}</span>
                  <time dateTime={entry.created_at} className="text-gray-600 dark:text-gray-400">
                    {formatDateTime(f, entry.created_at)}
                  </time>
                </div>
                <p>
                  {entry.actor_kind === 'system' || entry.actor_id === null ? (
                    'The system'
                  ) : (
                    <Link to={paths.adminUser.getHref(entry.actor_id)} className={link}>{`Admin #${entry.actor_id}`}</Link>
                  )}{' '}
                  on <Target type={entry.target_type} id={entry.target_id} />
                </p>
                {entry.reason ? <p className="break-words">Reason: {entry.reason}</p> : null}
                {changes.length ? (
                  <ul className="font-mono text-xs break-all text-gray-700 dark:text-gray-300">
                    {changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
        <LoadMore hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoad={() => void audit.fetchNextPage()} />
      </ListStates>
    </AdminPage>
  );
}
