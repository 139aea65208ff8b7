import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/areas/orders/en';

/** The spec's empty state of My purchases and My sales. */
export function NoActiveOrders({ children }: { children?: ReactNode }) {
  const t = useT(ordersMessages);
  return (
    <EmptyState icon={<PackageOpen aria-hidden="true" className="size-10" />} title={t('list.empty')}>
      {children}
    </EmptyState>
  );
}
