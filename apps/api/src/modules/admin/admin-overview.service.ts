import type { Db } from '@dwa/db/client';
import type { AdminOverview } from '@dwa/shared/admin';
import { DELIVERY_STATUSES } from '@dwa/shared/delivery';
import { overviewCounts } from './admin-overview.repo';

// GET /admin/overview: the numbers an admin opens the console to. "Today" is the calendar day in
// Africa/Accra, which is UTC all year (no daylight saving); "this week" is the last 7 days.

const DAY_MS = 86_400_000;

export function createAdminOverviewService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    async overview(): Promise<AdminOverview> {
      const at = now();
      const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
      const counts = await overviewCounts(db, { today, week: new Date(at.getTime() - 7 * DAY_MS) });
      const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0]));
      for (const row of counts.deliveriesByStatus) byStatus[row.status] = row.n;
      return {
        generated_at: at.toISOString(),
        users: { total: counts.users.total, new_today: counts.users.today, new_week: counts.users.week },
        listings: {
          new_today: counts.listings.today,
          new_week: counts.listings.week,
          pending: counts.listings.pending,
          active: counts.listings.active,
          inactive: counts.listings.inactive,
        },
        reports: { open: counts.openReports },
        applications: { sellers_pending: counts.sellersPending, couriers_pending: counts.couriersPending },
        deliveries: { by_status: byStatus },
        tickets: { open: counts.openTickets },
        orders: { today: counts.orders.today, week: counts.orders.week },
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
