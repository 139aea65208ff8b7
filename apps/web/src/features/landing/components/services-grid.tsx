import { Link } from '../../../lib/router';
import { Bike, CreditCard, Megaphone, MessageCircle, ShoppingCart, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';
import type { AreaKey } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

type Key = AreaKey<typeof landingMessages>;

const SERVICES: { title: Key; text: Key; Icon: typeof Bike; href?: string }[] = [
  { title: 'services.classifieds', text: 'services.classifiedsText', Icon: Megaphone },
  { title: 'services.shopping', text: 'services.shoppingText', Icon: ShoppingCart },
  { title: 'services.delivery', text: 'services.deliveryText', Icon: Truck },
  { title: 'services.rides', text: 'services.ridesText', Icon: Bike, href: paths.ride.getHref() },
  { title: 'services.messaging', text: 'services.messagingText', Icon: MessageCircle },
  { title: 'services.money', text: 'services.moneyText', Icon: CreditCard },
];

export function ServicesGrid() {
  const t = useT(landingMessages);
  return (
    <section id="services" aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="services-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('services.intro')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {SERVICES.map(({ title, text, Icon, href }) => (
          <li key={title} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
            <Icon aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
            <h3 className="mt-3 font-semibold">
              {href ? (
                <Link to={href} className="underline-offset-2 hover:underline">
                  {t(title)}
                </Link>
              ) : (
                t(title)
              )}
            </h3>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
