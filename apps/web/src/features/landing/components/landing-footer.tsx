import { paths } from '../../../config/paths';
import { FooterColumn, footerLinkClass } from '../../../components/ui/footer-column';
import { LegalLinks } from '../../../components/ui/legal-links';
import { Logo } from '../../../components/ui/logo';
import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
];

export function LandingFooter() {
  const t = useT(footerMessages);
  const company = [
    { label: t('sellOnDwa'), href: paths.seller.getHref() },
    { label: t('courierJobs'), href: paths.delivery.getHref() },
    { label: t('onlineStore'), href: paths.ecommerce.getHref() },
    { label: t('dwaRide'), href: paths.ride.getHref() },
  ];
  const help = [
    { label: t('trackOrder'), href: paths.deliveryRequest.getHref() },
    { label: t('yourPurchases'), href: paths.purchases.getHref() },
    { label: t('createAccount'), href: paths.signup.getHref() },
    { label: t('logIn'), href: paths.signin.getHref() },
  ];
  return (
    <footer className="bg-gray-900 text-gray-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <div className="flex items-center gap-2 text-white">
            <Logo size={40} />
            <span className="text-xl font-extrabold">Dwa</span>
          </div>
          <p className="mt-3 text-sm">{t('tagline')}</p>
          <p className="mt-2 text-sm">
            {t('city')} · {t('hours')}
          </p>
        </div>
        <FooterColumn title={t('company')} links={company} />
        <FooterColumn title={t('follow')}>
          <ul className="space-y-1">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLinkClass}>
                  {link.label}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title={t('help')} links={help} />
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-gray-800 px-4 py-6 text-center text-sm text-gray-400">
        <LegalLinks centered />
        <p>
          © {new Date().getFullYear()} {t('rights')}
        </p>
      </div>
    </footer>
  );
}
