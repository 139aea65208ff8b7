import type { AdminOverview } from '@dwa/shared/admin';
import { DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery';
import { paths } from '../../../config/paths';
import type { AreaT } from '../../../lib/i18n/area';
import type { adminMessages } from '../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// The overview's groups of counts; a count that has a queue or a list links to it.

export type OverviewCount = { label: string; value: number; href?: string; attention?: boolean };
export type OverviewGroup = { title: string; counts: OverviewCount[] };

export function deliveryStatusLabel(status: string): string {
  const known = (DELIVERY_STATUS_LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function overviewGroups(t: T, overview: AdminOverview): OverviewGroup[] {
  const { users, listings, reports, applications, deliveries, tickets, orders } = overview;
  const moderation = paths.adminModeration.getHref();
  return [
    {
      title: t('overview.decide'),
      counts: [
        { label: t('overview.pending'), value: listings.pending, href: moderation, attention: listings.pending > 0 },
        { label: t('overview.reports'), value: reports.open, href: paths.adminModeration.getHref('reported'), attention: reports.open > 0 },
        {
          label: t('overview.sellers'),
          value: applications.sellers_pending,
          href: paths.adminApplications.getHref({ tab: 'sellers', status: 'pending' }),
          attention: applications.sellers_pending > 0,
        },
        {
          label: t('overview.couriers'),
          value: applications.couriers_pending,
          href: paths.adminApplications.getHref({ tab: 'couriers', status: 'pending' }),
          attention: applications.couriers_pending > 0,
        },
        { label: t('overview.tickets'), value: tickets.open, href: paths.adminSupport.getHref(), attention: tickets.open > 0 },
      ],
    },
    {
      title: t('overview.users'),
      counts: [
        { label: t('overview.allUsers'), value: users.total, href: paths.adminUsers.getHref() },
        { label: t('overview.newToday'), value: users.new_today, href: paths.adminUsers.getHref() },
        { label: t('overview.newWeek'), value: users.new_week, href: paths.adminUsers.getHref() },
      ],
    },
    {
      title: t('overview.listings'),
      counts: [
        { label: t('overview.active'), value: listings.active },
        { label: t('overview.inactive'), value: listings.inactive },
        { label: t('overview.newToday'), value: listings.new_today },
        { label: t('overview.newWeek'), value: listings.new_week },
      ],
    },
    {
      title: t('overview.orders'),
      counts: [
        { label: t('overview.ordersToday'), value: orders.today },
        { label: t('overview.ordersWeek'), value: orders.week },
        ...Object.entries(deliveries.by_status).map(([status, value]) => ({
          label: t('overview.deliveries', { status: deliveryStatusLabel(status) }),
          value,
        })),
      ],
    },
  ];
}
