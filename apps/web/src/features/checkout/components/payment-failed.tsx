import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { CircleX, PackageX } from 'lucide-react';
import { paymentRetryInputSchema } from '@dwa/shared/commerce';
import type { MomoNetwork, Payment } from '@dwa/shared/commerce';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { useCancelOrders } from '../api/cancel-orders';
import { useRetryPayment } from '../api/retry-payment';
import { FocusHeading } from './focus-heading';
import { NetworkChoice } from '../../../components/ui/network-choice';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

function Cancelled({ several }: { several: boolean }) {
  const t = useT(checkoutMessages);
  return (
    <div className="space-y-4 text-center">
      <PackageX aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />
      <FocusHeading>{t(several ? 'cancelled.titleMany' : 'cancelled.title')}</FocusHeading>
      <p className="text-gray-700 dark:text-gray-300">{t('cancelled.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.ecommerce.getHref()} className={buttonClasses('primary')}>
          {t('continueShopping')}
        </Link>
        <Link to={paths.purchases.getHref()} className={buttonClasses('outline')}>
          {t('myPurchases')}
        </Link>
      </div>
    </div>
  );
}

/** A declined, short or lapsed prompt: why, then Try again (the same or another number) or Cancel order. */
export function PaymentFailed({ payment }: { payment: Payment }) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const navigate = useNavigate();
  const retry = useRetryPayment();
  const cancel = useCancelOrders();
  const [network, setNetwork] = useState<MomoNetwork>(payment.network);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const several = payment.order_ids.length > 1;
  if (cancel.isSuccess) return <Cancelled several={several} />;

  const tryAgain = () => {
    setProblem(null);
    const parsed = paymentRetryInputSchema.safeParse({ momo_network: network, momo_number: number.trim() || undefined });
    if (!parsed.success) return setNumberError(parsed.error.issues[0]?.message);
    setNumberError(undefined);
    retry.mutate(
      { paymentId: payment.id, ...parsed.data },
      {
        onSuccess: (answer) => {
          if (answer.payment) void navigate(paths.checkoutPay.getHref(answer.payment.id), { replace: true });
          else void navigate(paths.checkoutDone.getHref(answer.orders.map((order) => order.id)), { replace: true });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="space-y-3 text-center">
        <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700 dark:text-red-400" />
        <FocusHeading>{t('pay.failed')}</FocusHeading>
        <p className="font-medium text-gray-800 dark:text-gray-200">{payment.failure_reason ?? t('failed.reason')}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t(several ? 'failed.waitsMany' : 'failed.waits', { amount: f.cedis(payment.amount, 'ghc') })}
        </p>
      </div>
      <form
        noValidate
        aria-label={t('failed.form')}
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
        onSubmit={(event) => {
          event.preventDefault();
          if (!retry.isPending) tryAgain();
        }}
      >
        <NetworkChoice
          legend={t('form.network')}
          name="retry-network"
          value={network}
          onChange={setNetwork}
          gridClassName="grid grid-cols-1 gap-2 sm:grid-cols-3"
        />
        <TextField
          label={t('form.number')}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          hint={t('failed.leaveEmpty', { phone: payment.phone })}
          value={number}
          error={numberError}
          onChange={(event) => setNumber(event.target.value)}
        />
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {cancel.isError ? <FormAlert>{cancel.error.message}</FormAlert> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button type="submit" size="lg" disabled={retry.isPending || cancel.isPending} aria-busy={retry.isPending || undefined}>
            {retry.isPending ? t('failed.sending') : t('failed.tryAgain')}
          </Button>
          <Button variant="outline" size="lg" disabled={retry.isPending || cancel.isPending} onClick={() => setConfirming(true)}>
            {t('failed.cancel')}
          </Button>
        </div>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.purchases.getHref()} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
          {t('failed.seeIt')}
        </Link>
      </p>
      <ConfirmDialog
        open={confirming}
        title={t(several ? 'failed.confirmMany' : 'failed.confirm')}
        confirmLabel={cancel.isPending ? t('failed.cancelling') : t(several ? 'failed.cancelMany' : 'failed.cancel')}
        cancelLabel={t('failed.keep')}
        confirmVariant="danger"
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(payment.order_ids, { onSettled: () => setConfirming(false) })}
      >
        <p>{t('failed.confirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
