import type { Delivery } from '@dwa/shared/delivery';

// Jobs a courier held that were cancelled while their dashboard was open (a live `delivery` frame
// with status cancelled and my_role courier). Each stays listed until the courier dismisses it, so a
// job never just vanishes from the board. Kept per viewer, for this tab only.

export type CancelledJob = { id: number; order_number: string | null; item: string; from: string; to: string };

type Listener = () => void;

const EMPTY: readonly CancelledJob[] = [];
const byViewer = new Map<string, readonly CancelledJob[]>();
const listeners = new Set<Listener>();

function set(viewer: string, jobs: readonly CancelledJob[]): void {
  byViewer.set(viewer, jobs);
  for (const listener of listeners) listener();
}

export function subscribeCancelledJobs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cancelledJobs(viewer: string): readonly CancelledJob[] {
  return byViewer.get(viewer) ?? EMPTY;
}

/**
 * Whether this frame tells the courier that a job they held was cancelled (`before` is what the page
 * knew of it: a repeated frame for a job already known as cancelled is not news).
 */
export function isCancelledForCourier(live: Delivery, before: Delivery | undefined): boolean {
  return live.my_role === 'courier' && live.status === 'cancelled' && before?.status !== 'cancelled';
}

export function addCancelledJob(viewer: string, delivery: Delivery): void {
  const current = cancelledJobs(viewer);
  if (current.some((job) => job.id === delivery.id)) return;
  set(viewer, [
    ...current,
    {
      id: delivery.id,
      order_number: delivery.order_number,
      item: delivery.item_description,
      from: delivery.pickup_address,
      to: delivery.delivery_address,
    },
  ]);
}

export function dismissCancelledJob(viewer: string, id: number): void {
  const current = cancelledJobs(viewer);
  if (current.some((job) => job.id === id))
    set(
      viewer,
      current.filter((job) => job.id !== id),
    );
}
