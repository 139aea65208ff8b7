import { CATEGORY_NAMES, GHANA_REGIONS } from '@dwa/shared/catalogue';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

const STATS = [
  { value: String(CATEGORY_NAMES.length), label: 'stats.categories' },
  { value: String(GHANA_REGIONS.length), label: 'stats.regions' },
  { value: 'GH₵', label: 'stats.cedis' },
] as const;

export function Stats() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2
        id="stats-title"
        className="text-center text-3xl font-extrabold tracking-tight text-emerald-800 sm:text-4xl dark:text-emerald-300"
      >
        {t('stats.title')}
      </h2>
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-amber-50 p-4 text-center sm:p-5 dark:bg-amber-400/10">
            <dt className="mt-1 text-xs font-medium text-gray-700 sm:text-sm dark:text-gray-300">{t(stat.label)}</dt>
            <dd className="text-2xl font-extrabold text-gray-900 sm:text-3xl dark:text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
