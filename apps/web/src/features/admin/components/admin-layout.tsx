import { Outlet } from '../../../lib/router';
import { AdminNav } from './admin-nav';
import type { AdminSectionName } from './admin-nav';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

/** The console around each section: the nav, then the section's page (which brings its own h1). */
export function AdminLayout({ sections }: { sections: readonly AdminSectionName[] }) {
  const t = useT(adminMessages);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <div className="mb-4 lg:mb-0">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase lg:block dark:text-gray-400">
          {t('console.label')}
        </p>
        <AdminNav sections={sections} />
      </div>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
