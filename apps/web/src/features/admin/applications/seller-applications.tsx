import { useState } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../lib/toast';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { ReasonDialog } from '../components/reason-dialog';
import { ApplicationCard } from './application-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/areas/admin/en';
import { useDecideSellerApplication, useSellerApplications } from './seller-applications-api';
import type { AdminSellerApplication } from './seller-applications-api';

type Deciding = { application: AdminSellerApplication; decision: 'approve' | 'refuse' } | null;

export function SellerApplications({ status }: { status: string | undefined }) {
  const t = useT(adminMessages);
  const list = useSellerApplications(status);
  const decide = useDecideSellerApplication();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const results = list.data?.pages.flatMap((page) => page.results) ?? [];
  const error = decide.error?.message ?? null;

  function close() {
    setDeciding(null);
    decide.reset();
  }

  function send(reason?: string) {
    if (!deciding) return;
    const { application, decision } = deciding;
    const input = decision === 'approve' ? { id: application.id, decision } : { id: application.id, decision, reason: reason ?? '' };
    decide.mutate(input, {
      onSuccess: () => {
        setDeciding(null);
        notify.success(t(decision === 'approve' ? 'sellerApps.approved' : 'sellerApps.refused', { name: application.applicant.name }));
      },
    });
  }

  return (
    <ListStates
      errorText={t('sellerApps.error')}
      loadingText={t('sellerApps.loading')}
      pending={list.isPending}
      error={list.isError}
      empty={results.length === 0}
      emptyTitle={status === 'pending' ? t('sellerApps.noneWaiting') : t('sellerApps.none')}
      onRetry={() => void list.refetch()}
    >
      <ul aria-label={t('sellerApps.list')} className="space-y-3">
        {results.map((application) => (
          <ApplicationCard
            key={application.id}
            id={application.id}
            title={application.business_name}
            subtitle={
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={paths.adminUser.getHref(application.user_id)} className="font-medium text-emerald-800 underline dark:text-emerald-300">
                  {application.applicant.name}
                </Link>
                <span className="break-all">{application.applicant.email}</span>
                {application.applicant.is_verified ? <Badge tone="success">{t('sellerApps.emailVerified')}</Badge> : <Badge tone="warning">{t('sellerApps.emailNotVerified')}</Badge>}
              </span>
            }
            status={application.status}
            createdAt={application.created_at}
            reviewedAt={application.reviewed_at}
            facts={[
              [
                t('sellerApps.sellsAs'),
                application.business_type === 'registered' ? t('sellerApps.registered', { number: application.business_registration_number ?? '—' }) : t('sellerApps.individual'),
              ],
              [t('user.address'), `${application.business_address}, ${application.region}`],
              [t('user.phone'), application.phone],
              ...(application.about ? ([[t('sellerApps.about'), application.about]] as [string, string][]) : []),
            ]}
            note={
              application.status === 'refused' && application.reason ? (
                <p className="mt-3 rounded-lg bg-gray-100 px-3 py-2 text-sm dark:bg-gray-800">{t('sellerApps.refusedBecause', { reason: application.reason })}</p>
              ) : null
            }
            actions={
              application.status === 'pending' ? (
                <>
                  <Button onClick={() => setDeciding({ application, decision: 'approve' })}>{t('applications.approve')}</Button>
                  <Button variant="outline" onClick={() => setDeciding({ application, decision: 'refuse' })}>
                    {t('sellerApps.refuse')}
                  </Button>
                </>
              ) : null
            }
          />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      <ConfirmDialog
        open={deciding?.decision === 'approve'}
        title={t('sellerApps.approveTitle')}
        confirmLabel={t('applications.approve')}
        busy={decide.isPending}
        onConfirm={() => send()}
        onCancel={close}
      >
        <p>{t('sellerApps.approveText', { name: deciding?.application.applicant.name ?? '' })}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={deciding?.decision === 'refuse'}
        title={t('sellerApps.refuseTitle')}
        label={t('sellerApps.reasonLabel')}
        confirmLabel={t('sellerApps.refuse')}
        busy={decide.isPending}
        error={error}
        onConfirm={(reason) => send(reason)}
        onCancel={close}
      >
        <p>{t('sellerApps.refuseText', { name: deciding?.application.applicant.name ?? '' })}</p>
      </ReasonDialog>
    </ListStates>
  );
}
