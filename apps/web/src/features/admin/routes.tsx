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
// chunk: `screen(() => import('./users/users-page'), (m) => m.UsersPage)`.

/** What a route of the console carries for the nav. */
export type AdminRouteHandle = { nav?: AdminSectionName };

function ScreenLoading() {
  return <Spinner label={useT(adminMessages)('console.loading')} />;
}

function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

const sections: RouteObject[] = [
  {
    index: true,
    handle: { nav: 'Overview' },
    element: screen(
      () => import('./overview/overview-page'),
      (m) => m.OverviewPage,
    ),
  },
  {
    path: paths.adminModeration.path,
    handle: { nav: 'Moderation' },
    element: screen(
      () => import('./moderation/components/moderation-page'),
      (m) => m.ModerationPage,
    ),
  },
  {
    path: paths.adminUsers.path,
    handle: { nav: 'Users' },
    element: screen(
      () => import('./users/users-page'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: paths.adminUser.path,
    element: screen(
      () => import('./users/user-page'),
      (m) => m.UserPage,
    ),
  },
  {
    path: paths.adminApplications.path,
    handle: { nav: 'Applications' },
    element: screen(
      () => import('./applications/applications-page'),
      (m) => m.ApplicationsPage,
    ),
  },
  {
    path: paths.adminAudit.path,
    handle: { nav: 'Audit' },
    element: screen(
      () => import('./audit/audit-page'),
      (m) => m.AuditPage,
    ),
  },
  {
    path: paths.adminSupport.path,
    handle: { nav: 'Support' },
    element: screen(
      () => import('./support/components/support-page'),
      (m) => m.SupportPage,
    ),
  },
  {
    path: paths.adminRules.path,
    handle: { nav: 'Rules' },
    element: screen(
      () => import('./rules/components/rules-page'),
      (m) => m.RulesPage,
    ),
  },
  {
    path: paths.adminRates.path,
    handle: { nav: 'Rates' },
    element: screen(
      () => import('./rates/components/rates-page'),
      (m) => m.RatesPage,
    ),
  },
  {
    path: paths.adminJobs.path,
    handle: { nav: 'Jobs' },
    element: screen(
      () => import('./jobs/jobs-page'),
      (m) => m.JobsPage,
    ),
  },
  {
    path: paths.adminPayouts.path,
    handle: { nav: 'Payouts' },
    element: screen(
      () => import('./payouts/payouts-page'),
      (m) => m.PayoutsPage,
    ),
  },
  {
    path: paths.adminLedger.path,
    element: screen(
      () => import('./ledger/person-ledger-page'),
      (m) => m.PersonLedgerPage,
    ),
  },
  {
    path: paths.adminDisputes.path,
    handle: { nav: 'Disputes' },
    element: screen(
      () => import('./disputes/disputes-page'),
      (m) => m.DisputesPage,
    ),
  },
  {
    path: paths.adminDispute.path,
    element: screen(
      () => import('./disputes/dispute-page'),
      (m) => m.DisputePage,
    ),
  },
  {
    path: paths.adminVerifications.path,
    handle: { nav: 'Verifications' },
    element: screen(
      () => import('./verifications/verifications-page'),
      (m) => m.VerificationsPage,
    ),
  },
  {
    path: paths.adminCommission.path,
    handle: { nav: 'Commission' },
    element: screen(
      () => import('./commission/commission-page'),
      (m) => m.CommissionPage,
    ),
  },
  {
    path: paths.adminLifetimes.path,
    handle: { nav: 'Lifetimes' },
    element: screen(
      () => import('./lifetimes/lifetimes-page'),
      (m) => m.LifetimesPage,
    ),
  },
  {
    path: paths.adminBoosts.path,
    handle: { nav: 'Boosts' },
    element: screen(
      () => import('./boosts/boosts-page'),
      (m) => m.BoostsPage,
    ),
  },
  {
    path: paths.adminReconciliation.path,
    handle: { nav: 'Reconciliation' },
    element: screen(
      () => import('./reconciliation/reconciliation-page'),
      (m) => m.ReconciliationPage,
    ),
  },
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
