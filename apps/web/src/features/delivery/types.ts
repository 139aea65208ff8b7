import type { DeliveryRequestSearch } from '../../config/paths';

/** A tab of the delivery dashboard, as its URL names it. */
export type DashboardTabId = NonNullable<DeliveryRequestSearch['tab']>;

/** Opens a tab of the dashboard (and a delivery in it): the dashboard keeps both in the URL. */
export type Navigate = (tab: DashboardTabId, extra?: Omit<DeliveryRequestSearch, 'tab'>) => void;
