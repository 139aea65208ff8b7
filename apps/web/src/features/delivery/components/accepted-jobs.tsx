import { useEffect, useId, useRef, useState } from 'react';
import { HANDOVER_CODE_LENGTH } from '@dwa/shared/delivery-constants';
import { DELIVERY_MESSAGES } from '@dwa/shared/delivery-messages';
import type { Delivery } from '@dwa/shared/delivery';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { useAdvanceDelivery } from '../api/advance-delivery';
import { useDeliveries } from '../api/get-deliveries';
import { collectText, deliveryLabel, formatFare, telHref } from '../lib/format';
import type { Navigate } from '../types';
import { JobRoute } from './available-jobs';
import { SectionCard } from '../../../components/ui/section-card';
import { DeliveryStatusBadge } from './delivery-status-badge';

function NextAction({ delivery, onAdvanced }: { delivery: Delivery; onAdvanced?: (delivery: Delivery) => void }) {
  const t = useT(deliveryMessages);
  const advance = useAdvanceDelivery(onAdvanced);
  const codeId = useId();
  const [code, setCode] = useState('');
  const next = delivery.next_status;
  if (!next || next === 'requested' || next === 'accepted' || next === 'cancelled') return null;
  const label = t(`status.${next}`);
  // Confirmed by useAdvanceDelivery. The code box stays as typed: clearing it here would race the refetch that shows it.
  const run = () => advance.mutate({ id: delivery.id, input: { status: next, handover_code: next === 'delivered' ? code : null } });
  if (next === 'delivered' && delivery.handover_locked) {
    return (
      <div className="mt-3">
        <FormAlert>{DELIVERY_MESSAGES.codeLocked}</FormAlert>
      </div>
    );
  }
  if (next === 'delivered') {
    return (
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <div>
          <label htmlFor={codeId} className="mb-1 block text-sm font-medium">
            {t('accepted.code')}
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d*"
            maxLength={HANDOVER_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, HANDOVER_CODE_LENGTH))}
            aria-describedby={`${codeId}-hint`}
            className={`${inputClasses} w-32 text-center tracking-[0.4em]`}
          />
        </div>
        <Button type="submit" disabled={advance.isPending || code.length !== HANDOVER_CODE_LENGTH}>
          {advance.isPending ? t('saving') : label}
        </Button>
        <p id={`${codeId}-hint`} className="w-full text-xs text-gray-600 dark:text-gray-400">
          {t('accepted.codeHint', { length: HANDOVER_CODE_LENGTH })}
        </p>
        {advance.isError ? (
          <div className="w-full">
            <FormAlert>{advance.error.message}</FormAlert>
          </div>
        ) : null}
      </form>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <Button onClick={run} disabled={advance.isPending}>
        {advance.isPending ? t('saving') : label}
      </Button>
      {advance.isError ? <FormAlert>{advance.error.message}</FormAlert> : null}
    </div>
  );
}

function AcceptedJob({
  delivery,
  navigate,
  fresh,
  onAdvanced,
}: {
  delivery: Delivery;
  navigate: Navigate;
  fresh: boolean;
  onAdvanced?: (delivery: Delivery) => void;
}) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const call = telHref(delivery.recipient_phone);
  const pickup = delivery.pickup_contact;
  const callPickup = telHref(pickup?.phone);
  const ref = useRef<HTMLLIElement>(null);
  // A job just accepted comes into view here (on a phone the board is above), marked until the next action.
  useEffect(() => {
    if (fresh) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [fresh]);
  return (
    <li
      ref={ref}
      data-fresh={fresh || undefined}
      className={`rounded-xl border p-3 ${fresh ? 'border-emerald-600 ring-2 ring-emerald-600/40 dark:border-emerald-400' : 'border-gray-200 dark:border-gray-700'}`}
      aria-label={delivery.item_description}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 flex-1 font-semibold break-words">{delivery.item_description}</p>
        {/* The badges wrap under each other when both do not fit (a phone, right after Accept Job). */}
        <div className="flex min-w-0 flex-wrap justify-end gap-1">
          {fresh ? <Badge tone="success">{t('accepted.just')}</Badge> : null}
          <DeliveryStatusBadge status={delivery.status} />
        </div>
      </div>
      <p className="text-sm">
        <span className="whitespace-nowrap">{formatFare(f, delivery.fare)}</span> ·{' '}
        <span data-collect>{collectText(t, f, delivery.collect, 'collect')}</span>
      </p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{deliveryLabel(t, delivery)}</p>
      <JobRoute from={delivery.pickup_address} to={delivery.delivery_address} />
      {pickup ? (
        <p className="mt-1 text-sm">
          {t('accepted.pickup', { name: pickup.name })}
          {callPickup && pickup.phone ? (
            <>
              {' · '}
              <a href={callPickup} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
                {t('accepted.call', { phone: pickup.phone })}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="mt-1 text-sm">
        {t('accepted.recipient', { name: delivery.recipient_name })}
        {call ? (
          <>
            {' · '}
            <a href={call} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
              {t('accepted.call', { phone: delivery.recipient_phone })}
            </a>
          </>
        ) : null}
      </p>
      <NextAction delivery={delivery} onAdvanced={onAdvanced} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={() => navigate('track', { id: String(delivery.id) })}>
          {t('accepted.details')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => navigate('messages', { id: String(delivery.id) })}>
          {t('accepted.chat')}
        </Button>
      </div>
    </li>
  );
}

export type BoardNews = { kind: 'accepted' | 'delivered'; delivery: Delivery } | null;

/**
 * The courier's jobs in progress, each with its next step. `news` is the last thing the courier did
 * here: a job just accepted is marked; a job just delivered is gone, and a note says where to find it.
 */
export function AcceptedJobs({
  navigate,
  news,
  onAdvanced,
}: {
  navigate: Navigate;
  news?: BoardNews;
  onAdvanced?: (delivery: Delivery) => void;
}) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const jobs = useDeliveries('courier', 'active');
  const [beforeFare, afterFare] =
    news?.kind === 'delivered' ? aroundSlot(t('accepted.delivered', { item: news.delivery.item_description, fare: SLOT })) : ['', ''];
  return (
    <SectionCard title={t('accepted.title')} id="accepted-jobs-title">
      {news?.kind === 'delivered' ? (
        <div
          className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100"
          role="status"
        >
          <p className="min-w-0 flex-1 break-words">
            {beforeFare}
            <span className="whitespace-nowrap">{formatFare(f, news.delivery.fare)}</span>
            {afterFare}
          </p>
          <Button size="sm" variant="outline" onClick={() => navigate('history')}>
            {t('accepted.viewHistory')}
          </Button>
        </div>
      ) : null}
      {jobs.isPending ? <Skeleton className="h-28 w-full" /> : null}
      {jobs.isError ? <FormAlert>{jobs.error.message}</FormAlert> : null}
      {jobs.data && jobs.data.length === 0 ? <EmptyState title={t('accepted.none')}>{t('accepted.noneText')}</EmptyState> : null}
      {jobs.data && jobs.data.length > 0 ? (
        <ul className="space-y-3">
          {jobs.data.map((delivery) => (
            <AcceptedJob
              key={delivery.id}
              delivery={delivery}
              navigate={navigate}
              fresh={news?.kind === 'accepted' && news.delivery.id === delivery.id}
              onAdvanced={onAdvanced}
            />
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
