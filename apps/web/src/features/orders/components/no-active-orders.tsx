import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

/** The spec's empty state of My purchases and My sales. */
export function NoActiveOrders({ children }: { children?: ReactNode }) {
  return (
    <EmptyState icon={<PackageOpen aria-hidden="true" className="size-10" />} title="No active orders">
      {children}
    </EmptyState>
  );
}
