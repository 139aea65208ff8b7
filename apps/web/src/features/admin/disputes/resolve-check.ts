import type { DisputeResolveInput } from '@dwa/shared/disputes';
import { DISPUTE_MESSAGES } from '@dwa/shared/disputes';
import { pesewasToCedis } from '@dwa/shared/money';
import { checkPartRefund } from '../lib/cedis';

// The resolution form, checked as the server checks it: refund all, refund part (an amount in cedis,
// more than 0 and less than the order's total, turned into integer pesewas and sent as cedis from
// them), or release all to the seller; a note saying why (1 to 500 characters).

export type Resolution = DisputeResolveInput['resolution'];
export type ResolveDraft = { resolution: Resolution | ''; amount: string; note: string };
export type ResolveErrors = { resolution?: string; amount?: string; note?: string };
/** What the admin confirms: the input to send, and the split in pesewas (to the buyer, to the seller). */
export type ResolvePlan = { input: DisputeResolveInput; refundPesewas: number; releasePesewas: number };

export const NOTE_MAX = 500;

export function checkResolution(
  draft: ResolveDraft,
  totalPesewas: number,
): { plan: ResolvePlan; errors: null } | { plan: null; errors: ResolveErrors } {
  const errors: ResolveErrors = {};
  const note = draft.note.trim();
  if (!note || note.length > NOTE_MAX) errors.note = DISPUTE_MESSAGES.note;
  if (!draft.resolution) errors.resolution = DISPUTE_MESSAGES.resolution;
  let refund = 0;
  if (draft.resolution === 'refund') refund = totalPesewas;
  if (draft.resolution === 'partial_refund') {
    const checked = checkPartRefund(draft.amount, totalPesewas);
    if (checked.error) errors.amount = DISPUTE_MESSAGES.amount;
    else refund = checked.pesewas;
  }
  if (Object.keys(errors).length > 0 || !draft.resolution) return { plan: null, errors };
  const input: DisputeResolveInput =
    draft.resolution === 'partial_refund'
      ? { resolution: 'partial_refund', amount: pesewasToCedis(refund), note }
      : { resolution: draft.resolution, note };
  return { plan: { input, refundPesewas: refund, releasePesewas: totalPesewas - refund }, errors: null };
}
