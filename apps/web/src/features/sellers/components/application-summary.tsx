import type { SellerApplication } from '@dwa/shared/sellers';
import { BUSINESS_TYPE_LABELS } from '../lib/application-text';

/** What the person sent, as they wrote it. */
export function ApplicationSummary({ application }: { application: SellerApplication }) {
  const rows: [string, string | null][] = [
    ['Business name', application.business_name],
    ['Sells as', BUSINESS_TYPE_LABELS[application.business_type]],
    ['Registration number', application.business_registration_number],
    ['Business address', application.business_address],
    ['Region', application.region],
    ['Phone', application.phone],
    ['About', application.about],
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
