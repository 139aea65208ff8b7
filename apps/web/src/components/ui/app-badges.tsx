import { Smartphone } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n-context';
import { footerMessages } from '../../lib/i18n/catalogs/footer';

/** The mobile apps are not published yet; say so rather than link to nothing. */
export function AppBadges({ className = '' }: { className?: string }) {
  const t = useT(footerMessages);
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {['Google Play', 'App Store'].map((store) => (
        <li key={store} className="flex items-center gap-2 rounded-lg bg-gray-900 px-3 py-2 text-white ring-1 ring-gray-700 dark:bg-black">
          <Smartphone aria-hidden="true" className="size-5" />
          <span className="leading-tight">
            <span className="block text-[11px] text-gray-300">{t('comingSoon')}</span>
            <span className="block text-sm font-semibold">{store}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
