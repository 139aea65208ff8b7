import { useState } from 'react';
import { Link } from 'react-router';
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
import { useDecideSellerApplication, useSellerApplications } from './seller-applications-api';
import type { AdminSellerApplication } from './seller-applications-api';

type Deciding = { application: AdminSellerApplication; decision: 'approve' | 'refuse' } | null;

export function SellerApplications({ status }: { status: string | undefined }) {
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
        notify.success(decision === 'approve' ? `${application.applicant.name} can now sell on Dwa.` : `${application.applicant.name}'s application was refused. They are told why.`);
      },
    });
  }

  return (
    <ListStates
      label="seller applications"
      pending={list.isPending}
      error={list.isError}
      empty={results.length === 0}
      emptyTitle={status === 'pending' ? 'No seller application is waiting' : 'No seller applications here'}
      onRetry={() => void list.refetch()}
    >
      <ul aria-label="Seller applications" className="space-y-3">
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
                {application.applicant.is_verified ? <Badge tone="success">Email verified</Badge> : <Badge tone="warning">Email not verified</Badge>}
              </span>
            }
            status={application.status}
            createdAt={application.created_at}
            reviewedAt={application.reviewed_at}
            facts={[
              ['Sells as', application.business_type === 'registered' ? `Registered business (${application.business_registration_number ?? '—'})` : 'Individual'],
              ['Address', `${application.business_address}, ${application.region}`],
              ['Phone', application.phone],
              ...(application.about ? ([['About', application.about]] as [string, string][]) : []),
            ]}
            note={
              application.status === 'refused' && application.reason ? (
                <p className="mt-3 rounded-lg bg-gray-100 px-3 py-2 text-sm dark:bg-gray-800">Refused: {application.reason}</p>
              ) : null
            }
            actions={
              application.status === 'pending' ? (
                <>
                  <Button onClick={() => setDeciding({ application, decision: 'approve' })}>Approve</Button>
                  <Button variant="outline" onClick={() => setDeciding({ application, decision: 'refuse' })}>
                    Refuse
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
        title="Approve this seller?"
        confirmLabel="Approve"
        busy={decide.isPending}
        onConfirm={() => send()}
        onCancel={close}
      >
        <p>{deciding?.application.applicant.name} becomes a seller at once and is told in their notifications.</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        open={deciding?.decision === 'refuse'}
        title="Refuse this application?"
        label="Reason the applicant sees"
        confirmLabel="Refuse"
        busy={decide.isPending}
        error={error}
        onConfirm={(reason) => send(reason)}
        onCancel={close}
      >
        <p>{deciding?.application.applicant.name} is told the reason and may apply again.</p>
      </ReasonDialog>
    </ListStates>
  );
}
