import { BUYER_TABS, SELLER_TABS } from '@dwa/shared/orders-rules';
import type { OrderStatus } from '@dwa/shared/orders-rules';
import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/catalogs/orders';

// The spec's tabs of My purchases and My sales, with the numbers the list answers in `counts`; their
// names in the orders area (tab.<id>), English as the spec has them.

type T = AreaT<(typeof ordersMessages)['en']>;

export type OrderRole = 'buyer' | 'seller';
export type OrderTabItem = { id: string; label: string; count: number; statuses: readonly OrderStatus[] };
type TabKey = `tab.${keyof typeof BUYER_TABS | keyof typeof SELLER_TABS}`;

const tabsOf = (role: OrderRole): Record<string, { label: string; statuses: readonly OrderStatus[] }> =>
  role === 'buyer' ? BUYER_TABS : SELLER_TABS;

/** Every tab of `role` in the spec's order, each with its count (0 while none is known). */
export function tabItems(t: T, role: OrderRole, counts: Record<string, number> | undefined): OrderTabItem[] {
  return Object.entries(tabsOf(role)).map(([id, tab]) => {
    const count = counts?.[id];
    return {
      id,
      label: t(`tab.${id}` as TabKey),
      statuses: tab.statuses,
      count: typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
    };
  });
}

/** The tab named in the URL, or the first one when it names none of `role`'s. */
export function parseTab(role: OrderRole, value: string | null): string {
  return namedTab(role, value) ?? firstTab(role);
}

export const firstTab = (role: OrderRole): string => Object.keys(tabsOf(role))[0]!;

/** The tab the URL names, or null when it names none of `role`'s. */
export function namedTab(role: OrderRole, value: string | null): string | null {
  return value && Object.keys(tabsOf(role)).includes(value) ? value : null;
}

/**
 * Where a list opens: the tab the URL names; else the tab of the newest order, once the first
 * answer said which (`newest`: undefined until then, null when there are no orders: the first tab).
 * Null while that is not known yet (show the list loading, never an empty tab).
 */
export function openingTab(role: OrderRole, named: string | null, newest: string | null | undefined): string | null {
  if (named) return named;
  if (newest === undefined) return null;
  return namedTab(role, newest) ?? firstTab(role);
}

/**
 * When `current` has no orders but another tab has: the tab to point to (the newest order's, else
 * the first with orders). Null when `current` has orders or no tab has any.
 */
export function tabWithOrders(items: readonly OrderTabItem[], current: string, newest: string | null | undefined): OrderTabItem | null {
  if ((items.find((item) => item.id === current)?.count ?? 0) > 0) return null;
  const others = items.filter((item) => item.id !== current && item.count > 0);
  return others.find((item) => item.id === newest) ?? others[0] ?? null;
}

/** What a screen reader says for a tab: 'To Pay, 2 orders'. */
export function tabName(t: T, item: Pick<OrderTabItem, 'label' | 'count'>): string {
  if (item.count === 0) return item.label;
  return t('tab.named', { label: item.label, count: item.count });
}

/** The badge on a tab: '99+' past 99. */
export const countBadge = (count: number): string => (count > 99 ? '99+' : String(count));

export const tabStatuses = (role: OrderRole, tab: string): readonly OrderStatus[] => tabsOf(role)[tab]?.statuses ?? [];
