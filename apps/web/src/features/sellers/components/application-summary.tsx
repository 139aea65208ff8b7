import type { SellerApplication } from '@dwa/shared/sellers';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

/** What the person sent, as they wrote it (the region they chose in the reader's language). */
export function ApplicationSummary({ application }: { application: SellerApplication }) {
  const t = useT(sellersMessages);
  const catalogue = useCatalogueText();
  const rows: [string, string | null][] = [
    [t('summary.name'), application.business_name],
    [t('summary.type'), t(`type.${application.business_type}`)],
    [t('summary.registration'), application.business_registration_number],
    [t('summary.address'), application.business_address],
    [t('summary.region'), application.region ? catalogue.region(application.region) : null],
    [t('summary.phone'), application.phone],
    [t('summary.about'), application.about],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-600 dark:text-gray-400">{term}</dt>
            <dd className="mb-2 break-words whitespace-pre-line text-gray-900 sm:mb-0 dark:text-gray-100">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
