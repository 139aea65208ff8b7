import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useOrders } from '../api/get-orders';
import { useOrdersLive } from '../hooks/use-orders-live';
import { useStickyCounts } from '../hooks/use-sticky-counts';
import { useOpeningTab } from '../hooks/use-opening-tab';
import { tabItems, tabWithOrders } from '../lib/tabs';
import { OrderCard } from './order-card';
import { OrderList } from './order-list';
import { OrderTabs } from './order-tabs';
import { PayNow } from './pay-now';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/**
 * /purchases (My purchases): the buyer's orders under the spec's five tabs, followed live. Without a
 * tab in the URL it opens where the newest order is; an empty tab points to the one with orders.
 */
export function PurchasesPage() {
  useOrdersLive();
  const t = useT(ordersMessages);
  const [search, setSearch] = useSearchParams();
  const { tab, deciding, settle } = useOpeningTab('buyer', search.get('tab'));
  const query = useOrders('buyer', { tab });
  const first = query.data?.pages[0];
  settle(first ? first.newest_tab : query.isError ? null : undefined);
  const counts = useStickyCounts(first?.counts);
  const items = tabItems(t, 'buyer', counts);
  const open = (next: string) => setSearch({ tab: next }, { replace: true });
  const other = first ? tabWithOrders(items, tab, first.newest_tab) : null;

  return (
    <Page title={t('myPurchases')}>
      <OrderTabs label={t('list.purchases')} items={items} active={tab} onSelect={open}>
        <OrderList
          query={query}
          label={t('list.orders')}
          deciding={deciding}
          elsewhere={other ? { tab: items.find((item) => item.id === tab)?.label ?? tab, other, onOpen: () => open(other.id) } : null}
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
