import { MOMO_NETWORK_LABELS } from '@dwa/shared/momo';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { boostsMessages } from '../../../lib/i18n/catalogs/boosts';
import { useBoostReceipt } from '../api/boosts-api';

/** A paid boost's receipt: its number, what was bought, when, how it was paid, and any refund. */
export function BoostReceipt({ boostId }: { boostId: number }) {
  const t = useT(boostsMessages);
  const f = useFormat();
  const query = useBoostReceipt(boostId, true);
  if (query.isPending) return <Spinner label={t('receipt.loading')} />;
  if (query.isError) return <SectionError message={t('receipt.loadFailed')} onRetry={() => void query.refetch()} />;
  const receipt = query.data;
  const rows: [string, string][] = [
    [t('receipt.listing'), receipt.listing_title],
    [t('receipt.seller'), receipt.seller_name],
    [t('kind'), `${t(`kind.${receipt.kind}`)} · ${t('days.value', { days: receipt.days })}`],
    [t('receipt.amount'), f.cedis(receipt.amount, 'ghc')],
    [t('receipt.paid'), f.date(receipt.paid_at, 'dateTime')],
    [t('receipt.momo'), `${MOMO_NETWORK_LABELS[receipt.network]} ${receipt.phone}`],
    [t('receipt.reference'), receipt.payment_reference],
  ];
  if (receipt.refunded_at) rows.push([t('receipt.refunded'), f.date(receipt.refunded_at, 'dateTime')]);
  return (
    <section
      aria-labelledby={`receipt-${boostId}`}
      className="mt-3 rounded-xl border border-dashed border-gray-300 p-3 dark:border-gray-700"
    >
      <h3 id={`receipt-${boostId}`} className="mb-2 font-semibold">
        {t('receipt.title', { number: receipt.receipt_number })}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
