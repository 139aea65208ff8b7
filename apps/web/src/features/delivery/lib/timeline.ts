import { DELIVERY_PROGRESS, DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery-constants';
import type { DeliveryStatus, TrackingEvent } from '@dwa/shared/delivery';

export type TimelineStep = {
  status: DeliveryStatus;
  label: string;
  /** done: reached (green); current: the latest reached; upcoming: not yet. */
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
  location: string | null;
  description: string | null;
};

/**
 * The progress timeline from the delivery's real events: one step per status of the journey, each
 * reached step carrying its event's time, place and text. A cancelled delivery ends at a Cancelled
 * step after the last step it reached.
 */
export function buildTimeline(status: DeliveryStatus, events: readonly TrackingEvent[]): TimelineStep[] {
  const latest = new Map<DeliveryStatus, TrackingEvent>();
  for (const event of events) latest.set(event.status, event);
  const reachedIndex = (() => {
    if (status !== 'cancelled') return DELIVERY_PROGRESS.indexOf(status);
    let index = 0;
    DELIVERY_PROGRESS.forEach((step, i) => {
      if (latest.has(step)) index = i;
    });
    return index;
  })();
  const steps: TimelineStep[] = DELIVERY_PROGRESS.map((step, index) => {
    const event = latest.get(step);
    const reached = index <= reachedIndex;
    return {
      status: step,
      label: DELIVERY_STATUS_LABELS[step],
      state: !reached ? 'upcoming' : index === reachedIndex && status !== 'delivered' && status !== 'cancelled' ? 'current' : 'done',
      at: event?.created_at ?? null,
      location: event?.location ?? null,
      description: event?.description ?? null,
    };
  });
  if (status !== 'cancelled') return steps;
  const cancelled = latest.get('cancelled');
  return [
    ...steps.slice(0, reachedIndex + 1),
    {
      status: 'cancelled',
      label: DELIVERY_STATUS_LABELS.cancelled,
      state: 'current',
      at: cancelled?.created_at ?? null,
      location: cancelled?.location ?? null,
      description: cancelled?.description ?? null,
    },
  ];
}

/** Share of the journey done, 0 to 100, for the progress bar. */
export function progressPercent(status: DeliveryStatus): number {
  const index = DELIVERY_PROGRESS.indexOf(status);
  if (index < 0) return 0;
  return Math.round((index / (DELIVERY_PROGRESS.length - 1)) * 100);
}
