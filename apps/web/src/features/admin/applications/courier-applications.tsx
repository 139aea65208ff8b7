import { useState } from 'react';
import { Link } from 'react-router';
import { VEHICLE_LABELS } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../lib/toast';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { ApplicationCard } from './application-card';
import { useCourierApplications, useDecideCourierApplication } from './courier-applications-api';
import type { AdminCourierApplication } from './courier-applications-api';

type Deciding = { application: AdminCourierApplication; decision: 'approve' | 'reject' } | null;

export function CourierApplications({ status }: { status: string | undefined }) {
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
          notify.success(decision === 'approve' ? `${application.name} is now a courier.` : `${application.name}'s courier application was rejected.`);
        },
      },
    );
  }

  return (
    <ListStates
      label="courier applications"
      pending={list.isPending}
      error={list.isError}
      empty={items.length === 0}
      emptyTitle={status === 'pending' ? 'No courier application is waiting' : 'No courier applications here'}
      onRetry={() => void list.refetch()}
    >
      <ul aria-label="Courier applications" className="space-y-3">
        {items.map((application) => (
          <ApplicationCard
            key={application.id}
            id={application.id}
            title={application.name}
            subtitle={
              <span className="flex flex-wrap gap-x-2">
                <Link to={paths.adminUser.getHref(application.user_id)} className="font-medium text-emerald-800 underline dark:text-emerald-300">
                  Account #{application.user_id}
                </Link>
                <span className="break-all">{application.email}</span>
              </span>
            }
            status={application.status}
            createdAt={application.created_at}
            reviewedAt={application.reviewed_at}
            facts={[
              ['Vehicle', VEHICLE_LABELS[application.vehicle_type]],
              ['Region', application.region],
              ['Phone', application.phone],
            ]}
            actions={
              application.status === 'pending' ? (
                <>
                  <Button onClick={() => setDeciding({ application, decision: 'approve' })}>Approve</Button>
                  <Button variant="outline" onClick={() => setDeciding({ application, decision: 'reject' })}>
                    Reject
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
        title={approving ? 'Approve this courier?' : 'Reject this courier application?'}
        confirmLabel={approving ? 'Approve' : 'Reject'}
        confirmVariant={approving ? 'primary' : 'danger'}
        busy={decide.isPending}
        onConfirm={send}
        onCancel={close}
      >
        <p>
          {approving
            ? `${deciding?.application.name ?? ''} becomes a courier at once and can take delivery jobs.`
            : `${deciding?.application.name ?? ''} stays a customer and may apply again.`}
        </p>
        {decide.error ? <FormAlert>{decide.error.message}</FormAlert> : null}
      </ConfirmDialog>
    </ListStates>
  );
}
