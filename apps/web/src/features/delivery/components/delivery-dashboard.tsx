import { useCallback } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { History, MapPinned, MessageCircle, PackagePlus, Truck, UserRound } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalSetting } from '../../../hooks/use-local-setting';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCourierApplication } from '../api/get-courier-application';
import type { DeliveryRole } from '../api/query-keys';
import { useDeliveryLive } from '../hooks/use-delivery-live';
import { useUnreadMessages } from '../hooks/use-unread-messages';
import type { DashboardTabId, Navigate } from '../types';
import { CancelledJobNotices } from './cancelled-job-notices';
import { DashboardTabs } from './dashboard-tabs';
import type { DashboardTab } from './dashboard-tabs';
import { DriverBoard } from './driver-board';
import { HistoryTab } from './history-tab';
import { MessagesTab } from './messages-tab';
import { RequestTab } from './request-tab';
import { RoleToggle } from './role-toggle';
import { TrackTab } from './track-tab';

const TABS: (Omit<DashboardTab, 'label'> & { id: DashboardTabId })[] = [
  { id: 'request', Icon: PackagePlus },
  { id: 'track', Icon: MapPinned },
  { id: 'messages', Icon: MessageCircle },
  { id: 'history', Icon: History },
];

const MODES: readonly DeliveryRole[] = ['customer', 'courier'];
/** Address parameters that pre-fill Request Delivery (see lib/prefill.ts): whoever comes with them means to send something. */
const REQUEST_PARAMS = ['item', 'pickup', 'listing', 'reorder'];

const isTab = (value: string | null): value is DashboardTabId => TABS.some((tab) => tab.id === value);

/** /delivery-request: the spec's dashboard, with real data. Couriers switch between the two views. */
export function DeliveryDashboard() {
  useDeliveryLive();
  const t = useT(deliveryMessages);
  const [search, setSearch] = useSearchParams();
  const application = useCourierApplication();
  const isCourier = application.data?.is_courier === true;
  // A courier opens on their Driver Board unless they chose the customer view, or came to request
  // a delivery (a listing's or a past delivery's details in the address).
  const [storedMode, setStoredMode] = useLocalSetting<DeliveryRole>('delivery_mode', 'courier', MODES);
  const requesting = REQUEST_PARAMS.some((name) => search.has(name));
  const mode: DeliveryRole = isCourier && storedMode === 'courier' && !requesting ? 'courier' : 'customer';
  const tab: DashboardTabId = isTab(search.get('tab')) ? (search.get('tab') as DashboardTabId) : 'request';
  const selectedId = Number(search.get('id')) || null;
  const unread = useUnreadMessages(tab === 'messages');
  // The first tab is the courier's Driver Board in their view: it is named (and marked) as such.
  const tabs = TABS.map((item) => ({
    ...item,
    ...(item.id === 'request' && mode === 'courier' ? { label: t('board.title'), Icon: Truck } : { label: t(`tab.${item.id}`) }),
    ...(item.id === 'messages' ? { unread } : {}),
  }));

  const navigate = useCallback<Navigate>(
    (next, extra = {}) => {
      const target = new URL(paths.deliveryRequest.getHref({ tab: next, ...extra }), window.location.origin);
      setSearch(target.searchParams);
    },
    [setSearch],
  );

  const panel = application.isPending ? (
    <Skeleton className="h-96 w-full" />
  ) : (
    {
      request: mode === 'courier' ? <DriverBoard navigate={navigate} /> : <RequestTab navigate={navigate} courier={application.data} />,
      track: <TrackTab role={mode} selectedId={selectedId} navigate={navigate} />,
      messages: <MessagesTab role={mode} selectedId={selectedId} navigate={navigate} />,
      history: <HistoryTab role={mode} navigate={navigate} />,
    }[tab]
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <DocumentTitle title={t('documentTitle')} />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {isCourier ? (
            <RoleToggle
              mode={mode}
              onChange={(next) => {
                setStoredMode(next);
                // Choosing a view leaves a request's pre-filled details behind.
                if (requesting) navigate(tab, selectedId ? { id: String(selectedId) } : {});
              }}
            />
          ) : null}
          <Link to={paths.profile.getHref()} className={buttonClasses('outline', 'sm')}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('profile')}
          </Link>
        </div>
      </div>
      <CancelledJobNotices />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[200px_minmax(0,1fr)] md:gap-6">
        <nav aria-label={t('sections')} className="min-w-0 md:sticky md:top-20 md:self-start">
          <DashboardTabs
            tabs={tabs}
            active={tab}
            onSelect={(id) => navigate(id as DashboardTabId, selectedId ? { id: String(selectedId) } : {})}
            panelId="delivery-panel"
          />
        </nav>
        <div id="delivery-panel" role="tabpanel" aria-labelledby={`delivery-tab-${tab}`} tabIndex={-1} className="min-w-0 outline-none">
          {panel}
        </div>
      </div>
    </div>
  );
}
