import { z } from 'zod';
import { COMMERCE_MESSAGES, promoInputSchema, type PromoInput } from '@dwa/shared/commerce';
import { cedisToPesewas } from '@dwa/shared/money';
import type { AreaT } from '../../../lib/i18n/area';
import type { promosMessages } from '../../../lib/i18n/catalogs/promos';
import type { Promo, PromoKind } from '../types';

// The Create promo / edit form: text inputs as typed, turned into the contract's promo input and
// checked by the same schema the server uses (promoInputSchema). Dates are days in the seller's own
// time zone: a promo starts at the first moment of its first day and ends at the last of its last.

export type PromoFormValues = {
  code: string;
  kind: PromoKind;
  discount_type: 'percent' | 'amount';
  percent_off: string;
  amount_off: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  per_buyer_limit: string;
  active: boolean;
};

type T = AreaT<(typeof promosMessages)['en']>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const wholeNumber = (t: T, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max), t('check.whole', { max }));
const cedis = (t: T) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (cedisToPesewas(value) !== null && Number(value) <= 1_000_000), t('check.money'));
const day = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime())),
    COMMERCE_MESSAGES.promoDates,
  );

/** The first or last moment of a local day, as ISO 8601; null for no day. */
export function dayToIso(value: string, edge: 'start' | 'end'): string | null {
  if (!value) return null;
  const date = new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO moment as a local day for a date input ('' for none). */
export function isoToDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const number = (value: string) => (value.trim() === '' ? null : Number(value));

export function toPromoInput(values: PromoFormValues): z.input<typeof promoInputSchema> {
  const percent = values.discount_type === 'percent';
  return {
    code: values.code,
    kind: values.kind,
    percent_off: percent ? number(values.percent_off) : null,
    amount_off: percent ? null : number(values.amount_off),
    min_subtotal: number(values.min_subtotal) ?? 0,
    starts_at: dayToIso(values.starts_at, 'start'),
    ends_at: dayToIso(values.ends_at, 'end'),
    max_uses: number(values.max_uses),
    per_buyer_limit: number(values.per_buyer_limit),
    active: values.active,
  };
}

/** The form's schema, its own messages in the reader's language (the shared schema's stay the API's English). */
export const promoFormSchema = (t: T) =>
  z
    .object({
      // Checked here as well as by the contract's schema, so every field's problem shows at once.
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{3,20}$/, COMMERCE_MESSAGES.promoCode),
      kind: z.enum(['order', 'delivery'], { error: COMMERCE_MESSAGES.promoKind }),
      discount_type: z.enum(['percent', 'amount']),
      percent_off: z.string(),
      amount_off: z.string(),
      min_subtotal: cedis(t),
      starts_at: day,
      ends_at: day,
      max_uses: wholeNumber(t, 1_000_000),
      per_buyer_limit: wholeNumber(t, 1000),
      active: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (values.discount_type === 'percent') {
        const text = values.percent_off.trim();
        if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 100)
          ctx.addIssue({ code: 'custom', path: ['percent_off'], message: t('check.percent') });
      } else {
        const text = values.amount_off.trim();
        if (cedisToPesewas(text) === null || Number(text) <= 0 || Number(text) > 1_000_000)
          ctx.addIssue({ code: 'custom', path: ['amount_off'], message: t('check.money') });
      }
    })
    .transform(toPromoInput)
    .pipe(promoInputSchema);

export const emptyPromoForm = (kind: PromoKind): PromoFormValues => ({
  code: '',
  kind,
  discount_type: 'percent',
  percent_off: '',
  amount_off: '',
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  per_buyer_limit: '',
  active: true,
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved promo as the edit form's starting values. */
export function promoToForm(promo: Promo): PromoFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    discount_type: promo.percent_off !== null ? 'percent' : 'amount',
    percent_off: text(promo.percent_off),
    amount_off: text(promo.amount_off),
    min_subtotal: promo.min_subtotal > 0 ? String(promo.min_subtotal) : '',
    starts_at: isoToDay(promo.starts_at),
    ends_at: isoToDay(promo.ends_at),
    max_uses: text(promo.max_uses),
    per_buyer_limit: text(promo.per_buyer_limit),
    active: promo.active,
  };
}

export type { PromoInput };
