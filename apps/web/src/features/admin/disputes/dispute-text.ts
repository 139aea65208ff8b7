import type { DisputeStatus } from '@dwa/shared/disputes';

// The badge tone of a dispute's status: open waits for a decision.
export const DISPUTE_TONE: Record<DisputeStatus, 'warning' | 'neutral' | 'success'> = {
  open: 'warning',
  refunded: 'neutral',
  partly_refunded: 'neutral',
  released: 'success',
};
