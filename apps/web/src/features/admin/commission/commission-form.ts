import { commissionRateInputSchema } from '@dwa/shared/payouts';

// A category's commission as an admin types it ('7.5', '7,5', '7.5 %'): a number from 0 to 50 with
// at most 2 decimals, as the server's own schema checks it. The error is the console's message key.

export type PercentError = 'commission.percentInvalid' | 'commission.percentDecimals';

export function checkPercent(text: string): { percent: number; error: null } | { percent: null; error: PercentError } {
  const value = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(value)) return { percent: null, error: 'commission.percentInvalid' };
  const parsed = commissionRateInputSchema.safeParse({ percent: Number(value) });
  if (parsed.success && parsed.data.percent !== null) return { percent: parsed.data.percent, error: null };
  const decimals = parsed.error?.issues.some((issue) => issue.code === 'not_multiple_of') ?? false;
  return { percent: null, error: decimals ? 'commission.percentDecimals' : 'commission.percentInvalid' };
}
