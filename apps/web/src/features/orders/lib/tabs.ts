import { BUYER_TABS, SELLER_TABS } from '@dwa/shared/order-rules';
import type { OrderStatus } from '@dwa/shared/order-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/areas/orders/en';

// The spec's tabs of My purchases and My sales, with the numbers the list answers in `counts`; their
// names in the orders area (tab.<id>), English as the spec has them.

type T = AreaT<(typeof ordersMessages)['en']>;

export type OrderRole = 'buyer' | 'seller';
export type OrderTabItem = { id: string; label: string; count: number; statuses: readonly OrderStatus[] };
type TabKey = `tab.${keyof typeof BUYER_TABS | keyof typeof SELLER_TABS}`;

const tabsOf = (role: OrderRole): Record<string, { label: string; statuses: readonly OrderStatus[] }> => (role === 'buyer' ? BUYER_TABS : SELLER_TABS);

/** Every tab of `role` in the spec's order, each with its count (0 while none is known). */
export function tabItems(t: T, role: OrderRole, counts: Record<string, number> | undefined): OrderTabItem[] {
  return Object.entries(tabsOf(role)).map(([id, tab]) => {
    const count = counts?.[id];
    return { id, label: t(`tab.${id}` as TabKey), statuses: tab.statuses, count: typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 };
  });
}

/** The tab named in the URL, or the first one when it names none of `role`'s. */
export function parseTab(role: OrderRole, value: string | null): string {
  const ids = Object.keys(tabsOf(role));
  return value && ids.includes(value) ? value : ids[0]!;
}

/** What a screen reader says for a tab: 'To Pay, 2 orders'. */
export function tabName(t: T, item: Pick<OrderTabItem, 'label' | 'count'>): string {
  if (item.count === 0) return item.label;
  return t('tab.named', { label: item.label, count: item.count });
}

/** The badge on a tab: '99+' past 99. */
export const countBadge = (count: number): string => (count > 99 ? '99+' : String(count));

export const tabStatuses = (role: OrderRole, tab: string): readonly OrderStatus[] => tabsOf(role)[tab]?.statuses ?? [];
