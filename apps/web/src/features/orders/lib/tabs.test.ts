import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/areas/orders/en';
import { areaT } from '../../../testing/i18n';
import { countBadge, parseTab, tabItems, tabName } from './tabs';

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
