import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useOrders } from '../api/get-orders';
import { useOrdersLive } from '../hooks/use-orders-live';
import { useStickyCounts } from '../hooks/use-sticky-counts';
import { parseTab, tabItems } from '../lib/tabs';
import { OrderCard } from './order-card';
import { OrderList } from './order-list';
import { OrderTabs } from './order-tabs';
import { PayNow } from './pay-now';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/areas/orders/en';

/** /purchases (My purchases): the buyer's orders under the spec's five tabs, followed live. */
export function PurchasesPage() {
  useOrdersLive();
  const t = useT(ordersMessages);
  const [search, setSearch] = useSearchParams();
  const tab = parseTab('buyer', search.get('tab'));
  const query = useOrders('buyer', { tab });
  const counts = useStickyCounts(query.data?.pages[0]?.counts);

  return (
    <Page title={t('myPurchases')}>
      <OrderTabs label={t('list.purchases')} items={tabItems(t, 'buyer', counts)} active={tab} onSelect={(next) => setSearch({ tab: next }, { replace: true })}>
        <OrderList
          query={query}
          label={t('list.orders')}
          empty={
            <Link to={paths.listings.getHref()} className={buttonClasses('outline')}>
              {t('purchases.explore')}
            </Link>
          }
          renderOrder={(order) => (
            <OrderCard key={order.id} order={order} viewer="buyer">
              {order.status === 'pending_payment' ? <PayNow order={order} size="sm" /> : null}
            </OrderCard>
          )}
        />
      </OrderTabs>
    </Page>
  );
}
