import type { Db, Executor } from '@dwa/db/client';
import { deliveryFeePesewas } from '@dwa/shared/commerce-pricing';
import {
  CART_QUANTITY_MAX,
  COMMERCE_MESSAGES as M,
  type BuyNow,
  type Cart,
  type CartItem,
  type CartProblem,
  type CartSeller,
} from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { variantKeys } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { forSale, type ListingService, type ShopFacts } from '../listings/listings.service';
import { addToLineUpTo, cartOf, findItem, removeLines, setQuantity, takeCart, type CartRow } from './cart.repo';

// The cart, kept on the server so it follows the buyer across devices. You cannot add your own
// listing, one that is not for sale, or more than its stock; lines that became unavailable since
// (sold out, paused, taken off the shop) stay in the cart, flagged, until the buyer removes them.

export type CartServiceDeps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  listings: Pick<ListingService, 'shopFacts' | 'canSee'>;
};

/** A cart line with its listing's facts, as checkout reads it. */
export type CartLine = { row: CartRow; facts: ShopFacts | undefined; problem: CartProblem | null };

export function problemOf(facts: ShopFacts | undefined, quantity: number): CartProblem | null {
  if (!facts || facts.status !== 'active') return 'inactive';
  if (!facts.buyNow) return 'not_for_sale';
  if (facts.quantity <= 0) return 'out_of_stock';
  if (facts.quantity < quantity) return 'not_enough_stock';
  return null;
}

export function stockError(facts: ShopFacts, wanted: number): ConflictError | null {
  if (!forSale(facts)) return new ConflictError(facts.status === 'active' ? M.notForSale : M.inactive);
  if (facts.quantity <= 0) return new ConflictError(M.outOfStock);
  if (wanted > facts.quantity) return new ConflictError(M.notEnoughStock(facts.quantity));
  return null;
}

export function createCartService(deps: CartServiceDeps) {
  const { db, storage, now, listings } = deps;

  const thumb = (key: string | null) => (key ? storage.url(variantKeys(key)[0]!) : null);

  async function lines(executor: Executor, userId: number): Promise<CartLine[]> {
    return withFacts(executor, await cartOf(executor, userId), {});
  }

  async function withFacts(executor: Executor, rows: CartRow[], options: { lock?: boolean }): Promise<CartLine[]> {
    const facts = await listings.shopFacts(
      rows.map((row) => row.listingId),
      { tx: executor, lock: options.lock },
    );
    return rows.map((row) => lineOfRow(row, facts.get(row.listingId)));
  }

  /**
   * Checkout's lines, in its transaction: the cart emptied and its listings locked (in id order),
   * two statements where reading, locking and emptying took three. Should the checkout fail, its
   * rollback puts the lines back.
   */
  const takeLines = async (tx: Executor, userId: number): Promise<CartLine[]> => withFacts(tx, await takeCart(tx, userId), { lock: true });

  const lineOfRow = (row: CartRow, facts: ShopFacts | undefined): CartLine => ({ row, facts, problem: problemOf(facts, row.quantity) });

  function present(all: CartLine[]): Cart {
    const bySeller = new Map<number, Omit<CartSeller, 'subtotal' | 'courier_fee'> & { subtotalPesewas: number; itemsForFee: number }>();
    let subtotal = 0;
    let itemCount = 0;
    let unavailable = 0;
    for (const { row, facts, problem } of all) {
      if (!facts) continue; // the listing was deleted: the line went with it (cascade)
      const line: CartItem = {
        listing_id: row.listingId,
        title: facts.title,
        price: pesewasToCedis(facts.pricePesewas),
        quantity: row.quantity,
        line_total: pesewasToCedis(facts.pricePesewas * row.quantity),
        image: thumb(facts.imageKey),
        stock: facts.quantity,
        available: problem === null,
        problem,
        added_at: row.createdAt.toISOString(),
      };
      const group = bySeller.get(facts.userId) ?? {
        seller: {
          id: facts.seller.id,
          name: facts.seller.name,
          business_name: facts.seller.businessName,
          has_pickup_address: Boolean(facts.seller.businessAddress?.trim()),
        },
        items: [],
        subtotalPesewas: 0,
        itemsForFee: 0,
      };
      group.items.push(line);
      if (problem === null) {
        group.subtotalPesewas += facts.pricePesewas * row.quantity;
        group.itemsForFee += row.quantity;
        subtotal += facts.pricePesewas * row.quantity;
        itemCount += row.quantity;
      } else {
        unavailable += 1;
      }
      bySeller.set(facts.userId, group);
    }
    const sellers = [...bySeller.values()].map(({ itemsForFee, subtotalPesewas, ...group }) => ({
      ...group,
      subtotal: pesewasToCedis(subtotalPesewas),
      courier_fee: pesewasToCedis(itemsForFee > 0 ? deliveryFeePesewas('courier', itemsForFee) : 0),
    }));
    return { sellers, item_count: itemCount, subtotal: pesewasToCedis(subtotal), unavailable_count: unavailable, currency: 'GHS' };
  }

  /**
   * The listing's shop facts, read once: one nobody but its owner and admins may see is not found
   * (the listing rule: a shop fact's status is 'inactive' when the seller's account is), and one's
   * own is refused.
   */
  async function checkedFacts(executor: Executor, user: AuthUser, listingId: number): Promise<ShopFacts> {
    return visibleFacts(user, listingId, (await listings.shopFacts([listingId], { tx: executor })).get(listingId));
  }

  function visibleFacts(user: AuthUser, listingId: number, facts: ShopFacts | undefined): ShopFacts {
    if (!facts || !listings.canSee(facts, user)) throw new NotFoundError(M.listingNotFound);
    if (facts.userId === user.id) throw new ForbiddenError(M.ownListing);
    return facts;
  }

  /**
   * Buy Now's one line, as checkout reads it (as if it were the whole cart, without touching the
   * cart): a listing gone is not found, one's own is refused, one that cannot be bought is flagged.
   */
  async function buyNowLines(executor: Executor, user: AuthUser, item: BuyNow, options: { lock?: boolean } = {}): Promise<CartLine[]> {
    const facts = (await listings.shopFacts([item.listing_id], { tx: executor, lock: options.lock })).get(item.listing_id);
    if (!facts) throw new NotFoundError(M.listingNotFound);
    if (facts.userId === user.id) throw new ForbiddenError(M.ownListing);
    return [lineOf(user, item, facts)];
  }

  function lineOf(user: AuthUser, item: BuyNow, facts: ShopFacts): CartLine {
    const at = now();
    return lineOfRow({ userId: user.id, listingId: item.listing_id, quantity: item.quantity, createdAt: at, updatedAt: at }, facts);
  }

  return {
    get: async (user: AuthUser): Promise<Cart> => present(await lines(db, user.id)),

    /**
     * What Buy Now would buy, shaped as a cart of that one line (the checkout page shows it): a
     * listing nobody may see is not found, one's own is refused, one that cannot be bought is flagged.
     */
    async buyNow(user: AuthUser, item: BuyNow): Promise<Cart> {
      return present([lineOf(user, item, await checkedFacts(db, user, item.listing_id))]);
    },

    async add(user: AuthUser, listingId: number, quantity: number): Promise<Cart> {
      // The cart and the shop facts of its listings and the one added, read before the write: the
      // answer is the cart as read with the written line in it (three statements, not four).
      const rows = await cartOf(db, user.id);
      const allFacts = await listings.shopFacts([listingId, ...rows.map((row) => row.listingId)]);
      const facts = visibleFacts(user, listingId, allFacts.get(listingId));
      // What the line may hold: checked for the quantity alone first (a refusal that does not depend
      // on what is in the cart), then kept by the write itself, in one statement.
      const refusal = (wanted: number) =>
        wanted > CART_QUANTITY_MAX ? ValidationError.single(['body', 'quantity'], M.quantity) : stockError(facts, wanted);
      const early = refusal(quantity);
      if (early) throw early;
      const limit = Math.min(CART_QUANTITY_MAX, facts.quantity);
      const written = await addToLineUpTo(db, { userId: user.id, listingId, quantity, limit, at: now() });
      if (written === null) {
        const current = (await findItem(db, user.id, listingId))?.quantity ?? 0;
        throw refusal(current + quantity) ?? new ConflictError(M.notEnoughStock(facts.quantity));
      }
      const after = rows.some((row) => row.listingId === listingId)
        ? rows.map((row) => (row.listingId === listingId ? written : row))
        : [...rows, written];
      return present(after.map((row) => lineOfRow(row, allFacts.get(row.listingId))));
    },

    async setQuantity(user: AuthUser, listingId: number, quantity: number): Promise<Cart> {
      if (!(await findItem(db, user.id, listingId))) throw new NotFoundError(M.notInCart);
      const facts = await checkedFacts(db, user, listingId);
      const refused = stockError(facts, quantity);
      if (refused) throw refused;
      await setQuantity(db, user.id, listingId, quantity, now());
      return present(await lines(db, user.id));
    },

    async remove(user: AuthUser, listingId: number): Promise<Cart> {
      await removeLines(db, user.id, [listingId]);
      return present(await lines(db, user.id));
    },

    // For checkout, in its transaction: the cart's lines taken with their listings locked, or Buy Now's.
    takeLines,
    buyNowLines,
  };
}

export type CartService = ReturnType<typeof createCartService>;
