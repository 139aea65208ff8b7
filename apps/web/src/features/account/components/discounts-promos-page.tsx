import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronRight, TicketPercent, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../lib/toast';

const PROMOS = {
  order: { title: 'Order promo', Icon: TicketPercent },
  delivery: { title: 'Delivery promo', Icon: Truck },
} as const;
type PromoKind = keyof typeof PROMOS;

const isPromoKind = (value: string | null): value is PromoKind => value === 'order' || value === 'delivery';

export function DiscountsPromosPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  return (
    <Page title="Discounts & Promos">{isPromoKind(view) ? <PromoDetail kind={view} /> : <PromoOverview />}</Page>
  );
}

function PromoOverview() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(PROMOS) as PromoKind[]).map((kind) => {
        const { title, Icon } = PROMOS[kind];
        return (
          <li key={kind}>
            <Link
              to={paths.discountsPromos.getHref(kind)}
              className="flex items-center gap-4 rounded-2xl border border-gray-200 p-5 hover:border-emerald-600 hover:bg-emerald-50/50 dark:border-gray-800 dark:hover:border-emerald-500 dark:hover:bg-emerald-950/30"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <span className="flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-gray-600 dark:text-gray-400">No promos yet</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-gray-500" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function PromoDetail({ kind }: { kind: PromoKind }) {
  const { title, Icon } = PROMOS[kind];
  return (
    <div className="space-y-4">
      <Link
        to={paths.discountsPromos.getHref()}
        className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Discounts & Promos
      </Link>
      <h2 className="text-xl font-bold">{title}</h2>
      <EmptyState icon={<Icon aria-hidden="true" className="size-10" />} title="No promos yet">
        <Button onClick={() => notify.info('Creating promos is coming soon.')}>Create promo</Button>
      </EmptyState>
    </div>
  );
}
