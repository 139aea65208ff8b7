import type { ReactNode } from 'react';
import { useTabList } from '../../../components/ui/tabs';
import { countBadge, tabName, type OrderTabItem } from '../lib/tabs';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/**
 * WAI-ARIA tabs whose selection lives in the URL (a card's back link returns to the same tab): arrow
 * keys, Home and End move; each tab shows its number of orders.
 */
export function OrderTabs({
  label,
  items,
  active,
  onSelect,
  children,
}: {
  label: string;
  items: OrderTabItem[];
  active: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const t = useT(ordersMessages);
  const { activeIndex: index, listProps, tabProps } = useTabList(label, items, active, onSelect);
  const panelId = `orders-panel-${label.replace(/\W+/g, '-').toLowerCase()}`;

  return (
    <div>
      <div {...listProps} className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0 dark:border-gray-800">
        {items.map((item, i) => {
          const selected = i === index;
          return (
            <button
              key={item.id}
              {...tabProps(i)}
              id={`${panelId}-tab-${item.id}`}
              aria-controls={panelId}
              aria-label={tabName(t, item)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300'
                  : 'border-transparent text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
              }`}
            >
              {item.label}
              {item.count > 0 ? (
                <span
                  aria-hidden="true"
                  data-testid="tab-count"
                  className="rounded-full bg-gray-200 px-1.5 py-0.5 text-xs leading-none text-gray-900 dark:bg-gray-700 dark:text-gray-100"
                >
                  {countBadge(item.count)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${items[index]?.id ?? ''}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
