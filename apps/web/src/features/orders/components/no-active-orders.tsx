import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { OrderTabItem } from '../lib/tabs';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** The spec's empty state of My purchases and My sales: no orders under any tab. */
export function NoActiveOrders({ children }: { children?: ReactNode }) {
  const t = useT(ordersMessages);
  return (
    <EmptyState icon={<PackageOpen aria-hidden="true" className="size-10" />} title={t('list.empty')}>
      {children}
    </EmptyState>
  );
}

/** An empty tab while another has orders: it says so, and opens that tab. */
export function NoOrdersHere({
  tab,
  other,
  onOpen,
  children,
}: {
  tab: string;
  other: OrderTabItem;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const t = useT(ordersMessages);
  return (
    <EmptyState icon={<PackageOpen aria-hidden="true" className="size-10" />} title={t('list.emptyTab', { tab })}>
      <Button onClick={onOpen}>{t('list.openTab', { tab: other.label, count: other.count })}</Button>
      {children}
    </EmptyState>
  );
}
