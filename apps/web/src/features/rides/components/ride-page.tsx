import { useEffect } from 'react';
import { useSearchParams } from '../../../lib/router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../hooks/use-session';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { useT } from '../../../lib/i18n/i18n-context';
import { useRides } from '../api/get-rides';
import { usePinnedRide } from '../hooks/use-pinned-ride';
import { useRideLive } from '../hooks/use-ride-live';
import { LiveRide } from './live-ride';
import { RequestPanel } from './request-panel';
import { RideHistory } from './ride-history';
import { ShareView } from './share-view';

/** /ride: request a ride, follow it live, rate it, and find it in the history; ?share=<token> is a shared trip. */
export function RidePage() {
  const [search] = useSearchParams();
  const share = search.get('share');
  if (share) return <ShareView token={share} />;
  return <RiderHome />;
}

function RiderHome() {
  const t = useT(ridesRiderMessages);
  const session = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <DocumentTitle title={t('documentTitle')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <div className="mt-5 space-y-5">
        {session.status === 'loading' ? (
          <Skeleton className="h-64 w-full" />
        ) : session.status === 'signed-in' ? (
          <SignedIn userId={session.user.userId} />
        ) : (
          <RequestPanel signedIn={false} />
        )}
      </div>
    </div>
  );
}

function SignedIn({ userId }: { userId: string }) {
  useRideLive();
  const active = useRides('active', true);
  // The ride on now; once it ends it stays on screen (to rate it) until the rider is done with it,
  // across a reload of this tab too.
  const activeId = active.data?.items[0]?.id ?? null;
  const [pinned, setPinned] = usePinnedRide(userId);
  useEffect(() => {
    if (activeId !== null) setPinned(activeId);
  }, [activeId, setPinned]);
  const current = activeId ?? pinned;
  return (
    <>
      {active.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {active.isError ? <SectionError message={active.error.message} onRetry={() => void active.refetch()} /> : null}
      {active.data && current !== null ? <LiveRide id={current} onDone={() => setPinned(null)} /> : null}
      {active.data && current === null ? <RequestPanel signedIn onRequested={(ride) => setPinned(ride.id)} /> : null}
      <RideHistory />
    </>
  );
}
