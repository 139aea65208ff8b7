import { useState } from 'react';
import { Link } from '../../../lib/router';
import { VEHICLE_LABELS } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../lib/toast';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { ApplicationCard } from './application-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/areas/admin/en';
import { useCourierApplications, useDecideCourierApplication } from './courier-applications-api';
import type { AdminCourierApplication } from './courier-applications-api';

type Deciding = { application: AdminCourierApplication; decision: 'approve' | 'reject' } | null;

export function CourierApplications({ status }: { status: string | undefined }) {
  const t = useT(adminMessages);
  const list = useCourierApplications(status);
  const decide = useDecideCourierApplication();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const approving = deciding?.decision === 'approve';

  function close() {
    setDeciding(null);
    decide.reset();
  }

  function send() {
    if (!deciding) return;
    const { application, decision } = deciding;
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: () => {
          setDeciding(null);
          notify.success(t(decision === 'approve' ? 'courierApps.approved' : 'courierApps.rejected', { name: application.name }));
        },
      },
    );
  }

  return (
    <ListStates
      errorText={t('courierApps.error')}
      loadingText={t('courierApps.loading')}
      pending={list.isPending}
      error={list.isError}
      empty={items.length === 0}
      emptyTitle={status === 'pending' ? t('courierApps.noneWaiting') : t('courierApps.none')}
      onRetry={() => void list.refetch()}
    >
      <ul aria-label={t('courierApps.list')} className="space-y-3">
        {items.map((application) => (
          <ApplicationCard
            key={application.id}
            id={application.id}
            title={application.name}
            subtitle={
              <span className="flex flex-wrap gap-x-2">
                <Link to={paths.adminUser.getHref(application.user_id)} className="font-medium text-emerald-800 underline dark:text-emerald-300">
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
                  <Button onClick={() => setDeciding({ application, decision: 'approve' })}>{t('applications.approve')}</Button>
                  <Button variant="outline" onClick={() => setDeciding({ application, decision: 'reject' })}>
                    {t('courierApps.reject')}
                  </Button>
                </>
              ) : null
            }
          />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      <ConfirmDialog
        open={deciding !== null}
        title={approving ? t('courierApps.approveTitle') : t('courierApps.rejectTitle')}
        confirmLabel={approving ? t('applications.approve') : t('courierApps.reject')}
        confirmVariant={approving ? 'primary' : 'danger'}
        busy={decide.isPending}
        onConfirm={send}
        onCancel={close}
      >
        <p>
          {t(approving ? 'courierApps.approveText' : 'courierApps.rejectText', { name: deciding?.application.name ?? '' })}
        </p>
        {decide.error ? <FormAlert>{decide.error.message}</FormAlert> : null}
      </ConfirmDialog>
    </ListStates>
  );
}
