import { useSearchParams } from '../../../lib/router';
import { Lightbulb } from 'lucide-react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import type { MyCourierApplication } from '../api/get-courier-application';
import { useDelivery } from '../api/get-delivery';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { QUICK_TIPS } from '../data/support';
import { prefillFromDelivery, prefillFromSearch } from '../lib/prefill';
import type { Navigate } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { CourierNote } from './courier-note';
import { RequestForm } from './request-form';

function QuickTips() {
  const t = useT(deliveryMessages);
  return (
    <SectionCard title={t('tips.title')} id="quick-tips-title">
      <ul className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
        {QUICK_TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
            {t(tip)}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** Request Delivery: pre-filled from a listing (?item=&pickup=&listing=) or a past delivery (?reorder=). */
export function RequestTab({ navigate, courier }: { navigate: Navigate; courier: MyCourierApplication | undefined }) {
  const t = useT(deliveryMessages);
  const [search] = useSearchParams();
  const reorderId = Number(search.get('reorder')) || null;
  const reorder = useDelivery(reorderId);
  let form;
  if (reorderId !== null && reorder.isPending) form = <Skeleton className="h-96 w-full" />;
  else if (reorderId !== null && reorder.isError) form = <FormAlert>{t('reorderFailed', { error: reorder.error.message })}</FormAlert>;
  else {
    const initial = reorder.data ? prefillFromDelivery(reorder.data) : prefillFromSearch(search);
    form = (
      <RequestForm key={search.toString()} initial={initial} onCreated={(delivery) => navigate('track', { id: String(delivery.id) })} />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="min-w-0">{form}</div>
      <div className="space-y-4">
        <QuickTips />
        {courier && !courier.is_courier ? <CourierNote application={courier.application} /> : null}
      </div>
    </div>
  );
}
