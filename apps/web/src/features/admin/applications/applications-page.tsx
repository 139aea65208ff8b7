import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPage } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { titleCase } from '../lib/format';
import { CourierApplications } from './courier-applications';
import { apiStatus, readApplicationsView, statusesOf } from './applications-search';
import { SellerApplications } from './seller-applications';

export function ApplicationsPage() {
  const [params] = useSearchParams();
  const view = readApplicationsView(params);
  const tabs = (['sellers', 'couriers'] as const).map((tab) => ({
    label: tab === 'sellers' ? 'Sellers' : 'Couriers',
    href: paths.adminApplications.getHref({ tab, status: 'pending' }),
    current: view.tab === tab,
  }));
  const statuses = [...statusesOf(view.tab), 'all'].map((status) => ({
    label: status === 'all' ? 'All' : titleCase(status),
    href: paths.adminApplications.getHref({ tab: view.tab, status }),
    current: view.status === status,
  }));

  return (
    <AdminPage title="Applications" description="People who asked to sell or to deliver. Approving changes their account type at once.">
      <div className="mb-5 space-y-3">
        <FilterLinks label="Kind of application" items={tabs} />
        <FilterLinks label="Status" items={statuses} />
      </div>
      {view.tab === 'sellers' ? <SellerApplications status={apiStatus(view)} /> : <CourierApplications status={apiStatus(view)} />}
    </AdminPage>
  );
}
