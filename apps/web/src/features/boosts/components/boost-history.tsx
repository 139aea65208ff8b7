import { useState } from 'react';
import type { Boost } from '@dwa/shared/boosts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { boostsMessages } from '../../../lib/i18n/catalogs/boosts';
import { BoostReceipt } from './boost-receipt';

const TONES = { pending: 'warning', active: 'success', ended: 'neutral', failed: 'danger', refunded: 'neutral' } as const;

/** The listing's boosts, newest first: what, its state, and the receipt of a paid one. */
export function BoostHistory({ boosts }: { boosts: readonly Boost[] }) {
  const t = useT(boostsMessages);
  const f = useFormat();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="boost-history" className="space-y-3">
      <h2 id="boost-history" className="text-lg font-semibold">
        {t('history')}
      </h2>
      {boosts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('historyEmpty')}</p>
      ) : (
        <ul className="space-y-2">
          {boosts.map((boost) => (
            <li key={boost.id} className="rounded-xl border border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {t('summary', { kind: t(`kind.${boost.kind}`), days: boost.days, amount: f.cedis(boost.amount, 'ghc') })}
                </p>
                <Badge tone={TONES[boost.status]}>{t(`status.${boost.status}`)}</Badge>
              </div>
              {boost.status === 'active' && boost.ends_at ? (
                <p className="text-sm text-gray-700 dark:text-gray-300">{t('active.until', { date: f.date(boost.ends_at, 'dateTime') })}</p>
              ) : null}
              {boost.receipt_number ? (
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 -ml-2"
                    aria-expanded={open === boost.id}
                    onClick={() => setOpen(open === boost.id ? null : boost.id)}
                  >
                    {t(open === boost.id ? 'receipt.hide' : 'receipt.show')}
                  </Button>
                  {open === boost.id ? <BoostReceipt boostId={boost.id} /> : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
