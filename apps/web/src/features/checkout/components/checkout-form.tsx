import { useRef, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import { COMMERCE_MESSAGES as M, MOMO_NETWORKS } from '@dwa/shared/commerce';
import type { BuyNow, Cart, CheckoutAnswer, CheckoutFormValues, CheckoutInput } from '@dwa/shared/commerce';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { checkoutKeys } from '../api/query-keys';
import { availableUnits, sellerName } from '../lib/cart-display';
import { answerUnknown, checkoutFailure, type CheckoutField } from '../lib/checkout-errors';
import { MOMO_NETWORK_LABELS as NETWORK_LABELS } from '@dwa/shared/momo';
import { summarise } from '../lib/order-summary';
import { promoCodes, type AppliedPromo } from '../lib/promo-display';
import { sumCedis } from '../lib/money';
import { resolver, startingValues } from '../lib/checkout-values';
import type { CartNotice } from './cart-page';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { PromoCodes } from './promo-codes';
import { RadioCard } from '../../../components/ui/radio-card';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

/**
 * Focuses the first wrong field in the page's order (react-hook-form's own would be the order the
 * fields registered in: a Mobile Money network before the delivery address above it).
 */
function focusFirstWrong(form: HTMLFormElement | null, names: string[]): void {
  const fields = names.flatMap((name) => {
    const field = form?.querySelector<HTMLElement>(`[name="${name}"]:not(:disabled)`);
    return field ? [field] : [];
  });
  fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

/** What the confirmation page shows of a checkout placed at once (cash on delivery). */
export type CheckoutDoneState = { answer?: CheckoutAnswer };

/**
 * The checkout of a cart whose every line can be bought: delivery, recipient, payment, promos, Place
 * order. With `buyNow`, the cart is Buy Now's one line, and only that listing is bought.
 */
export function CheckoutForm({ cart, profile, buyNow = null }: { cart: Cart; profile: PrivateProfile | null; buyNow?: BuyNow | null }) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const [applied, setApplied] = useState<AppliedPromo[]>([]);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // 'Check the highlighted fields' after a refused attempt, said only while a field is still highlighted.
  const [checkFields, setCheckFields] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<CheckoutFormValues, unknown, CheckoutInput>({ resolver, defaultValues: startingValues(profile), shouldFocusError: false });

  const method = watch('delivery_method') === 'pickup' ? 'pickup' : 'courier';
  const paying = watch('payment_method');
  const buying = cart.sellers.filter((group) => availableUnits(group) > 0);
  const noPickup = buying.filter((group) => !group.seller.has_pickup_address);
  const courierFees = sumCedis(buying.map((group) => group.courier_fee));
  const summary = summarise(cart, method, applied);

  const changePromos = (next: AppliedPromo[]) => {
    setApplied(next);
    setPromoError(null);
    setValue('promo_codes', promoCodes(next));
  };

  const refused = (error: Error) => {
    const failure = checkoutFailure(t, error);
    if (failure.kind === 'cart' && buyNow) {
      // The listing changed meanwhile: read it again, and the page says what can still be bought.
      notify.error(failure.message);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      return;
    }
    if (failure.kind === 'cart') {
      notify.error(failure.message);
      void navigate(paths.cart.getHref(), { state: { notice: failure.message } satisfies CartNotice });
      return;
    }
    if (failure.kind === 'form') {
      setFormError(answerUnknown(error) ? t('form.notConfirmed', { message: failure.message }) : failure.message);
      return;
    }
    const entries = Object.entries(failure.fields) as [CheckoutField, string][];
    entries.forEach(([field, message], index) => {
      if (field === 'promo_codes') setPromoError(message);
      else setError(field, { message }, { shouldFocus: index === 0 });
    });
    // A field this choice does not show (Mobile Money's, for cash) is said above the button.
    const shown = (field: CheckoutField) =>
      !(paying !== 'momo' && field.startsWith('momo_')) && !(method === 'pickup' && field === 'delivery_address');
    const unseen = entries.filter(([field]) => !shown(field)).map(([, message]) => message);
    const said = [failure.message, ...unseen].filter(Boolean).join('\n');
    setFormError(said || null);
    setCheckFields(!said);
    // The promo field is not the form's own: focus it once its error is on screen.
    if (entries[0]?.[0] === 'promo_codes')
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
  };

  const submit = handleSubmit(
    (input) => {
      if (place.isPending) return;
      setFormError(null);
      setCheckFields(false);
      place.mutate(buyNow ? { ...input, buy_now: buyNow } : input, {
        onSuccess: (answer) => {
          if (answer.payment) void navigate(paths.checkoutPay.getHref(answer.payment.id), { replace: true });
          else
            void navigate(paths.checkoutDone.getHref(answer.orders.map((order) => order.id)), {
              replace: true,
              state: { answer } satisfies CheckoutDoneState,
            });
        },
        onError: refused,
      });
    },
    (wrong) => {
      setFormError(null);
      setCheckFields(true);
      focusFirstWrong(formRef.current, Object.keys(wrong));
    },
  );
  const highlighted = Object.keys(errors).length > 0 || promoError !== null;
  const alert = formError ?? (checkFields && highlighted ? t('form.checkFields') : null);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('checkout')}
      className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]"
    >
      <div className="space-y-4">
        <CheckoutSection title={t('delivery')}>
          <ChoiceFieldset
            legend={t('form.method')}
            error={errors.delivery_method?.message}
            hint={
              noPickup.length > 0 ? (
                <ul className="space-y-1">
                  {noPickup.map((group) => (
                    <li key={group.seller.id}>{M.pickupUnavailable(sellerName(group.seller))}</li>
                  ))}
                </ul>
              ) : undefined
            }
          >
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioCard
                value="courier"
                {...register('delivery_method')}
                title={t('courier')}
                description={buying.length > 1 ? t('form.perSeller', { amount: f.cedis(courierFees, 'ghc') }) : f.cedis(courierFees, 'ghc')}
              />
              <RadioCard
                value="pickup"
                {...register('delivery_method')}
                disabled={noPickup.length > 0}
                title={t('pickup')}
                description={noPickup.length > 0 ? t('form.pickupNotOffered') : t('form.pickupFree')}
              />
            </div>
          </ChoiceFieldset>
          {method === 'courier' ? (
            <FormField label={t('form.address')} error={errors.delivery_address?.message}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  autoComplete="street-address"
                  placeholder={t('form.addressPlaceholder')}
                  {...register('delivery_address')}
                  className={inputClasses}
                />
              )}
            </FormField>
          ) : null}
          <FormField label={t('form.region')} error={errors.region?.message}>
            {(control) => (
              <select {...control} {...register('region')} className={inputClasses}>
                <option value="">{t('form.chooseRegion')}</option>
                {GHANA_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {catalogue.region(region)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </CheckoutSection>

        <CheckoutSection title={t('form.recipient')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('form.recipientName')}
              autoComplete="name"
              error={errors.recipient_name?.message}
              {...register('recipient_name')}
            />
            <TextField
              label={t('form.recipientPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="024 123 4567"
              error={errors.recipient_phone?.message}
              {...register('recipient_phone')}
            />
          </div>
        </CheckoutSection>

        <CheckoutSection title={t('form.payment')}>
          <ChoiceFieldset legend={t('form.paymentMethod')} error={errors.payment_method?.message}>
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioCard value="momo" {...register('payment_method')} title={t('momo')} description={t('form.momoText')} />
              <RadioCard value="cash" {...register('payment_method')} title={t('form.cash')} description={t('form.cashText')} />
            </div>
          </ChoiceFieldset>
          {paying === 'momo' ? (
            <>
              <ChoiceFieldset legend={t('form.network')} error={errors.momo_network?.message}>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                  {MOMO_NETWORKS.map((network) => (
                    <RadioCard
                      key={network}
                      value={network}
                      {...register('momo_network')}
                      title={NETWORK_LABELS[network]}
                      className="px-2"
                    />
                  ))}
                </div>
              </ChoiceFieldset>
              <TextField
                label={t('form.number')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="024 123 4567"
                hint={t('form.numberHint')}
                error={errors.momo_number?.message}
                {...register('momo_number')}
              />
              <p
                data-testid="buyer-protection"
                className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-100"
              >
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{t('form.protection')}</span>
              </p>
            </>
          ) : null}
        </CheckoutSection>

        <CheckoutSection title={t('form.promos')}>
          <PromoCodes sellers={buying} applied={applied} summary={summary} onChange={changePromos} serverError={promoError} />
        </CheckoutSection>
      </div>

      <div className="space-y-3 lg:sticky lg:top-20">
        <CheckoutSummary summary={summary} method={method} />
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={place.isPending} aria-busy={place.isPending || undefined}>
          {place.isPending ? t('form.placing') : t('form.place')}
        </Button>
        <p className="text-center text-xs text-gray-600 dark:text-gray-400">
          {t(paying === 'momo' ? 'form.nextMomo' : 'form.nextCash', { amount: f.cedis(summary.total, 'ghc') })}
        </p>
      </div>
    </form>
  );
}
