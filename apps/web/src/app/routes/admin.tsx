import { AdminConsole } from '../../features/admin/routes';

// The whole console (its layout and its own route table) sits behind this one lazy import, so none
// of it is in the bundles of people who never open /admin.
export function Component() {
  return <AdminConsole />;
}
