import { paths } from '../../../config/paths';
import { AppBadges } from '../../../components/ui/app-badges';
import { FooterColumn } from '../../../components/ui/footer-column';
import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';
import { ContactLines, FooterFrame } from './footer-frame';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';

export function GeneralFooter() {
  const t = useT(footerMessages);
  const shell = useT();
  const help = [
    { label: t('trackOrder'), href: paths.deliveryRequest.getHref() },
    { label: shell('menu.purchases'), href: paths.purchases.getHref() },
    { label: t('becomeCourier'), href: paths.delivery.getHref('courier') },
    { label: t('sellOnDwa'), href: paths.seller.getHref() },
    { label: t('explore'), href: paths.listings.getHref() },
  ];
  return (
    <FooterFrame gridClassName="sm:grid-cols-2 lg:grid-cols-4" copyright={t('rights')}>
      <FooterColumn title={t('newsletter')}>
        <NewsletterForm />
      </FooterColumn>
      <FooterColumn title={t('contact')}>
        <address className="space-y-2 text-sm not-italic">
          <ContactLines />
        </address>
      </FooterColumn>
      <FooterColumn title={t('help')} links={help} />
      <FooterColumn title={t('getApp')}>
        <AppBadges />
      </FooterColumn>
    </FooterFrame>
  );
}
