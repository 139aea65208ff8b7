import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPage } from './admin-page';

export function AdminNotFound() {
  return (
    <AdminPage title="Page not found" description="The admin console has no page at this address.">
      <Link to={paths.admin.getHref()} className="font-medium text-emerald-700 underline dark:text-emerald-400">
        Back to the overview
      </Link>
    </AdminPage>
  );
}
