import { parseTypedCedis } from '@dwa/shared/money';

// A part refund an admin types in cedis, read by the shared parser (@dwa/shared/money) into integer
// pesewas, the only unit the console computes with; the API is sent cedis again from those pesewas
// (pesewasToCedis), so nothing is ever rounded twice.

export type RefundCheck = { pesewas: number; error: null } | { pesewas: null; error: 'empty' | 'invalid' | 'tooSmall' | 'tooLarge' };

/** A part refund: more than 0 and less than the order's total (both in pesewas), as the server checks it. */
export function checkPartRefund(text: string, totalPesewas: number): RefundCheck {
  if (text.trim() === '') return { pesewas: null, error: 'empty' };
  const pesewas = parseTypedCedis(text);
  if (pesewas === null) return { pesewas: null, error: 'invalid' };
  if (pesewas <= 0) return { pesewas: null, error: 'tooSmall' };
  if (pesewas >= totalPesewas) return { pesewas: null, error: 'tooLarge' };
  return { pesewas, error: null };
}
