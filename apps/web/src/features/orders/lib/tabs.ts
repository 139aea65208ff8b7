import { BUYER_TABS, SELLER_TABS } from '@dwa/shared/order-rules';
import type { OrderStatus } from '@dwa/shared/order-rules';

// The spec's tabs of My purchases and My sales, with the numbers the list answers in `counts`.

export type OrderRole = 'buyer' | 'seller';
export type OrderTabItem = { id: string; label: string; count: number; statuses: readonly OrderStatus[] };

const tabsOf = (role: OrderRole): Record<string, { label: string; statuses: readonly OrderStatus[] }> => (role === 'buyer' ? BUYER_TABS : SELLER_TABS);

/** Every tab of `role` in the spec's order, each with its count (0 while none is known). */
export function tabItems(role: OrderRole, counts: Record<string, number> | undefined): OrderTabItem[] {
  return Object.entries(tabsOf(role)).map(([id, tab]) => {
    const count = counts?.[id];
    return { id, label: tab.label, statuses: tab.statuses, count: typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 };
  });
}

/** The tab named in the URL, or the first one when it names none of `role`'s. */
export function parseTab(role: OrderRole, value: string | null): string {
  const ids = Object.keys(tabsOf(role));
  return value && ids.includes(value) ? value : ids[0]!;
}

/** What a screen reader says for a tab: 'To Pay, 2 orders'. */
export function tabName(item: Pick<OrderTabItem, 'label' | 'count'>): string {
  if (item.count === 0) return item.label;
  return `${item.label}, ${item.count} ${item.count === 1 ? 'order' : 'orders'}`;
}

/** The badge on a tab: '99+' past 99. */
export const countBadge = (count: number): string => (count > 99 ? '99+' : String(count));

export const tabStatuses = (role: OrderRole, tab: string): readonly OrderStatus[] => tabsOf(role)[tab]?.statuses ?? [];
