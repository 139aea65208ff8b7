import { useState } from 'react';
import { ScanSearch } from 'lucide-react';
import { useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage, RefreshButton } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { ReasonDialog } from '../components/reason-dialog';
import { formatDate, formatDateTime } from '../lib/format';
import { useReconciliation, useResolveIssue } from './reconciliation-api';
import type { ReconciliationIssue } from './reconciliation-api';
import { AdminTable } from '../components/admin-table';

function IssuesTable({ issues, onResolve }: { issues: ReconciliationIssue[]; onResolve: ((issue: ReconciliationIssue) => void) | null }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const amount = (value: number | null) => (value === null ? t('recon.nothing') : f.cedis(value, 'ghc'));
  return (
    <AdminTable
      label={t('recon.list')}
      columns={[
        { label: t('recon.day') },
        { label: t('recon.reference') },
        { label: t('recon.difference') },
        { label: t('recon.ledger'), end: true },
        { label: t('recon.provider'), end: true },
        { label: onResolve ? <span className="sr-only">{t('recon.actions')}</span> : t('recon.settled') },
      ]}
    >
      {issues.map((issue) => (
        <tr key={issue.id}>
          <td className="px-3 py-3 whitespace-nowrap">
            <time dateTime={issue.day}>{formatDate(f, `${issue.day}T12:00:00Z`)}</time>
          </td>
          <th scope="row" className="px-3 py-3 text-start font-normal">
            <span className="block font-medium">{t(`recon.what.${issue.what}`)}</span>
            <span className="block font-mono text-xs break-all">{issue.reference}</span>
          </th>
          <td className="min-w-36 px-3 py-3">{t(`recon.kind.${issue.kind}`)}</td>
          <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">{amount(issue.ledger_amount)}</td>
          <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">{amount(issue.provider_amount)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            {onResolve ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onResolve(issue)}
                aria-label={t('recon.settleOf', { reference: issue.reference })}
              >
                {t('recon.settle')}
              </Button>
            ) : (
              <time dateTime={issue.resolved_at ?? undefined}>{formatDateTime(f, issue.resolved_at)}</time>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** /admin/reconciliation: where the ledger and the payment provider's record of a day differ. */
export function ReconciliationPage() {
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const resolved = params.get('resolved') === 'true';
  const query = useReconciliation(resolved);
  const resolve = useResolveIssue();
  const [settling, setSettling] = useState<ReconciliationIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issues = query.data?.results ?? [];

  function confirm(note: string) {
    const issue = settling;
    if (!issue) return;
    setError(null);
    resolve.mutate(
      { id: issue.id, note },
      {
        onSuccess: () => {
          notify.success(t('recon.settledNote', { reference: issue.reference }));
          setSettling(null);
        },
        onError: (problem) => setError(failureText(problem, t('recon.settleFailed'))),
      },
    );
  }

  let body;
  if (query.isPending)
    body = (
      <div role="status" aria-label={t('recon.loading')}>
        <Skeleton className="h-40" />
      </div>
    );
  else if (query.isError) body = <SectionError message={t('recon.error')} onRetry={() => void query.refetch()} />;
  else if (issues.length === 0)
    body = (
      <EmptyState icon={<ScanSearch aria-hidden="true" className="size-10" />} title={resolved ? t('recon.noneSettled') : t('recon.none')}>
        {resolved ? null : <p className="text-sm text-gray-600 dark:text-gray-400">{t('recon.noneText')}</p>}
      </EmptyState>
    );
  else body = <IssuesTable issues={issues} onResolve={resolved ? null : setSettling} />;

  return (
    <AdminPage
      title={t('recon.title')}
      description={t('recon.intro')}
      actions={<RefreshButton query={query}>{t('recon.refresh')}</RefreshButton>}
    >
      <div className="mb-5">
        <FilterLinks
          label={t('recon.filter')}
          items={[
            { label: t('recon.open'), href: paths.adminReconciliation.getHref(), current: !resolved },
            { label: t('recon.settledTab'), href: paths.adminReconciliation.getHref(true), current: resolved },
          ]}
        />
      </div>
      {body}
      <ReasonDialog
        open={settling !== null}
        title={t('recon.settleTitle', { reference: settling?.reference ?? '' })}
        label={t('recon.note')}
        confirmLabel={t('recon.settle')}
        tone="primary"
        busy={resolve.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => setSettling(null)}
      >
        <p>{t('recon.settleText')}</p>
      </ReasonDialog>
    </AdminPage>
  );
}
