import { Clock, MapPin } from 'lucide-react';
import { paths } from '../../../config/paths';
import { AppBadges } from '../../../components/ui/app-badges';
import { FooterColumn } from './footer-column';
import { NewsletterForm } from './newsletter-form';
import { PaymentMethods } from './payment-methods';

const HELP_LINKS = [
  { label: 'Track an order', href: paths.deliveryRequest.getHref() },
  { label: 'My purchases', href: paths.purchases.getHref() },
  { label: 'Become a courier', href: paths.delivery.getHref('courier') },
  { label: 'Sell on Dwa', href: paths.seller.getHref() },
  { label: 'Explore Marketplace', href: paths.listings.getHref() },
];

export function GeneralFooter() {
  return (
    <footer className="bg-gray-900 text-gray-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="Newsletter">
          <NewsletterForm />
        </FooterColumn>
        <FooterColumn title="Contact us">
          <address className="space-y-2 text-sm not-italic">
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              Accra, Ghana
            </p>
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              Monday to Friday, 08am to 9pm
            </p>
          </address>
        </FooterColumn>
        <FooterColumn title="Help" links={HELP_LINKS} />
        <FooterColumn title="Get the app">
          <AppBadges />
        </FooterColumn>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <PaymentMethods />
          <p className="text-sm text-gray-400">© {new Date().getFullYear()} Dwa. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
