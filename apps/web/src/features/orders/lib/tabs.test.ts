import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { areaT } from '../../../testing/i18n';
import { countBadge, namedTab, openingTab, parseTab, tabItems, tabName, tabWithOrders } from './tabs';

const t = await areaT('en', ordersMessages);

describe('order tabs', () => {
  it("lists the spec's five tabs of each side, in order, with the answer's counts", () => {
    const buyer = tabItems(t, 'buyer', { to_pay: 2, in_progress: 0, completed: 5, returns: 1, cancelled: 3 });
    expect(buyer.map((tab) => tab.label)).toEqual(['To Pay', 'In Progress', 'Completed', 'Returns', 'Cancelled']);
    expect(buyer.map((tab) => tab.count)).toEqual([2, 0, 5, 1, 3]);
    const seller = tabItems(t, 'seller', { to_start: 4 });
    expect(seller.map((tab) => tab.label)).toEqual(['To start', 'In Progress', 'Completed', 'Returns', 'Cancelled']);
    expect(seller.map((tab) => tab.count)).toEqual([4, 0, 0, 0, 0]);
  });

  it('counts 0 while nothing is known, and never a negative or broken number', () => {
    expect(tabItems(t, 'buyer', undefined).every((tab) => tab.count === 0)).toBe(true);
    expect(tabItems(t, 'buyer', { to_pay: -3, completed: Number.NaN, returns: 2.7 }).map((tab) => tab.count)).toEqual([0, 0, 0, 2, 0]);
  });

  it('reads the tab from the URL, falling back to the first of that side', () => {
    expect(parseTab('buyer', 'completed')).toBe('completed');
    expect(parseTab('buyer', 'to_start')).toBe('to_pay');
    expect(parseTab('seller', null)).toBe('to_start');
    expect(parseTab('seller', 'returns')).toBe('returns');
  });

  it('opens on the tab the URL names, else on the tab of the newest order once the answer says which', () => {
    expect(namedTab('buyer', 'completed')).toBe('completed');
    expect(namedTab('buyer', null)).toBeNull();
    expect(namedTab('buyer', 'to_start')).toBeNull();
    expect(openingTab('buyer', 'completed', 'in_progress')).toBe('completed');
    // Right after paying: the newest order is In Progress, not To Pay.
    expect(openingTab('buyer', null, 'in_progress')).toBe('in_progress');
    expect(openingTab('seller', null, 'in_progress')).toBe('in_progress');
    // Not known yet: neither tab (the list shows it is loading).
    expect(openingTab('buyer', null, undefined)).toBeNull();
    // No orders at all, or a tab of the other side: the first tab.
    expect(openingTab('buyer', null, null)).toBe('to_pay');
    expect(openingTab('buyer', null, 'to_start')).toBe('to_pay');
  });

  it('points an empty tab to the tab that has orders: the newest order first', () => {
    const items = tabItems(t, 'buyer', { to_pay: 0, in_progress: 2, completed: 5 });
    expect(tabWithOrders(items, 'to_pay', 'in_progress')).toMatchObject({ id: 'in_progress', label: 'In Progress', count: 2 });
    expect(tabWithOrders(items, 'to_pay', 'returns')).toMatchObject({ id: 'in_progress' });
    expect(tabWithOrders(items, 'returns', null)).toMatchObject({ id: 'in_progress' });
    expect(tabWithOrders(items, 'cancelled', 'completed')).toMatchObject({ id: 'completed', count: 5 });
    // A tab with orders, or no orders anywhere: nothing to point to.
    expect(tabWithOrders(items, 'in_progress', 'in_progress')).toBeNull();
    expect(tabWithOrders(tabItems(t, 'buyer', {}), 'to_pay', null)).toBeNull();
  });

  it('names a tab with its count for screen readers and caps the badge at 99+', async () => {
    expect(tabName(t, { label: 'To Pay', count: 0 })).toBe('To Pay');
    expect(tabName(t, { label: 'To Pay', count: 1 })).toBe('To Pay, 1 order');
    expect(tabName(t, { label: 'Completed', count: 12 })).toBe('Completed, 12 orders');
    const ru = await areaT('ru', ordersMessages);
    expect(tabItems(ru, 'seller', { to_start: 3 })[0]).toMatchObject({ label: 'К выполнению', count: 3 });
    expect(tabName(ru, { label: 'В работе', count: 3 })).toBe('В работе, 3 заказа');
    expect(tabName(ru, { label: 'В работе', count: 5 })).toBe('В работе, 5 заказов');
    expect(countBadge(99)).toBe('99');
    expect(countBadge(100)).toBe('99+');
  });
});

describe('the empty tab pointing to the tab with orders', () => {
  it("says where the orders are, in the reader's language and number", async () => {
    expect(t('list.emptyTab', { tab: 'To Pay' })).toBe('Nothing under To Pay');
    expect(t('list.openTab', { tab: 'In Progress', count: 1 })).toBe('See your order under In Progress');
    expect(t('list.openTab', { tab: 'In Progress', count: 2 })).toBe('See your 2 orders under In Progress');
    const ru = await areaT('ru', ordersMessages);
    expect(ru('list.openTab', { tab: 'В работе', count: 5 })).toBe('Посмотреть 5 заказов в разделе «В работе»');
  });
});
