import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { Download, Filter, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useOrders } from '../api/get-orders';
import { useOrdersLive } from '../hooks/use-orders-live';
import { useStickyCounts } from '../hooks/use-sticky-counts';
import { activeFilterCount, readSalesSearch, toOrderFilters, writeSalesSearch, type SalesSearch } from '../lib/sales-filters';
import { useOpeningTab } from '../hooks/use-opening-tab';
import { tabItems, tabWithOrders } from '../lib/tabs';
import { BatchStatus } from './batch-status';
import { ExportDialog } from './export-dialog';
import { OrderActionButtons } from './order-action-buttons';
import { OrderCard } from './order-card';
import { OrderList } from './order-list';
import { OrderTabs } from './order-tabs';
import { SalesFiltersDialog } from './sales-filters-dialog';
import { SalesSearch as SearchBox } from './sales-search';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/**
 * /my-sales (My sales): the seller's orders under the spec's five tabs, search, filters, export, batch
 * status; followed live. Like My purchases, it opens where the newest sale is unless the URL names a tab.
 */
export function SalesPage() {
  useOrdersLive();
  const [params] = useSearchParams();
  return params.get('view') === 'batch' ? <BatchStatus /> : <SalesList />;
}

function SalesList() {
  const t = useT(ordersMessages);
  const [params, setParams] = useSearchParams();
  const { tab, deciding, settle } = useOpeningTab('seller', params.get('tab'));
  // The URL's search, on the tab shown (read against it: a status of another tab is dropped).
  const search = readSalesSearch(new URLSearchParams({ ...Object.fromEntries(params), tab }));
  const query = useOrders('seller', toOrderFilters(search));
  const first = query.data?.pages[0];
  settle(first ? first.newest_tab : query.isError ? null : undefined);
  const counts = useStickyCounts(first?.counts);
  const items = tabItems(t, 'seller', counts);
  const other = first ? tabWithOrders(items, tab, first.newest_tab) : null;
  const [dialog, setDialog] = useState<'filters' | 'export' | null>(null);
  const filtersOn = activeFilterCount(search);
  const narrowed = Boolean(search.q) || filtersOn > 0;

  const go = (next: SalesSearch) => setParams(writeSalesSearch(next), { replace: true });

  return (
    <Page
      title={t('mySales')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('export')}>
            <Download aria-hidden="true" className="size-4" />
            {t('sales.export')}
          </Button>
          <Link to={paths.mySales.getHref({ view: 'batch' })} className={buttonClasses('outline', 'sm')}>
            <Truck aria-hidden="true" className="size-4" />
            {t('sales.batch')}
          </Link>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <SearchBox value={search.q ?? ''} onSearch={(q) => go({ ...search, q: q || undefined })} />
        <Button
          variant="secondary"
          onClick={() => setDialog('filters')}
          aria-label={filtersOn > 0 ? t('sales.filtersOn', { count: filtersOn }) : t('sales.filters')}
        >
          <Filter aria-hidden="true" className="size-4" />
          {t('sales.filters')}
          {filtersOn > 0 ? (
            <span
              aria-hidden="true"
              className="rounded-full bg-emerald-700 px-1.5 py-0.5 text-xs leading-none text-white dark:bg-emerald-500 dark:text-gray-950"
            >
              {filtersOn}
            </span>
          ) : null}
        </Button>
      </div>
      <OrderTabs label={t('list.sales')} items={items} active={tab} onSelect={(next) => go({ ...search, tab: next, status: undefined })}>
        <OrderList
          query={query}
          label={t('list.sales')}
          deciding={deciding}
          elsewhere={
            other
              ? {
                  tab: items.find((item) => item.id === tab)?.label ?? tab,
                  other,
                  onOpen: () => go({ ...search, tab: other.id, status: undefined }),
                }
              : null
          }
          empty={
            narrowed ? (
              <Button variant="outline" onClick={() => go({ tab: search.tab })}>
                {t('sales.clear')}
              </Button>
            ) : null
          }
          renderOrder={(order) => (
            <OrderCard key={order.id} order={order} viewer="seller">
              {order.actions.length > 0 ? <OrderActionButtons order={order} viewer="seller" size="sm" /> : null}
            </OrderCard>
          )}
        />
      </OrderTabs>
      <SalesFiltersDialog
        open={dialog === 'filters'}
        tab={search.tab}
        filters={search}
        onClose={() => setDialog(null)}
        onApply={(filters) => {
          go({ tab: search.tab, q: search.q, ...filters });
          setDialog(null);
        }}
      />
      <ExportDialog open={dialog === 'export'} initial={{ from: search.from, to: search.to }} onClose={() => setDialog(null)} />
    </Page>
  );
}
