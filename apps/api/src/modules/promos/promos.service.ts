import type { Db, Executor } from '@dwa/db/client';
import { canSell } from '@dwa/shared/catalogue';
import {
  COMMERCE_MESSAGES as M,
  type Deal,
  type Promo,
  type PromoDetail,
  type PromoInput,
  type PromoPatch,
  type PromoValidation,
} from '@dwa/shared/commerce';
import { deliveryFeePesewas, promoDiscountPesewas, type PromoTerms } from '@dwa/shared/commerce-pricing';
import { formatGhc, pesewasToCedis } from '@dwa/shared/money';
import { orderNumber } from '@dwa/shared/orders-rules';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  buyerUses,
  countUse,
  currentDeals,
  discountTotals,
  findPromo,
  findPromoByCode,
  insertPromo,
  insertRedemption,
  listPromos,
  promosForCheckout,
  redemptionsOf,
  releaseRedemptions,
  updatePromo,
  type PromoRow,
} from './promos.repo';

// Sellers' promo codes (the spec's Order promo and Delivery promo): their own codes, checked and
// counted at checkout under the promo's row lock, so a limit of 10 uses is never exceeded.

export type { PromoRow };
export type PromosServiceDeps = { db: Db; now: () => Date };

export const termsOf = (promo: PromoRow): PromoTerms => ({
  kind: promo.kind,
  percentOff: promo.percentOff,
  amountOffPesewas: promo.amountOffPesewas,
  minSubtotalPesewas: promo.minSubtotalPesewas,
});

function stateOf(promo: PromoRow, at: Date): Promo['state'] {
  if (promo.endsAt && promo.endsAt <= at) return 'expired';
  if (promo.maxUses !== null && promo.usesCount >= promo.maxUses) return 'used_up';
  if (!promo.active) return 'paused';
  if (promo.startsAt && promo.startsAt > at) return 'scheduled';
  return 'active';
}

/** Why a promo cannot be used now by this buyer on this subtotal, or null. */
async function refusal(db: Executor, promo: PromoRow, buyerId: number | null, subtotalPesewas: number, at: Date): Promise<string | null> {
  const state = stateOf(promo, at);
  if (state === 'expired') return M.promoExpired(promo.code);
  if (state === 'used_up') return M.promoUsedUp(promo.code);
  if (state === 'paused') return M.promoUnknown(promo.code);
  if (state === 'scheduled') return M.promoNotStarted(promo.code);
  if (buyerId !== null && promo.perBuyerLimit !== null && (await buyerUses(db, promo.id, buyerId)) >= promo.perBuyerLimit)
    return M.promoBuyerLimit(promo.code);
  if (subtotalPesewas < promo.minSubtotalPesewas) return M.promoMinimum(promo.code, formatGhc(pesewasToCedis(promo.minSubtotalPesewas)));
  return null;
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const toPesewas = (cedis: number | null | undefined) => (cedis == null ? null : Math.round(cedis * 100));

export function createPromosService(deps: PromosServiceDeps) {
  const { db, now } = deps;

  async function present(rows: PromoRow[]): Promise<Promo[]> {
    const totals = await discountTotals(
      db,
      rows.map((row) => row.id),
    );
    const at = now();
    return rows.map((row) => ({
      id: row.id,
      seller_id: row.sellerId,
      code: row.code,
      kind: row.kind,
      percent_off: row.percentOff,
      amount_off: row.amountOffPesewas === null ? null : pesewasToCedis(row.amountOffPesewas),
      min_subtotal: pesewasToCedis(row.minSubtotalPesewas),
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
      max_uses: row.maxUses,
      per_buyer_limit: row.perBuyerLimit,
      active: row.active,
      uses: row.usesCount,
      discount_given: pesewasToCedis(totals.get(row.id) ?? 0),
      state: stateOf(row, at),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function own(user: AuthUser, id: number): Promise<PromoRow> {
    const promo = await findPromo(db, id);
    if (!promo || promo.sellerId !== user.id) throw new NotFoundError(M.promoNotFound);
    return promo;
  }

  function codeTaken(error: unknown): never {
    if (isUniqueViolation(error)) throw new ConflictError(M.promoCodeTaken);
    throw error;
  }

  return {
    async list(user: AuthUser, kind?: PromoRow['kind']): Promise<{ results: Promo[] }> {
      return { results: await present(await listPromos(db, user.id, kind)) };
    },

    async create(user: AuthUser, input: PromoInput): Promise<Promo> {
      if (!canSell(user.userType)) throw new ForbiddenError(M.sellersOnly);
      const at = now();
      const row = await insertPromo(db, {
        sellerId: user.id,
        code: input.code,
        kind: input.kind,
        percentOff: input.percent_off ?? null,
        amountOffPesewas: input.percent_off != null ? null : toPesewas(input.amount_off),
        minSubtotalPesewas: toPesewas(input.min_subtotal) ?? 0,
        startsAt: toDate(input.starts_at),
        endsAt: toDate(input.ends_at),
        maxUses: input.max_uses ?? null,
        perBuyerLimit: input.per_buyer_limit ?? null,
        active: input.active,
        createdAt: at,
        updatedAt: at,
      }).catch(codeTaken);
      return (await present([row]))[0]!;
    },

    async detail(user: AuthUser, id: number): Promise<PromoDetail> {
      const promo = await own(user, id);
      const [presented] = await present([promo]);
      const redemptions = await redemptionsOf(db, promo.id);
      return {
        ...presented!,
        redemptions: redemptions.map((row) => ({
          order_id: row.orderId,
          order_number: orderNumber(row.orderId),
          buyer_name: row.buyerName,
          discount: pesewasToCedis(row.discountPesewas),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async update(user: AuthUser, id: number, patch: PromoPatch): Promise<Promo> {
      const promo = await own(user, id);
      const changes: Partial<PromoRow> = { updatedAt: now() };
      if (patch.code !== undefined) changes.code = patch.code;
      if (patch.kind !== undefined) changes.kind = patch.kind;
      if (patch.percent_off != null) Object.assign(changes, { percentOff: patch.percent_off, amountOffPesewas: null });
      if (patch.amount_off != null && patch.amount_off > 0)
        Object.assign(changes, { amountOffPesewas: toPesewas(patch.amount_off), percentOff: null });
      if (patch.min_subtotal !== undefined) changes.minSubtotalPesewas = toPesewas(patch.min_subtotal) ?? 0;
      if (patch.starts_at !== undefined) changes.startsAt = toDate(patch.starts_at);
      if (patch.ends_at !== undefined) changes.endsAt = toDate(patch.ends_at);
      if (patch.max_uses !== undefined) changes.maxUses = patch.max_uses ?? null;
      if (patch.per_buyer_limit !== undefined) changes.perBuyerLimit = patch.per_buyer_limit ?? null;
      if (patch.active !== undefined) changes.active = patch.active;
      const startsAt = changes.startsAt !== undefined ? changes.startsAt : promo.startsAt;
      const endsAt = changes.endsAt !== undefined ? changes.endsAt : promo.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw ValidationError.single(['body', 'ends_at'], M.promoDates);
      const maxUses = changes.maxUses !== undefined ? changes.maxUses : promo.maxUses;
      if (maxUses !== null && maxUses < promo.usesCount)
        throw ValidationError.single(['body', 'max_uses'], `This promo was already used ${promo.usesCount} times.`);
      const row = await updatePromo(db, promo.id, changes).catch(codeTaken);
      if (!row) throw new NotFoundError(M.promoNotFound);
      return (await present([row]))[0]!;
    },

    /** Its past uses stay on their orders; the code stops working and can be used again for a new promo. */
    async remove(user: AuthUser, id: number): Promise<void> {
      const promo = await own(user, id);
      await updatePromo(db, promo.id, { deletedAt: now(), active: false });
    },

    /** POST /promos/validate: what the code would take off, or why not (never an error for a bad code). */
    async validate(
      viewer: AuthUser | null,
      input: { code: string; seller_id: number; subtotal: number; courier_fee?: number },
    ): Promise<PromoValidation> {
      const promo = await findPromoByCode(db, input.seller_id, input.code);
      const no = (message: string): PromoValidation => ({
        valid: false,
        code: input.code,
        kind: promo?.kind ?? null,
        discount: 0,
        message,
      });
      if (!promo) return no(M.promoUnknown(input.code));
      const subtotal = Math.round(input.subtotal * 100);
      const why = await refusal(db, promo, viewer?.id ?? null, subtotal, now());
      if (why) return no(why);
      const fee = input.courier_fee !== undefined ? Math.round(input.courier_fee * 100) : deliveryFeePesewas('courier', 1);
      return {
        valid: true,
        code: promo.code,
        kind: promo.kind,
        discount: pesewasToCedis(promoDiscountPesewas(termsOf(promo), subtotal, fee)),
        message: null,
      };
    },

    async deals(limit = 12): Promise<{ results: Deal[] }> {
      const rows = await currentDeals(db, now(), limit);
      return {
        results: rows.map(({ promo, seller }) => ({
          code: promo.code,
          kind: promo.kind,
          percent_off: promo.percentOff,
          amount_off: promo.amountOffPesewas === null ? null : pesewasToCedis(promo.amountOffPesewas),
          min_subtotal: pesewasToCedis(promo.minSubtotalPesewas),
          ends_at: promo.endsAt?.toISOString() ?? null,
          seller: { id: seller.id, name: seller.name, business_name: seller.businessName },
        })),
      };
    },

    // ---- for checkout, in its transaction ----

    /**
     * The promos these codes name among these sellers, locked, each checked for this buyer and its
     * seller's subtotal. Throws a 422 naming the first code that cannot be used.
     */
    async claim(
      tx: Executor,
      input: { codes: string[]; buyerId: number; subtotals: Map<number, number> },
      at: Date,
    ): Promise<Map<number, { order?: PromoRow; delivery?: PromoRow }>> {
      const found = await promosForCheckout(tx, input.codes, [...input.subtotals.keys()]);
      const bySeller = new Map<number, { order?: PromoRow; delivery?: PromoRow }>();
      for (const code of input.codes) {
        const matches = found.filter((promo) => promo.code === code);
        if (matches.length === 0) throw ValidationError.single(['body', 'promo_codes'], M.promoUnknown(code));
        for (const promo of matches) {
          const why = await refusal(tx, promo, input.buyerId, input.subtotals.get(promo.sellerId) ?? 0, at);
          if (why) throw ValidationError.single(['body', 'promo_codes'], why);
          const slot = bySeller.get(promo.sellerId) ?? {};
          if (slot[promo.kind]) throw ValidationError.single(['body', 'promo_codes'], M.promoTwice);
          slot[promo.kind] = promo;
          bySeller.set(promo.sellerId, slot);
        }
      }
      return bySeller;
    },

    /** Counts the use (never past max_uses) and records what it took off this order. */
    async redeem(tx: Executor, promo: PromoRow, orderId: number, buyerId: number, discountPesewas: number, at: Date): Promise<void> {
      if (!(await countUse(tx, promo.id))) throw ValidationError.single(['body', 'promo_codes'], M.promoUsedUp(promo.code));
      await insertRedemption(tx, { promoId: promo.id, orderId, buyerId, discountPesewas, createdAt: at });
    },

    release: (tx: Executor, orderId: number, at: Date) => releaseRedemptions(tx, orderId, at),
  };
}

export type PromosService = ReturnType<typeof createPromosService>;
