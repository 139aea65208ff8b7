import { Link } from '../../../lib/router';
import { ShoppingBasket, Store } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

const CHOICES = [
  { title: 'choice.seller', text: 'choice.sellerText', href: paths.seller.getHref(), Icon: Store },
  { title: 'choice.customer', text: 'choice.customerText', href: paths.signup.getHref(), Icon: ShoppingBasket },
] as const;

export function SellerChoice() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="choice-title" className="rounded-3xl border border-gray-200 p-5 sm:p-8 dark:border-gray-800">
      <h2 id="choice-title" className="text-2xl font-bold tracking-tight">
        {t('choice.title')}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {CHOICES.map(({ title, text, href, Icon }) => (
          <li
            key={title}
            className="relative flex items-start gap-3 rounded-2xl bg-gray-50 p-4 hover:bg-emerald-50 focus-within:ring-2 focus-within:ring-emerald-600 dark:bg-gray-900 dark:hover:bg-emerald-950/50 dark:focus-within:ring-amber-300"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <h3 className="font-semibold">
                <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl after:content-['']">
                  {t(title)}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={paths.seller.getHref()} className={buttonClasses('primary')}>
          {t('choice.sell')}
        </Link>
        <Link to={paths.signup.getHref()} className={buttonClasses('outline')}>
          {t('choice.buy')}
        </Link>
      </div>
    </section>
  );
}
