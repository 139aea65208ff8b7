import { Check, Circle } from 'lucide-react';
import type { Delivery } from '@dwa/shared/delivery';
import { buildTimeline } from '../lib/timeline';
import { formatTime } from '../lib/format';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';

/** The progress timeline from the real tracking events; reached steps are green. */
export function DeliveryTimeline({ delivery }: { delivery: Delivery }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const steps = buildTimeline(delivery.status, delivery.events);
  return (
    <ol aria-label={t('timeline')} className="space-y-0">
      {steps.map((step, index) => {
        const reached = step.state !== 'upcoming';
        const cancelled = step.status === 'cancelled';
        return (
          <li key={step.status} className="relative flex gap-3 pb-4 last:pb-0" data-state={step.state} data-status={step.status}>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute top-7 left-3.5 h-[calc(100%-1.5rem)] w-0.5 ${reached ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-gray-300 dark:bg-gray-700'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${
                cancelled
                  ? 'bg-gray-500 text-white'
                  : reached
                    ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-gray-950'
                    : 'border-2 border-gray-300 bg-white text-gray-400 dark:border-gray-600 dark:bg-gray-900'
              }`}
            >
              {reached && !cancelled ? <Check className="size-4" /> : <Circle className="size-3" />}
            </span>
            <div className="min-w-0">
              <p
                className={`font-semibold ${reached ? (cancelled ? '' : 'text-emerald-800 dark:text-emerald-300') : 'text-gray-600 dark:text-gray-400'}`}
              >
                {t(`status.${step.status}`)}
                <span className="sr-only">
                  {step.state === 'upcoming'
                    ? t('timeline.upcoming')
                    : step.state === 'current'
                      ? t('timeline.current')
                      : t('timeline.done')}
                </span>
                {step.at ? (
                  <span className="ml-2 text-xs font-normal text-gray-600 dark:text-gray-400">{formatTime(f, step.at)}</span>
                ) : null}
              </p>
              {step.description ? <p className="text-sm text-gray-700 dark:text-gray-300">{step.description}</p> : null}
              {step.location ? <p className="text-xs text-gray-600 dark:text-gray-400">{step.location}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
