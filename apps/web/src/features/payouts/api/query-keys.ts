import type { Wallet } from '@dwa/shared/payouts';

// Earnings, payouts and the payout method are the caller's own: keys carry the viewer.
export const payoutKeys = {
  all: ['payouts'] as const,
  earnings: (viewer: string, wallet: Wallet) => [...payoutKeys.all, 'earnings', viewer, wallet] as const,
  method: (viewer: string) => [...payoutKeys.all, 'method', viewer] as const,
  banks: () => [...payoutKeys.all, 'banks'] as const,
  list: (viewer: string) => [...payoutKeys.all, 'list', viewer] as const,
  detail: (viewer: string, id: number) => [...payoutKeys.all, 'detail', viewer, id] as const,
};
