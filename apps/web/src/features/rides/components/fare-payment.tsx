import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { MOMO_NETWORK_LABELS } from '@dwa/shared/momo';
import type { Ride } from '@dwa/shared/rides';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ridesRiderMessages } from '../../../lib/i18n/catalogs/rides-rider';
import { useT, useFormat } from '../../../lib/i18n/i18n-context';
import { notify } from '../../../lib/toast';
import { usePayRide } from '../api/ride-actions';
import { cedis } from '../lib/trip';
import { MomoFields, type MomoChoice } from './momo-fields';

/**
 * Where a completed ride's fare stands: handed to the driver in cash; or the Mobile Money prompt on
 * the rider's phone (followed until it settles), paid, or declined with Pay again.
 */
export function FarePayment({ ride }: { ride: Ride }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  if (ride.payment_method === 'cash') return <p className="text-sm">{t('pay.cash', { fare: cedis(f, ride.fare) })}</p>;
  const charge = ride.payment;
  if (ride.payment_status === 'paid') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300" role="status">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {charge ? t('pay.paidWith', { network: MOMO_NETWORK_LABELS[charge.network], phone: charge.phone }) : t('pay.paid')}
      </p>
    );
  }
  if (ride.payment_status === 'pending') {
    return (
      <div
        className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        role="status"
      >
        <span
          aria-hidden="true"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-amber-700 border-t-transparent motion-reduce:animate-none dark:border-amber-300 dark:border-t-transparent"
        />
        <span>{charge?.display_text ?? t('pay.approve', { fare: cedis(f, ride.fare) })}</span>
      </div>
    );
  }
  return <PayAgain ride={ride} />;
}

function PayAgain({ ride }: { ride: Ride }) {
  const f = useFormat();
  const t = useT(ridesRiderMessages);
  const ids = useId();
  const pay = usePayRide();
  const [choice, setChoice] = useState<MomoChoice>({ network: ride.payment?.network ?? 'MTN', number: '' });
  function submit(event: FormEvent) {
    event.preventDefault();
    pay.mutate(
      {
        id: ride.id,
        ...(choice.network ? { momo_network: choice.network } : {}),
        ...(choice.number.trim() ? { momo_number: choice.number } : {}),
      },
      { onSuccess: () => notify.info(t('pay.newPrompt')) },
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-red-200 p-3 dark:border-red-900" aria-labelledby={`${ids}-title`}>
      <p id={`${ids}-title`} className="font-semibold">
        {t('pay.failed')}
      </p>
      <FormAlert>{ride.payment?.failure_reason ?? t('pay.didNotGoThrough')}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <MomoFields
          id={ids}
          value={choice}
          onChange={setChoice}
          numberHint={ride.payment ? t('pay.sameNumber', { phone: ride.payment.phone }) : '024 123 4567'}
        />
      </div>
      {pay.isError ? <FormAlert>{pay.error.message}</FormAlert> : null}
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? t('pay.sending') : t('pay.again', { fare: cedis(f, ride.fare) })}
      </Button>
    </form>
  );
}
