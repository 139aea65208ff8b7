import type { AdminOverview } from '@dwa/shared/admin';
import { DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';

// The overview's groups of counts; a count that has a queue or a list links to it.

export type OverviewCount = { label: string; value: number; href?: string; attention?: boolean };
export type OverviewGroup = { title: string; counts: OverviewCount[] };

export function deliveryStatusLabel(status: string): string {
  const known = (DELIVERY_STATUS_LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function overviewGroups(overview: AdminOverview): OverviewGroup[] {
  const { users, listings, reports, applications, deliveries, tickets, orders } = overview;
  const moderation = paths.adminModeration.getHref();
  return [
    {
      title: 'Needs a decision',
      counts: [
        { label: 'Listings waiting for review', value: listings.pending, href: moderation, attention: listings.pending > 0 },
        { label: 'Open reports', value: reports.open, href: paths.adminModeration.getHref('reported'), attention: reports.open > 0 },
        {
          label: 'Seller applications',
          value: applications.sellers_pending,
          href: paths.adminApplications.getHref({ tab: 'sellers', status: 'pending' }),
          attention: applications.sellers_pending > 0,
        },
        {
          label: 'Courier applications',
          value: applications.couriers_pending,
          href: paths.adminApplications.getHref({ tab: 'couriers', status: 'pending' }),
          attention: applications.couriers_pending > 0,
        },
        { label: 'Open support tickets', value: tickets.open, href: paths.adminSupport.getHref(), attention: tickets.open > 0 },
      ],
    },
    {
      title: 'Users',
      counts: [
        { label: 'All users', value: users.total, href: paths.adminUsers.getHref() },
        { label: 'New today', value: users.new_today, href: paths.adminUsers.getHref() },
        { label: 'New this week', value: users.new_week, href: paths.adminUsers.getHref() },
      ],
    },
    {
      title: 'Listings',
      counts: [
        { label: 'Active', value: listings.active },
        { label: 'Inactive', value: listings.inactive },
        { label: 'New today', value: listings.new_today },
        { label: 'New this week', value: listings.new_week },
      ],
    },
    {
      title: 'Orders and deliveries',
      counts: [
        { label: 'Orders today', value: orders.today },
        { label: 'Orders this week', value: orders.week },
        ...Object.entries(deliveries.by_status).map(([status, value]) => ({ label: `Deliveries: ${deliveryStatusLabel(status)}`, value })),
      ],
    },
  ];
}
