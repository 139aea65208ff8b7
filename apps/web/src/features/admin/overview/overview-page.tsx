import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../lib/format';
import { useOverview } from './get-overview';
import { overviewGroups } from './overview-tiles';
import type { OverviewCount } from './overview-tiles';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

const card = 'flex min-h-20 flex-col justify-between gap-1 rounded-xl border p-4';
const calm = 'border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900';
const urgent = 'border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950/50';

function Count({ count }: { count: OverviewCount }) {
  const f = useFormat();
  const body = (
    <>
      <span className="text-sm text-gray-700 dark:text-gray-300">{count.label}</span>
      <span className="text-2xl font-bold tabular-nums">{f.number(count.value)}</span>
    </>
  );
  const tone = count.attention ? urgent : calm;
  if (!count.href) return <div className={`${card} ${tone}`}>{body}</div>;
  return (
    <Link
      to={count.href}
      className={`${card} ${tone} hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:border-emerald-400`}
    >
      {body}
    </Link>
  );
}

export function OverviewPage() {
  const f = useFormat();
  const t = useT(adminMessages);
  const overview = useOverview();
  const data = overview.data;
  return (
    <AdminPage
      title={t('overview.title')}
      description={data ? t('overview.asOf', { time: formatDateTime(f, data.generated_at) }) : t('overview.intro')}
      actions={
        <Button variant="outline" size="sm" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
          {t('overview.refresh')}
        </Button>
      }
    >
      {overview.isError ? (
        <SectionError message={t('overview.error')} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <div role="status" aria-label={t('overview.loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : (
        <div className="space-y-8">
          {overviewGroups(t, data).map((group) => (
            <section key={group.title} aria-labelledby={`overview-${group.title}`}>
              <h2 id={`overview-${group.title}`} className="mb-3 text-lg font-semibold">
                {group.title}
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
                {group.counts.map((count) => (
                  <li key={count.label} className="min-w-0">
                    <Count count={count} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
