import type { ReactNode } from 'react';
import { Clock, MapPin } from 'lucide-react';
import { LegalLinks } from '../../../components/ui/legal-links';
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
