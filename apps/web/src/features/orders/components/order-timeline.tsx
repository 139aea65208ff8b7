import { Check, Circle } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { buildOrderTimeline } from '../lib/timeline';
import type { OrderDetail } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** What happened to the order (its events), then the steps still to come. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  const steps = buildOrderTimeline(t, order);
  return (
    <SectionCard title={t('timeline.title')} id="order-timeline-title">
      <ol aria-label={t('timeline.label')}>
        {steps.map((step, index) => {
          const reached = step.state !== 'upcoming';
          return (
            <li key={step.key} className="relative flex gap-3 pb-4 last:pb-0" data-state={step.state}>
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-7 left-3.5 h-[calc(100%-1.5rem)] w-0.5 ${reached ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-gray-300 dark:bg-gray-700'}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative z-10 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${
                  reached
                    ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-gray-950'
                    : 'border-2 border-gray-300 bg-white text-gray-400 dark:border-gray-600 dark:bg-gray-900'
                }`}
              >
                {reached ? <Check className="size-4" /> : <Circle className="size-3" />}
              </span>
              <div className="min-w-0">
                <p className={`font-semibold ${reached ? 'text-emerald-800 dark:text-emerald-300' : 'text-gray-600 dark:text-gray-400'}`}>
                  {step.label}
                  <span className="sr-only">
                    {step.state === 'upcoming' ? ` ${t('timeline.notYet')}` : step.state === 'current' ? ` ${t('timeline.latest')}` : ''}
                  </span>
                </p>
                {step.at || step.who ? (
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    {step.at ? <time dateTime={step.at}>{formatDateTime(f, step.at)}</time> : null}
                    {step.at && step.who ? ' · ' : null}
                    {step.who}
                  </p>
                ) : null}
                {step.note ? <p className="text-sm break-words text-gray-700 dark:text-gray-300">{step.note}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
