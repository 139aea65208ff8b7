import { useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { AdminPage } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { valueLabel } from '../lib/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { CourierApplications } from './courier-applications';
import { apiStatus, readApplicationsView, statusesOf } from './applications-search';
import { SellerApplications } from './seller-applications';

export function ApplicationsPage() {
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const view = readApplicationsView(params);
  const tabs = (['sellers', 'couriers'] as const).map((tab) => ({
    label: tab === 'sellers' ? t('applications.sellers') : t('applications.couriers'),
    href: paths.adminApplications.getHref({ tab, status: 'pending' }),
    current: view.tab === tab,
  }));
  const statuses = [...statusesOf(view.tab), 'all'].map((status) => ({
    label: status === 'all' ? t('applications.all') : valueLabel(t, status),
    href: paths.adminApplications.getHref({ tab: view.tab, status }),
    current: view.status === status,
  }));

  return (
    <AdminPage title={t('applications.title')} description={t('applications.intro')}>
      <div className="mb-5 space-y-3">
        <FilterLinks label={t('applications.kind')} items={tabs} />
        <FilterLinks label={t('applications.status')} items={statuses} />
      </div>
      {view.tab === 'sellers' ? <SellerApplications status={apiStatus(view)} /> : <CourierApplications status={apiStatus(view)} />}
    </AdminPage>
  );
}
