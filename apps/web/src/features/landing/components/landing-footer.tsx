import { paths } from '../../../config/paths';
import { FooterColumn, footerLinkClass } from '../../../components/ui/footer-column';
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
        <FooterColumn title="Company" links={COMPANY} />
        <FooterColumn title="Follow us">
          <ul className="space-y-1">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLinkClass}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Help" links={HELP} />
      </div>
      <p className="border-t border-gray-800 px-4 py-6 text-center text-sm text-gray-400">
        © {new Date().getFullYear()} Dwa. All rights reserved.
      </p>
    </footer>
  );
}
