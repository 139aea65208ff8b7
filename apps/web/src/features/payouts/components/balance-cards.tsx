import type { Earnings } from '@dwa/shared/payouts';
import { Price } from '../../../components/price';
import { useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';

/** Available, held in escrow, on its way and paid out, with what each means. */
export function BalanceCards({ earnings }: { earnings: Earnings }) {
  const t = useT(payoutsMessages);
  const cards = [
    { id: 'available', label: t('balance.available'), text: t('balance.availableText'), cedis: earnings.available, strong: true },
    {
      id: 'held',
      label: t('balance.held'),
      text: earnings.wallet === 'seller' ? t('balance.heldSeller') : t('balance.heldCourier'),
      cedis: earnings.held,
      strong: false,
    },
    { id: 'in-transit', label: t('balance.inTransit'), text: t('balance.inTransitText'), cedis: earnings.in_transit, strong: false },
    { id: 'paid-out', label: t('balance.paidOut'), text: t('balance.paidOutText'), cedis: earnings.paid_out, strong: false },
  ];
  return (
    <section aria-labelledby="balances-title">
      <h2 id="balances-title" className="sr-only">
        {t('balances')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.id}
            data-testid={`balance-${card.id}`}
            className={`rounded-xl border p-4 ${card.strong ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40' : 'border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900'}`}
          >
            <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">
              <Price cedis={card.cedis} />
            </dd>
            <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{card.text}</dd>
          </div>
        ))}
      </dl>
      {earnings.available < 0 ? <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">{t('balance.owed')}</p> : null}
    </section>
  );
}
