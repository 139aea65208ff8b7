import type { ReactNode } from 'react';
import { Clock, MapPin } from 'lucide-react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { footerMessages } from '../../../lib/i18n/catalogs/footer';
import { PaymentMethods } from './payment-methods';

/** The dark footer of the storefront: its columns (laid out by `gridClassName`), then payment methods and the copyright. */
export function FooterFrame({ gridClassName, copyright, children }: { gridClassName: string; copyright: string; children: ReactNode }) {
  return (
    <footer className="bg-gray-900 text-gray-300 dark:bg-black">
      <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-10 ${gridClassName}`}>{children}</div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <PaymentMethods />
          <div className="flex flex-col gap-2 text-sm text-gray-400 sm:items-end">
            <LegalLinks />
            <p>
              © {new Date().getFullYear()} {copyright}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The Terms and Conditions and the Privacy Policy, at the foot of every footer. */
export function LegalLinks() {
  const t = useT(footerMessages);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      <li>
        <Link to={paths.terms.getHref()} className="underline-offset-2 hover:text-white hover:underline">
          {t('terms')}
        </Link>
      </li>
      <li>
        <Link to={paths.privacy.getHref()} className="underline-offset-2 hover:text-white hover:underline">
          {t('privacy')}
        </Link>
      </li>
    </ul>
  );
}

/** Where Dwa is and when it answers. */
export function ContactLines() {
  const t = useT(footerMessages);
  return (
    <>
      <p className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {t('city')}
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t('hours')}
      </p>
    </>
  );
}
