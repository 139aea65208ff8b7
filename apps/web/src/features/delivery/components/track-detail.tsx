import { useState } from 'react';
import { KeyRound, LifeBuoy, MessageCircle, Phone, ShieldCheck, TriangleAlert } from 'lucide-react';
import { ASSIGNED_STATUSES } from '@dwa/shared/delivery-constants';
import type { Delivery } from '@dwa/shared/delivery';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../lib/toast';
import { useCancelDelivery } from '../api/cancel-delivery';
import { deliveryCourierMessages } from '../../../lib/i18n/catalogs/delivery-courier';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { DELIVERY_TIPS, SUPPORT_PHONE } from '../data/support';
import { collectText, deliveryLabel, formatDateTime, formatDistance, formatFare, formatTime, telHref } from '../lib/format';
import type { Navigate } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { CurrentLocation } from './current-location';
import { DeliveryTimeline } from './delivery-timeline';
import { ReportIssueDialog } from './report-issue-dialog';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { PersonScore } from '../../../components/ui/person-score';

function OrderDetails({ delivery }: { delivery: Delivery }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const fareT = useT(deliveryFareMessages);
  const rows = [
    { label: t('order.item'), value: delivery.item_description },
    { label: fareT('size'), value: fareT(`size.${delivery.item_size}`) },
    {
      label: fareT('urgency'),
      value: fareT('urgencyWindow', { urgency: fareT(`urgency.${delivery.urgency}`), window: fareT(`window.${delivery.urgency}`) }),
    },
    { label: t('from'), value: delivery.pickup_address },
    { label: t('to'), value: delivery.delivery_address },
    { label: t('order.recipient'), value: `${delivery.recipient_name}, ${delivery.recipient_phone}` },
    { label: t('order.cost'), value: <span className="whitespace-nowrap">{formatFare(f, delivery.fare)}</span> },
    { label: t('door.label'), value: collectText(t, f, delivery.collect, 'door') },
    { label: fareT('distance'), value: fareT('about', { distance: formatDistance(f, delivery.distance_km) }) },
    { label: t('order.requested'), value: formatDateTime(f, delivery.created_at) },
    ...(delivery.estimated_arrival
      ? [{ label: t('order.eta'), value: t('order.etaBy', { time: formatTime(f, delivery.estimated_arrival) }) }]
      : []),
  ];
  return (
    <SectionCard title={deliveryLabel(t, delivery)} id="order-details-title" actions={<DeliveryStatusBadge status={delivery.status} />}>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** One end of the job: who is there and a Call button (the number shown too, for a phone without calls). */
function Contact({ label, name, phone }: { label: string; name: string; phone: string | null }) {
  const t = useT(deliveryMessages);
  const call = telHref(phone);
  return (
    <div>
      <dt className="text-xs text-gray-600 dark:text-gray-400">{label}</dt>
      <dd>
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">{phone ?? t('contacts.noPhone')}</p>
        {call ? (
          <a href={call} className={`${buttonClasses('outline', 'sm')} mt-1`}>
            <Phone aria-hidden="true" className="size-4" />
            {t('person.call', { name: name.split(' ')[0] ?? name })}
          </a>
        ) : null}
      </dd>
    </div>
  );
}

/** The courier's people: who hands the item over (a shop's seller, a parcel's sender) and who receives it. */
function ContactsCard({ delivery }: { delivery: Delivery }) {
  const t = useT(deliveryMessages);
  return (
    <SectionCard title={t('contacts.title')} id="person-title">
      <dl className="space-y-3">
        {delivery.pickup_contact ? (
          <Contact label={t('contacts.pickup')} name={delivery.pickup_contact.name} phone={delivery.pickup_contact.phone} />
        ) : null}
        <Contact label={t('contacts.dropoff')} name={delivery.recipient_name} phone={delivery.recipient_phone} />
      </dl>
    </SectionCard>
  );
}

function PersonCard({ delivery }: { delivery: Delivery }) {
  const t = useT(deliveryMessages);
  const courierT = useT(deliveryCourierMessages);
  if (delivery.my_role === 'courier') return <ContactsCard delivery={delivery} />;
  const courier = delivery.courier;
  if (!courier) {
    return (
      <SectionCard title={t('role.courier')} id="person-title">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {delivery.status === 'cancelled' ? t('person.cancelled') : t('person.waiting')}
        </p>
      </SectionCard>
    );
  }
  const call = telHref(courier.phone);
  return (
    <SectionCard title={t('role.courier')} id="person-title">
      <p className="font-semibold">{courier.name}</p>
      <p className="flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
        <PersonScore score={courier.rating} count={courier.ratings_count} none={t('noRatings')} />
        {courier.vehicle_type ? ` · ${courierT(`vehicle.${courier.vehicle_type}`)}` : ''}
      </p>
      {call ? (
        <a href={call} className={`${buttonClasses('outline', 'sm')} mt-2`}>
          <Phone aria-hidden="true" className="size-4" />
          {t('person.call', { name: courier.name.split(' ')[0] ?? '' })}
        </a>
      ) : null}
    </SectionCard>
  );
}

/** One delivery followed live: details, the person on the other side, the timeline, help. */
export function TrackDetail({ delivery, navigate }: { delivery: Delivery; navigate: Navigate }) {
  const t = useT(deliveryMessages);
  const [reportOpen, setReportOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancel = useCancelDelivery();
  const chatOpen = (ASSIGNED_STATUSES as readonly string[]).includes(delivery.status);
  const canCancel = delivery.my_role === 'customer' && (delivery.status === 'requested' || delivery.status === 'accepted');
  const finished = delivery.status === 'delivered' || delivery.status === 'cancelled';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="min-w-0 space-y-4">
        {delivery.handover_code && !finished ? (
          <div
            role="note"
            className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
          >
            <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
            <div>
              <p className="text-sm font-medium">{t('handover.title')}</p>
              <p className="text-3xl font-extrabold tracking-[0.3em]" data-testid="handover-code">
                {delivery.handover_code}
              </p>
              <p className="text-xs text-gray-700 dark:text-gray-300">{t('handover.text')}</p>
            </div>
          </div>
        ) : null}
        <SectionCard title={t('progress')} id="progress-title">
          <DeliveryTimeline delivery={delivery} />
        </SectionCard>
        <OrderDetails delivery={delivery} />
      </div>
      <div className="space-y-4">
        <PersonCard delivery={delivery} />
        <CurrentLocation delivery={delivery} />
        <SectionCard title={t('help.title')} id="help-title">
          <div className="grid gap-2">
            <Button variant="outline" disabled={!chatOpen} onClick={() => navigate('messages', { id: String(delivery.id) })}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('help.chat')}
            </Button>
            <a href={telHref(SUPPORT_PHONE) ?? undefined} className={buttonClasses('outline')}>
              <LifeBuoy aria-hidden="true" className="size-4" />
              {t('help.call')}
            </a>
            <Button variant="outline" onClick={() => setReportOpen(true)}>
              <TriangleAlert aria-hidden="true" className="size-4" />
              {t('help.report')}
            </Button>
            {canCancel ? (
              <Button variant="ghost" onClick={() => setCancelOpen(true)}>
                {t('help.cancel')}
              </Button>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{t('help.support', { hours: t('supportHours') })}</p>
          {!chatOpen && !finished ? <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{t('help.chatLater')}</p> : null}
          {cancel.isError ? <FormAlert>{cancel.error.message}</FormAlert> : null}
        </SectionCard>
        <SectionCard title={t('tips.delivery')} id="tips-title">
          <ul className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
            {DELIVERY_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
                {t(tip, { hours: t('supportHours') })}
              </li>
            ))}
          </ul>
        </SectionCard>
      </div>
      <ReportIssueDialog deliveryId={delivery.id} open={reportOpen} onClose={() => setReportOpen(false)} />
      <ConfirmDialog
        open={cancelOpen}
        title={t('help.cancel')}
        confirmLabel={t('help.cancel')}
        cancelLabel={t('cancel.keep')}
        confirmVariant="danger"
        onCancel={() => setCancelOpen(false)}
        onConfirm={() => {
          setCancelOpen(false);
          cancel.mutate(delivery.id, { onSuccess: () => notify.success(t('cancel.done')) });
        }}
      >
        <p>{t('cancel.text', { item: delivery.item_description })}</p>
      </ConfirmDialog>
    </div>
  );
}
