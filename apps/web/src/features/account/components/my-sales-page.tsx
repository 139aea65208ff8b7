import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Download, Filter, Search, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { notify } from '../../../lib/toast';
import { NoActiveOrders } from './no-active-orders';

const TABS = ['To start', 'In Progress', 'Completed', 'Returns', 'Cancelled'];

// Sales are not recorded yet, so every tab is empty and the tools say so instead of pretending.
export function MySalesPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  return (
    <Page
      title="My sales"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => notify.info('There are no sales records to export yet.')}>
            <Download aria-hidden="true" className="size-4" />
            Export sales records
          </Button>
          <Link to={paths.deliveryRequest.getHref()} className={buttonClasses('outline', 'sm')}>
            <Truck aria-hidden="true" className="size-4" />
            View batch delivery status
          </Link>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search sales
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by order or item"
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-10 text-sm dark:border-gray-700 dark:bg-gray-900"
          />
        </form>
        <Button variant="secondary" onClick={() => notify.info('There are no sales to filter yet.')}>
          <Filter aria-hidden="true" className="size-4" />
          Filters
        </Button>
      </div>
      <Tabs label="Sales" items={TABS.map((label) => ({ id: label, label, content: <NoActiveOrders /> }))} />
    </Page>
  );
}
