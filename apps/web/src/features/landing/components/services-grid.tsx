import { Link } from 'react-router';
import { Bike, CreditCard, Megaphone, MessageCircle, ShoppingCart, Truck } from 'lucide-react';
import { paths } from '../../../config/paths';

const SERVICES: { title: string; text: string; Icon: typeof Bike; href?: string }[] = [
  { title: 'Classified ads', text: 'Post ads for free and reach buyers nearby.', Icon: Megaphone },
  { title: 'Online shopping', text: 'Shop products from trusted sellers.', Icon: ShoppingCart },
  { title: 'Same-day delivery', text: 'Couriers pick up and drop off across town.', Icon: Truck },
  { title: 'Rides', text: 'Get around the city with Dwa Ride.', Icon: Bike, href: paths.ride.getHref() },
  { title: 'Direct messaging', text: 'Chat with sellers about any listing.', Icon: MessageCircle },
  { title: 'Mobile money', text: 'Pay with MoMo, Telecel Cash or cards.', Icon: CreditCard },
];

export function ServicesGrid() {
  return (
    <section id="services" aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="services-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Our services
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">Everything you need to trade, in one account.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {SERVICES.map(({ title, text, Icon, href }) => (
          <li key={title} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
            <Icon aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
            <h3 className="mt-3 font-semibold">{href ? <Link to={href} className="underline-offset-2 hover:underline">{title}</Link> : title}</h3>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
