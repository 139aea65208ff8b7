import { PackageOpen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

export function NoActiveOrders() {
  return <EmptyState icon={<PackageOpen aria-hidden="true" className="size-10" />} title="No active orders" />;
}
