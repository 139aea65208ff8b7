import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '@dwa/shared/admin';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../testing/i18n';
import { deliveryStatusLabel, overviewGroups } from './overview-tiles';

const t = await areaT('en', adminMessages);

const overview: AdminOverview = {
  generated_at: '2026-11-24T10:00:00.000Z',
  users: { total: 120, new_today: 2, new_week: 9 },
  listings: { new_today: 1, new_week: 5, pending: 3, active: 80, inactive: 4 },
  reports: { open: 0 },
  applications: { sellers_pending: 2, couriers_pending: 1 },
  deliveries: { by_status: { requested: 4, in_transit: 1 } },
  tickets: { open: 6 },
  orders: { today: 7, week: 30 },
};

describe('overviewGroups', () => {
  const groups = overviewGroups(t, overview);
  const find = (label: string) => groups.flatMap((group) => group.counts).find((count) => count.label === label);

  it('links each queue to its page, with its filter', () => {
    expect(find('Seller applications')).toMatchObject({
      value: 2,
      href: '/admin/applications?tab=sellers&status=pending',
      attention: true,
    });
    expect(find('Courier applications')).toMatchObject({ value: 1, href: '/admin/applications?tab=couriers&status=pending' });
    expect(find('Listings waiting for review')).toMatchObject({ value: 3, href: '/admin/moderation' });
    expect(find('Open reports')).toMatchObject({ href: '/admin/moderation?tab=reported' });
    expect(find('Open support tickets')).toMatchObject({ value: 6, href: '/admin/support' });
    expect(find('All users')).toMatchObject({ value: 120, href: '/admin/users' });
  });

  it('marks only the queues with something waiting', () => {
    expect(find('Open reports')).toMatchObject({ value: 0, attention: false });
  });

  it('lists every delivery status the server counts', () => {
    expect(find('Deliveries: Requested')?.value).toBe(4);
    expect(find('Deliveries: In transit')?.value).toBe(1);
  });

  it('words its groups and counts in the interface language', async () => {
    const fr = overviewGroups(await areaT('fr', adminMessages), overview);
    expect(fr.map((group) => group.title)).toEqual(['À décider', 'Utilisateurs', 'Annonces', 'Commandes et livraisons']);
    expect(fr[3]?.counts.at(-1)?.label).toBe('Livraisons : In transit');
  });
});

describe('deliveryStatusLabel', () => {
  it('words a status it does not know', () => {
    expect(deliveryStatusLabel('locked_out')).toBe('Locked out');
  });
});
