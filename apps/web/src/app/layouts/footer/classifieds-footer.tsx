import { Clock, MapPin } from 'lucide-react';
import { paths } from '../../../config/paths';
import { FooterColumn } from './footer-column';
import { PaymentMethods } from './payment-methods';

const CLASSIFIEDS_LINKS = [
  { label: 'Browse all ads', href: paths.listings.getHref() },
  { label: 'Post an ad', href: paths.account.getHref() },
  { label: 'Manage listings', href: paths.manageListings.getHref() },
  { label: 'Saved items', href: paths.wishlist.getHref() },
];

const ACCOUNT_LINKS = [
  { label: 'Log in', href: paths.signin.getHref() },
  { label: 'Create an account', href: paths.signup.getHref() },
  { label: 'Profile', href: paths.profile.getHref() },
  { label: 'Inbox', href: paths.messages.getHref() },
];

/** The footer of the classifieds section. */
export function ClassifiedsFooter() {
  return (
    <footer className="bg-gray-900 text-gray-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <FooterColumn title="Classifieds" links={CLASSIFIEDS_LINKS} />
        <FooterColumn title="Your account" links={ACCOUNT_LINKS} />
        <FooterColumn title="Support">
          <div className="space-y-2 text-sm">
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              Accra, Ghana
            </p>
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              Monday to Friday, 08am to 9pm
            </p>
          </div>
        </FooterColumn>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <PaymentMethods />
          <p className="text-sm text-gray-400">© {new Date().getFullYear()} Dwa Classifieds</p>
        </div>
      </div>
    </footer>
  );
}
