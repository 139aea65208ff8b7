import { CircleCheck, Clock, Heart, LayoutList } from 'lucide-react';
import type { ListingSummary } from '../lib/listing-status';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

export function ListingsSummaryCards({ summary }: { summary: ListingSummary }) {
  const f = useFormat();
  const t = useT(manageMessages);
  const tl = useT(listingDetailMessages);
  const cards = [
    { label: t('summary.total'), value: summary.total, Icon: LayoutList, tone: 'text-gray-700 dark:text-gray-300' },
    { label: tl('status.active'), value: summary.active, Icon: CircleCheck, tone: 'text-emerald-700 dark:text-emerald-400' },
    { label: tl('status.pending'), value: summary.pending, Icon: Clock, tone: 'text-amber-700 dark:text-amber-400' },
    { label: t('summary.likes'), value: summary.likes, Icon: Heart, tone: 'text-rose-700 dark:text-rose-400' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, Icon, tone }) => (
        <div key={label} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
          <dt className="flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-300">
            <Icon aria-hidden="true" className={`size-4 ${tone}`} />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{f.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
