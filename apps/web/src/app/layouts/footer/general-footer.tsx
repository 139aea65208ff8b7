import { paths } from '../../../config/paths';
import { AppBadges } from '../../../components/ui/app-badges';
import { FooterColumn } from '../../../components/ui/footer-column';
import { ContactLines, FooterFrame } from './footer-frame';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';

const HELP_LINKS = [
  { label: 'Track an order', href: paths.deliveryRequest.getHref() },
  { label: 'My purchases', href: paths.purchases.getHref() },
  { label: 'Become a courier', href: paths.delivery.getHref('courier') },
  { label: 'Sell on Dwa', href: paths.seller.getHref() },
  { label: 'Explore Marketplace', href: paths.listings.getHref() },
];

export function GeneralFooter() {
  return (
    <FooterFrame gridClassName="sm:grid-cols-2 lg:grid-cols-4" copyright="Dwa. All rights reserved.">
      <FooterColumn title="Newsletter">
        <NewsletterForm />
      </FooterColumn>
      <FooterColumn title="Contact us">
        <address className="space-y-2 text-sm not-italic">
          <ContactLines />
        </address>
      </FooterColumn>
      <FooterColumn title="Help" links={HELP_LINKS} />
      <FooterColumn title="Get the app">
        <AppBadges />
      </FooterColumn>
    </FooterFrame>
  );
}
