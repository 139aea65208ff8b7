import { Eye, Heart, MessageSquare } from 'lucide-react';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

export function ListingStatsCard({ views, likes, comments }: { views: number; likes: number; comments: number }) {
  const f = useFormat();
  const t = useT(listingDetailMessages);
  const stats = [
    { label: t('stats.views'), value: views, Icon: Eye },
    { label: t('stats.likes'), value: likes, Icon: Heart },
    { label: t('stats.comments'), value: comments, Icon: MessageSquare },
  ];
  return (
    <section aria-labelledby="stats-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="stats-heading" className="text-lg font-bold">
        {t('stats.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-xl bg-gray-50 px-2 py-3 dark:bg-gray-900">
            <dt className="flex items-center justify-center gap-1 text-xs font-medium text-gray-600 dark:text-gray-400">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">{f.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
