import { NavLink } from '../../../lib/router';
import {
  CalendarClock,
  Rocket,
  ClipboardList,
  Coins,
  FileCheck2,
  Gauge,
  IdCard,
  LifeBuoy,
  ListFilter,
  ListRestart,
  Percent,
  Scale,
  ScanSearch,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

// The console's sections, in the nav's order. A section shows once routes.tsx has a route naming it.

export const ADMIN_SECTIONS = {
  Overview: { href: paths.admin.getHref(), Icon: Gauge },
  Moderation: { href: paths.adminModeration.getHref(), Icon: ShieldCheck },
  Users: { href: paths.adminUsers.getHref(), Icon: Users },
  Applications: { href: paths.adminApplications.getHref(), Icon: FileCheck2 },
  Support: { href: paths.adminSupport.getHref(), Icon: LifeBuoy },
  Audit: { href: paths.adminAudit.getHref(), Icon: ClipboardList },
  Rules: { href: paths.adminRules.getHref(), Icon: ListFilter },
  Rates: { href: paths.adminRates.getHref(), Icon: Coins },
  Jobs: { href: paths.adminJobs.getHref(), Icon: ListRestart },
  Payouts: { href: paths.adminPayouts.getHref(), Icon: Wallet },
  Disputes: { href: paths.adminDisputes.getHref(), Icon: Scale },
  Verifications: { href: paths.adminVerifications.getHref(), Icon: IdCard },
  Commission: { href: paths.adminCommission.getHref(), Icon: Percent },
  Lifetimes: { href: paths.adminLifetimes.getHref(), Icon: CalendarClock },
  Boosts: { href: paths.adminBoosts.getHref(), Icon: Rocket },
  Reconciliation: { href: paths.adminReconciliation.getHref(), Icon: ScanSearch },
} satisfies Record<string, { href: string; Icon: LucideIcon }>;

export type AdminSectionName = keyof typeof ADMIN_SECTIONS;

const ORDER = Object.keys(ADMIN_SECTIONS) as AdminSectionName[];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
    isActive
      ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
  }`;

/** A row that scrolls sideways on phones, a column beside the page on wide screens. */
export function AdminNav({ sections }: { sections: readonly AdminSectionName[] }) {
  const t = useT(adminMessages);
  const shown = ORDER.filter((name) => sections.includes(name));
  return (
    <nav aria-label={t('console.label')}>
      <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        {shown.map((name) => {
          const { href, Icon } = ADMIN_SECTIONS[name];
          return (
            <li key={name}>
              <NavLink to={href} end={name === 'Overview'} className={linkClass}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(`nav.${name}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
