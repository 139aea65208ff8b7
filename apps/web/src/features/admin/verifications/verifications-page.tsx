import { useState } from 'react';
import type { IdVerificationAdmin } from '@dwa/shared/verification';
import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePrivatePhoto } from '../../../hooks/use-private-photo';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { ListStates } from '../components/list-states';
import { ReasonDialog } from '../components/reason-dialog';
import { useDecideIdCheck, useIdChecks, type IdCheckStatus } from './verifications-api';

const STATUSES: IdCheckStatus[] = ['pending', 'verified', 'rejected'];

/** A photo of a check, fetched with the admin's session (no public address). */
function CheckPhoto({ src, alt }: { src: string; alt: string }) {
  const t = useT(adminMessages);
  const photo = usePrivatePhoto(src);
  if (photo.status === 'loading') return <Skeleton className="h-40 w-32" />;
  if (photo.status === 'failed') {
    return (
      <span className="flex h-40 w-32 flex-col items-center justify-center gap-1 rounded-lg bg-gray-200 p-2 text-center text-xs text-gray-700 dark:bg-gray-700 dark:text-gray-200">
        <ImageOff aria-hidden="true" className="size-5" />
        {t('idChecks.photoGone')}
      </span>
    );
  }
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer">
      <img src={photo.url} alt={alt} className="h-40 w-32 rounded-lg object-cover" />
    </a>
  );
}

function CheckCard({
  check,
  onApprove,
  onReject,
  busy,
}: {
  check: IdVerificationAdmin;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  const t = useT(adminMessages);
  const f = useFormat();
  const name = check.user.business_name || check.user.name;
  return (
    <li data-testid="id-check" className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={paths.adminUser.getHref(check.user.id)} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
          {name}
        </Link>
        <span className="text-sm text-gray-600 dark:text-gray-400">{check.submitted_at ? f.date(check.submitted_at) : ''}</span>
      </div>
      <p className="mt-1 text-sm">
        {t('idChecks.card', { last4: check.card_last4 ?? '' })} · {t(`idChecks.provider.${check.provider ?? 'manual'}`)}
      </p>
      {check.reason ? (
        <p className="mt-2 rounded-lg bg-gray-100 px-3 py-2 text-sm dark:bg-gray-800">
          {t('idChecks.rejectedBecause', { reason: check.reason })}
        </p>
      ) : null}
      {check.photos.selfie || check.photos.card ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {check.photos.selfie ? <CheckPhoto src={check.photos.selfie} alt={t('idChecks.selfie', { name })} /> : null}
          {check.photos.card ? <CheckPhoto src={check.photos.card} alt={t('idChecks.cardPhoto', { name })} /> : null}
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t('idChecks.photosDeleted')}</p>
      )}
      {check.status === 'pending' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={onApprove} disabled={busy}>
            {t('idChecks.approve')}
          </Button>
          <Button variant="outline" onClick={onReject} disabled={busy}>
            {t('idChecks.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /admin/verifications: the identity checks waiting for a person (or decided), with their photos. */
export function VerificationsPage() {
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const asked = params.get('status');
  const status: IdCheckStatus = STATUSES.includes(asked as IdCheckStatus) ? (asked as IdCheckStatus) : 'pending';
  const list = useIdChecks(status);
  const decide = useDecideIdCheck();
  const [rejecting, setRejecting] = useState<IdVerificationAdmin | null>(null);
  const results = list.data?.results ?? [];
  const error = decide.isError ? failureText(decide.error, t('idChecks.decideError')) : null;
  return (
    <AdminPage title={t('idChecks.title')} description={t('idChecks.intro')}>
      <div className="mb-5">
        <FilterLinks
          label={t('idChecks.status')}
          items={STATUSES.map((value) => ({
            label: t(`idChecks.status.${value}`),
            href: paths.adminVerifications.getHref(value),
            current: value === status,
          }))}
        />
      </div>
      {error && !rejecting ? <FormAlert>{error}</FormAlert> : null}
      <ListStates
        errorText={failureText(list.error, t('idChecks.error'))}
        loadingText={t('idChecks.loading')}
        pending={list.isPending}
        error={list.isError}
        empty={results.length === 0}
        emptyTitle={status === 'pending' ? t('idChecks.noneWaiting') : t('idChecks.none')}
        onRetry={() => void list.refetch()}
      >
        <ul className="space-y-3" aria-label={t('idChecks.title')}>
          {results.map((check) => (
            <CheckCard
              key={check.id}
              check={check}
              busy={decide.isPending}
              onApprove={() => decide.mutate({ id: check.id, decision: 'approve' })}
              onReject={() => setRejecting(check)}
            />
          ))}
        </ul>
      </ListStates>
      <ReasonDialog
        open={rejecting !== null}
        title={t('idChecks.rejectTitle')}
        label={t('idChecks.reasonLabel')}
        confirmLabel={t('idChecks.reject')}
        busy={decide.isPending}
        error={rejecting ? error : null}
        onConfirm={(reason) => decide.mutate({ id: rejecting!.id, decision: 'reject', reason }, { onSuccess: () => setRejecting(null) })}
        onCancel={() => setRejecting(null)}
      >
        <p>{t('idChecks.rejectText', { name: rejecting ? rejecting.user.business_name || rejecting.user.name : '' })}</p>
      </ReasonDialog>
    </AdminPage>
  );
}
