import { AppBadges } from '../../../components/ui/app-badges';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

export function AppDownload() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="app-title" className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid items-center gap-6 overflow-hidden rounded-3xl bg-gray-900 p-6 text-white sm:p-10 md:grid-cols-[1fr_auto] dark:bg-gray-900 dark:ring-1 dark:ring-gray-800">
        <div>
          <h2 id="app-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('app.title')}
          </h2>
          <p className="mt-2 max-w-lg text-gray-300">{t('app.text')}</p>
          <AppBadges className="mt-5" />
        </div>
        <svg viewBox="0 0 120 200" className="mx-auto hidden h-48 md:block" aria-hidden="true" focusable="false">
          <rect x="10" y="4" width="100" height="192" rx="18" fill="#111827" stroke="#4b5563" strokeWidth="4" />
          <rect x="20" y="22" width="80" height="150" rx="6" fill="#047857" />
          <rect x="30" y="36" width="60" height="30" rx="4" fill="#fbbf24" />
          <rect x="30" y="76" width="60" height="10" rx="3" fill="#d1fae5" />
          <rect x="30" y="94" width="44" height="10" rx="3" fill="#d1fae5" />
          <rect x="30" y="140" width="60" height="18" rx="9" fill="#fff" />
          <circle cx="60" cy="184" r="5" fill="#4b5563" />
        </svg>
      </div>
    </section>
  );
}
