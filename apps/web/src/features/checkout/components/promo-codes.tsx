import { useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import type { CartSeller } from '@dwa/shared/commerce';
import { COMMERCE_MESSAGES as M } from '@dwa/shared/commerce';
import { Button } from '../../../components/ui/button';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { useCheckPromo } from '../api/validate-promo';
import { appliedAmount, type CheckoutSummary } from '../lib/order-summary';
import { applyPromo, normaliseCode, promoScope, removePromo, type AppliedPromo } from '../lib/promo-display';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

const CODE = /^[A-Z0-9]{3,20}$/;

type Props = {
  sellers: readonly CartSeller[];
  applied: readonly AppliedPromo[];
  summary: CheckoutSummary;
  onChange: (applied: AppliedPromo[]) => void;
  /** The server's word on the codes when the order was refused (422 promo_codes). */
  serverError: string | null;
};

/** Enter a code, see what it takes off and from whom, remove it. */
export function PromoCodes({ sellers, applied, summary, onChange, serverError }: Props) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const check = useCheckPromo();

  const apply = () => {
    const wanted = normaliseCode(code);
    setStatus('');
    if (!CODE.test(wanted)) return setError(M.promoCode);
    check.mutate(
      { code: wanted, sellers },
      {
        onSuccess: (checks) => {
          const outcome = applyPromo(t, applied, wanted, checks);
          if (outcome.error !== null) return setError(outcome.error);
          setError(null);
          setCode('');
          setStatus(t('promo.applied', { code: wanted }));
          onChange(outcome.applied);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const remove = (removed: string) => {
    onChange(removePromo(applied, removed));
    setStatus(t('promo.removed', { code: removed }));
  };

  return (
    <div className="space-y-3">
      <FormField label={t('promo.code')} optional error={error ?? serverError ?? undefined} hint={t('promo.hint')}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                // Enter applies the code; it must not place the order.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
              className={`${inputClasses} uppercase`}
            />
            <Button variant="outline" disabled={check.isPending || !code.trim()} aria-busy={check.isPending || undefined} onClick={apply}>
              {check.isPending ? t('promo.checking') : t('promo.apply')}
            </Button>
          </div>
        )}
      </FormField>
      <p role="status" className="sr-only">
        {status}
      </p>
      {applied.length > 0 ? (
        <ul aria-label={t('promo.list')} className="space-y-2">
          {applied.map((promo) => {
            const amount = appliedAmount(promo, summary);
            return (
              <li
                key={`${promo.code}-${promo.sellerId}`}
                className="flex items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 py-1 pr-1 pl-3 dark:border-emerald-800 dark:bg-emerald-950/40"
              >
                <TicketPercent aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-mono font-bold tracking-wider">{promo.code}</p>
                  <p className="text-gray-700 dark:text-gray-300">
                    {t('promo.effect', {
                      scope: promoScope(t, promo),
                      effect:
                        amount > 0
                          ? t('promo.off', { amount: f.cedis(amount, 'ghc') })
                          : t(promo.kind === 'delivery' ? 'promo.nothingPickup' : 'promo.nothing'),
                    })}
                  </p>
                </div>
                <Button variant="ghost" size="icon" aria-label={t('promo.remove', { code: promo.code })} onClick={() => remove(promo.code)}>
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
