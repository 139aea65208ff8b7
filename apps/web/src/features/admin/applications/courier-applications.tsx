import { Link } from '../../../lib/router';
import { VEHICLE_LABELS } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApplicationCard } from './application-card';
import { ApplicationQueue, useDeciding } from './application-queue';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { useCourierApplications, useDecideCourierApplication } from './courier-applications-api';
import type { AdminCourierApplication } from './courier-applications-api';

export function CourierApplications({ status }: { status: string | undefined }) {
  const t = useT(adminMessages);
  const list = useCourierApplications(status);
  const decide = useDecideCourierApplication();
  const { deciding, ask, close, send } = useDeciding(
    decide,
    (application: AdminCourierApplication, decision: 'approve' | 'reject') => ({ id: application.id, decision }),
    (application, decision) => t(decision === 'approve' ? 'courierApps.approved' : 'courierApps.rejected', { name: application.name }),
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const approving = deciding?.decision === 'approve';

  return (
    <ApplicationQueue
      list={list}
      label={t('courierApps.list')}
      errorText={t('courierApps.error')}
      loadingText={t('courierApps.loading')}
      empty={items.length === 0}
      emptyTitle={status === 'pending' ? t('courierApps.noneWaiting') : t('courierApps.none')}
      dialogs={
        <ConfirmDialog
          open={deciding !== null}
          title={approving ? t('courierApps.approveTitle') : t('courierApps.rejectTitle')}
          confirmLabel={approving ? t('applications.approve') : t('courierApps.reject')}
          confirmVariant={approving ? 'primary' : 'danger'}
          busy={decide.isPending}
          onConfirm={() => send()}
          onCancel={close}
        >
          <p>{t(approving ? 'courierApps.approveText' : 'courierApps.rejectText', { name: deciding?.application.name ?? '' })}</p>
          {decide.error ? <FormAlert>{decide.error.message}</FormAlert> : null}
        </ConfirmDialog>
      }
    >
      {items.map((application) => (
        <ApplicationCard
          key={application.id}
          id={application.id}
          title={application.name}
          subtitle={
            <span className="flex flex-wrap gap-x-2">
              <Link
                to={paths.adminUser.getHref(application.user_id)}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('user.account', { id: String(application.user_id) })}
              </Link>
              <span className="break-all">{application.email}</span>
            </span>
          }
          status={application.status}
          createdAt={application.created_at}
          reviewedAt={application.reviewed_at}
          facts={[
            [t('courierApps.vehicle'), VEHICLE_LABELS[application.vehicle_type]],
            [t('courierApps.region'), application.region],
            [t('user.phone'), application.phone],
          ]}
          actions={
            application.status === 'pending' ? (
              <>
                <Button onClick={() => ask(application, 'approve')}>{t('applications.approve')}</Button>
                <Button variant="outline" onClick={() => ask(application, 'reject')}>
                  {t('courierApps.reject')}
                </Button>
              </>
            ) : null
          }
        />
      ))}
    </ApplicationQueue>
  );
}
