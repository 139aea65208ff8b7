import { Link } from '../../../lib/router';
import { Info } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { statusBadge } from '../lib/listing-status';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

/** What the owner sees instead of the seller card. */
export function OwnerNotice({ status }: { status: string }) {
  const badge = statusBadge(status);
  const t = useT(listingDetailMessages);
  return (
    <section
      aria-labelledby="owner-heading"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950/40"
    >
      <h2 id="owner-heading" className="flex items-center gap-2 text-lg font-bold text-sky-950 dark:text-sky-100">
        <Info aria-hidden="true" className="size-5" />
        {t('owner.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">{t('owner.text')}</p>
      {status === 'expired' || status === 'sold' ? (
        <p className="mt-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
          {t(status === 'expired' ? 'owner.expired' : 'owner.sold')}
        </p>
      ) : null}
      <p className="mt-2 flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
        {t('owner.status')} <Badge tone={badge.tone}>{t(`status.${badge.key}`)}</Badge>
      </p>
      <Link
        to={paths.manageListings.getHref()}
        className="mt-3 inline-block text-sm font-semibold text-sky-900 underline underline-offset-4 dark:text-sky-200"
      >
        {t('owner.manage')}
      </Link>
    </section>
  );
}
