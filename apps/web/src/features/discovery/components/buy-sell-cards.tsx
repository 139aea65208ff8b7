import { Link } from '../../../lib/router';
import { ShoppingCart, Tag } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

const CARDS = [
  {
    label: 'buySell.buy',
    text: 'buySell.buyText',
    href: paths.listings.getHref(),
    Icon: ShoppingCart,
    tone: 'bg-emerald-700 dark:bg-emerald-800',
  },
  { label: 'buySell.sell', text: 'buySell.sellText', href: paths.postListing.getHref(), Icon: Tag, tone: 'bg-gray-900 dark:bg-gray-800' },
] as const;

export function BuySellCards() {
  const t = useT(classifiedsMessages);
  return (
    <section id="classifieds-buy-sell" aria-label={t('buySell.label')} className="mx-auto max-w-7xl px-4 pt-10">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        {CARDS.map(({ label, text, href, Icon, tone }) => (
          <li
            key={label}
            className={`relative flex flex-col gap-2 rounded-2xl p-4 text-white shadow-sm transition hover:-translate-y-0.5 sm:flex-row sm:items-center sm:gap-4 sm:p-6 ${tone}`}
          >
            <Icon aria-hidden="true" className="size-8 shrink-0 sm:size-12" />
            <div>
              <h2 className="text-2xl font-extrabold tracking-wide sm:text-3xl">
                {/* The link covers the whole card. */}
                <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl after:content-['']">
                  {t(label)}
                </Link>
              </h2>
              <p className="text-sm text-white/90">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
