import { createDeliveryContext, type DeliveryDeps } from './delivery-context';
import { createJobBoard } from './delivery-jobs';
import { createRequestActions } from './delivery-requests';

// Deliveries: a request and its life (delivery-requests.ts: read, cancel, the courier's steps, the
// handover by code, rating, support tickets, statistics) and the job board with its accept race
// (delivery-jobs.ts). The chat is delivery-chat.service.ts. Every multi-row write is one
// transaction; live updates are published after it commits.

export type { DeliveryDeps, DeliveryLimits } from './delivery-context';

export function createDeliveryService(deps: DeliveryDeps) {
  const context = createDeliveryContext(deps);
  return { ...createRequestActions(deps, context), ...createJobBoard(deps, context) };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
