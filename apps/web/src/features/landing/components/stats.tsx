import { CATEGORY_NAMES, GHANA_REGIONS } from '@dwa/shared/catalogue';

const STATS = [
  { value: String(CATEGORY_NAMES.length), label: 'Listing categories' },
  { value: String(GHANA_REGIONS.length), label: 'Regions of Ghana to sell in' },
  { value: 'GH₵', label: 'Prices in Ghana cedis' },
];

export function Stats() {
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="stats-title" className="text-center text-3xl font-extrabold tracking-tight text-emerald-800 sm:text-4xl dark:text-emerald-300">
        Over 1,000+ User Visits
      </h2>
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-amber-50 p-4 text-center sm:p-5 dark:bg-amber-400/10">
            <dt className="mt-1 text-xs font-medium text-gray-700 sm:text-sm dark:text-gray-300">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-gray-900 sm:text-3xl dark:text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
