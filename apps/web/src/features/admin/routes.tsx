import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useRoutes } from '../../lib/router';
import type { RouteObject } from '../../lib/router';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/i18n-context';
import { adminMessages } from '../../lib/i18n/catalogs/admin';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import type { AdminSectionName } from './components/admin-nav';

// The admin console's route table, below /admin/* (app/router.tsx lazy-loads this file, so none of it
// reaches other people's bundles). Paths are relative to /admin (config/paths: adminUsers.path ...).
// A section that shows in the nav names itself in `handle.nav`; the nav keeps the order of
// ADMIN_SECTIONS (admin-nav.tsx) and shows only the sections listed here. Each screen is its own
// chunk: `section(paths.adminUsers.path, 'Users', () => import('./users/users-page').then((m) => m.UsersPage))`.

/** What a route of the console carries for the nav. */
export type AdminRouteHandle = { nav?: AdminSectionName };

function ScreenLoading() {
  return <Spinner label={useT(adminMessages)('console.loading')} />;
}

function screen(load: () => Promise<ComponentType>): ReactNode {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

/** A section at `path` (null: the index), named `nav` in the nav (null: not in it), its screen its own chunk. */
function section(path: string | null, nav: AdminSectionName | null, load: () => Promise<ComponentType>): RouteObject {
  return {
    ...(path === null ? { index: true } : { path }),
    ...(nav ? { handle: { nav } satisfies AdminRouteHandle } : {}),
    element: screen(load),
  } as RouteObject;
}

const sections: RouteObject[] = [
  section(null, 'Overview', () => import('./overview/overview-page').then((m) => m.OverviewPage)),
  section(paths.adminModeration.path, 'Moderation', () => import('./moderation/components/moderation-page').then((m) => m.ModerationPage)),
  section(paths.adminUsers.path, 'Users', () => import('./users/users-page').then((m) => m.UsersPage)),
  section(paths.adminUser.path, null, () => import('./users/user-page').then((m) => m.UserPage)),
  section(paths.adminApplications.path, 'Applications', () => import('./applications/applications-page').then((m) => m.ApplicationsPage)),
  section(paths.adminAudit.path, 'Audit', () => import('./audit/audit-page').then((m) => m.AuditPage)),
  section(paths.adminSupport.path, 'Support', () => import('./support/components/support-page').then((m) => m.SupportPage)),
  section(paths.adminRules.path, 'Rules', () => import('./rules/components/rules-page').then((m) => m.RulesPage)),
  section(paths.adminRates.path, 'Rates', () => import('./rates/components/rates-page').then((m) => m.RatesPage)),
  section(paths.adminJobs.path, 'Jobs', () => import('./jobs/jobs-page').then((m) => m.JobsPage)),
  section(paths.adminPayouts.path, 'Payouts', () => import('./payouts/payouts-page').then((m) => m.PayoutsPage)),
  section(paths.adminLedger.path, null, () => import('./ledger/person-ledger-page').then((m) => m.PersonLedgerPage)),
  section(paths.adminDisputes.path, 'Disputes', () => import('./disputes/disputes-page').then((m) => m.DisputesPage)),
  section(paths.adminDispute.path, null, () => import('./disputes/dispute-page').then((m) => m.DisputePage)),
  section(paths.adminVerifications.path, 'Verifications', () =>
    import('./verifications/verifications-page').then((m) => m.VerificationsPage),
  ),
  section(paths.adminCommission.path, 'Commission', () => import('./commission/commission-page').then((m) => m.CommissionPage)),
  section(paths.adminLifetimes.path, 'Lifetimes', () => import('./lifetimes/lifetimes-page').then((m) => m.LifetimesPage)),
  section(paths.adminBoosts.path, 'Boosts', () => import('./boosts/boosts-page').then((m) => m.BoostsPage)),
  section(paths.adminReconciliation.path, 'Reconciliation', () =>
    import('./reconciliation/reconciliation-page').then((m) => m.ReconciliationPage),
  ),
  { path: '*', element: <AdminNotFound /> },
];

const navSections = sections.flatMap((route) => {
  const nav = (route.handle as AdminRouteHandle | undefined)?.nav;
  return nav ? [nav] : [];
});

const adminRoutes: RouteObject[] = [{ element: <AdminLayout sections={navSections} />, children: sections }];

/** Rendered by the /admin/* route: the layout and the section the address names. */
export function AdminConsole() {
  return useRoutes(adminRoutes);
}
