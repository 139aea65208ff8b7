import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ReasonDialog } from '../components/reason-dialog';
import { ApplicationCard } from './application-card';
import { ApplicationQueue, useDeciding } from './application-queue';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { useDecideSellerApplication, useSellerApplications, type SellerDecision } from './seller-applications-api';
import type { AdminSellerApplication } from './seller-applications-api';

export function SellerApplications({ status }: { status: string | undefined }) {
  const t = useT(adminMessages);
  const list = useSellerApplications(status);
  const decide = useDecideSellerApplication();
  const { deciding, ask, close, send } = useDeciding(
    decide,
    (application: AdminSellerApplication, decision: 'approve' | 'refuse', reason): SellerDecision =>
      decision === 'approve' ? { id: application.id, decision } : { id: application.id, decision, reason },
    (application, decision) =>
      t(decision === 'approve' ? 'sellerApps.approved' : 'sellerApps.refused', { name: application.applicant.name }),
  );
  const results = list.data?.pages.flatMap((page) => page.results) ?? [];
  const error = decide.error?.message ?? null;

  return (
    <ApplicationQueue
      list={list}
      label={t('sellerApps.list')}
      errorText={t('sellerApps.error')}
      loadingText={t('sellerApps.loading')}
      empty={results.length === 0}
      emptyTitle={status === 'pending' ? t('sellerApps.noneWaiting') : t('sellerApps.none')}
      dialogs={
        <>
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
        </>
      }
    >
      {results.map((application) => (
        <ApplicationCard
          key={application.id}
          id={application.id}
          title={application.business_name}
          subtitle={
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={paths.adminUser.getHref(application.user_id)}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {application.applicant.name}
              </Link>
              <span className="break-all">{application.applicant.email}</span>
              {application.applicant.is_verified ? (
                <Badge tone="success">{t('sellerApps.emailVerified')}</Badge>
              ) : (
                <Badge tone="warning">{t('sellerApps.emailNotVerified')}</Badge>
              )}
            </span>
          }
          status={application.status}
          createdAt={application.created_at}
          reviewedAt={application.reviewed_at}
          facts={[
            [
              t('sellerApps.sellsAs'),
              application.business_type === 'registered'
                ? t('sellerApps.registered', { number: application.business_registration_number ?? '—' })
                : t('sellerApps.individual'),
            ],
            [t('user.address'), `${application.business_address}, ${application.region}`],
            [t('user.phone'), application.phone],
            ...(application.about ? ([[t('sellerApps.about'), application.about]] as [string, string][]) : []),
          ]}
          note={
            application.status === 'refused' && application.reason ? (
              <p className="mt-3 rounded-lg bg-gray-100 px-3 py-2 text-sm dark:bg-gray-800">
                {t('sellerApps.refusedBecause', { reason: application.reason })}
              </p>
            ) : null
          }
          actions={
            application.status === 'pending' ? (
              <>
                <Button onClick={() => ask(application, 'approve')}>{t('applications.approve')}</Button>
                <Button variant="outline" onClick={() => ask(application, 'refuse')}>
                  {t('sellerApps.refuse')}
                </Button>
              </>
            ) : null
          }
        />
      ))}
    </ApplicationQueue>
  );
}
