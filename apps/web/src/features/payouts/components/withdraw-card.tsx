import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Earnings, Payout, Wallet } from '@dwa/shared/payouts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { payoutsMessages } from '../../../lib/i18n/catalogs/payouts';
import { useRequestPayout } from '../api/request-payout';
import { parseAmount } from '../lib/money';
import { PayoutProgress } from './payout-progress';

type Props = { wallet: Wallet; earnings: Earnings; canWithdraw: boolean };

/** Withdraw all that is available, or an amount (at least the minimum), to the payout method. */
export function WithdrawCard({ wallet, earnings, canWithdraw }: Props) {
  const t = useT(payoutsMessages);
  const f = useFormat();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Payout | null>(null);
  const request = useRequestPayout();
  const minimum = f.cedis(earnings.minimum_payout, 'ghc');
  const enough = earnings.available >= earnings.minimum_payout;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null) return setError(t('withdraw.amountInvalid'));
    if ((value ?? earnings.available) < earnings.minimum_payout) return setError(t('withdraw.belowMinimum', { minimum }));
    setError(null);
    request.mutate(
      { wallet, ...(value === undefined ? {} : { amount: value }) },
      {
        onSuccess: (payout) => {
          setSent(payout);
          setAmount('');
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="withdraw-title"
      className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="withdraw-title" className="font-semibold">
        {t('withdraw.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t('withdraw.text', { minimum })}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          label={t('withdraw.amount')}
          hint={t('withdraw.amountHint', { available: f.cedis(Math.max(0, earnings.available), 'ghc') })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error ?? undefined}
          className="min-w-0 flex-1 basis-48"
          disabled={!canWithdraw}
        />
        <Button type="submit" disabled={!canWithdraw || !enough || request.isPending} className="mb-6">
          {request.isPending ? t('withdraw.sending') : t('withdraw.submit')}
        </Button>
      </form>
      {!enough && canWithdraw ? <p className="text-sm text-gray-600 dark:text-gray-400">{t('withdraw.notEnough', { minimum })}</p> : null}
      {request.isError ? <FormAlert>{failureText(request.error, t('withdraw.failed'))}</FormAlert> : null}
      {sent ? <PayoutProgress key={sent.id} payout={sent} /> : null}
    </section>
  );
}
