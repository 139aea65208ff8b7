import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/ui/logo';

const COMPANY = [
  { label: 'Sell on Dwa', href: paths.seller.getHref() },
  { label: 'Courier jobs', href: paths.delivery.getHref() },
  { label: 'Online store', href: paths.ecommerce.getHref() },
  { label: 'Dwa Ride', href: paths.ride.getHref() },
];

const HELP = [
  { label: 'Track an order', href: paths.deliveryRequest.getHref() },
  { label: 'Your purchases', href: paths.purchases.getHref() },
  { label: 'Create an account', href: paths.signup.getHref() },
  { label: 'Log in', href: paths.signin.getHref() },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
];

const linkClass = 'inline-block py-1 text-sm text-gray-300 hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-1">{children}</ul>
    </div>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-gray-900 text-gray-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <div className="flex items-center gap-2 text-white">
            <Logo size={40} />
            <span className="text-xl font-extrabold">Dwa</span>
          </div>
          <p className="mt-3 text-sm">The marketplace for Ghana: classifieds, shopping and same-day delivery.</p>
          <p className="mt-2 text-sm">Accra, Ghana · Monday to Friday, 08am to 9pm</p>
        </div>
        <Column title="Company">
          {COMPANY.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Follow us">
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </Column>
        <Column title="Help">
          {HELP.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
      </div>
      <p className="border-t border-gray-800 px-4 py-6 text-center text-sm text-gray-400">
        © {new Date().getFullYear()} Dwa. All rights reserved.
      </p>
    </footer>
  );
}
