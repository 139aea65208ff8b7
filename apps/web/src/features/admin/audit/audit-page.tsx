import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { AdminPage } from '../components/admin-page';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { formatDateTime } from '../lib/format';
import { changeLines, readAuditFilters, setFilters } from './audit-filters';
import type { AuditFilters } from './audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import { useAudit } from './get-audit';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { SLOT } from '../../../lib/i18n/area';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

const link = 'text-emerald-800 underline dark:text-emerald-300';

function Target({ type, id }: { type: string; id: number }) {
  const t = useT(adminMessages);
  if (type === 'user')
    return (
      <Link to={paths.adminUser.getHref(id)} className={link}>
        {t('audit.user', { id: String(id) })}
      </Link>
    );
  if (type === 'listing')
    return (
      <Link to={paths.listing.getHref(id)} className={link}>
        {t('audit.listing', { id: String(id) })}
      </Link>
    );
  return <>{`${type.replaceAll('_', ' ')} #${id}`}</>;
}

export function AuditPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  // Every language names the actor before the target; only the words around them move.
  const around = t('audit.actorOnTarget', { actor: SLOT, target: SLOT }).split(SLOT);
  const actorOnTarget = (actor: ReactNode, target: ReactNode) =>
    [around[0], actor, around[1], target, around[2]].map((part, index) => <Fragment key={index}>{part}</Fragment>);

  const apply = (next: AuditFilters) => setParams(new URLSearchParams(setFilters(next) as Record<string, string>));

  return (
    <AdminPage title={t('audit.title')} description={t('audit.intro')}>
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      <ListStates
        errorText={t('audit.error')}
        loadingText={t('audit.loading')}
        pending={audit.isPending}
        error={audit.isError}
        empty={entries.length === 0}
        emptyTitle={filtered ? t('audit.noMatch') : t('audit.none')}
        onRetry={() => void audit.refetch()}
      >
        <ol
          aria-label={t('audit.entries')}
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900"
        >
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
                  {actorOnTarget(
                    entry.actor_kind === 'system' || entry.actor_id === null ? (
                      t('audit.system')
                    ) : (
                      <Link to={paths.adminUser.getHref(entry.actor_id)} className={link}>
                        {t('audit.admin', { id: String(entry.actor_id) })}
                      </Link>
                    ),
                    <Target type={entry.target_type} id={entry.target_id} />,
                  )}
                </p>
                {entry.reason ? <p className="break-words">{t('audit.reason', { reason: entry.reason })}</p> : null}
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
