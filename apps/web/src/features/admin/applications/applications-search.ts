import { SELLER_APPLICATION_STATUSES } from '@dwa/shared/sellers';
import { COURIER_APPLICATION_STATUSES } from '@dwa/shared/delivery';

// The applications page's tab and status filter, read from the address (?tab=&status=). A queue
// opens on what waits: pending, unless the address asks for another status or 'all'.

export type ApplicationsTab = 'sellers' | 'couriers';
export type ApplicationsView = { tab: ApplicationsTab; status: string };

export function statusesOf(tab: ApplicationsTab): readonly string[] {
  return tab === 'sellers' ? SELLER_APPLICATION_STATUSES : COURIER_APPLICATION_STATUSES;
}

export function readApplicationsView(params: URLSearchParams): ApplicationsView {
  const tab: ApplicationsTab = params.get('tab') === 'couriers' ? 'couriers' : 'sellers';
  const status = params.get('status') ?? 'pending';
  return { tab, status: status === 'all' || statusesOf(tab).includes(status) ? status : 'pending' };
}

/** The status the API filters on (none for 'all'). */
export function apiStatus(view: ApplicationsView): string | undefined {
  return view.status === 'all' ? undefined : view.status;
}
