import type { FastifyBaseLogger } from 'fastify';
import { canSell } from '@dwa/shared/catalogue';
import type { ValidationIssue } from '@dwa/shared/errors';
import { imageCountError, listingInputSchema, type Listing, type ListingInput, type SavedListingsPage } from '@dwa/shared/listings';
import { LISTING_EXPIRY_MESSAGES } from '@dwa/shared/listings-expiry';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ValidationError } from '../../lib/errors';
import { variantKeys } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { toIssues } from '../../lib/validate';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { Db, Executor } from '@dwa/db/client';
import {
  addToCounter,
  canSeeListing,
  counterOf,
  findListingRef,
  findVisibleListing,
  LISTING_NOT_FOUND,
  listingLink,
  setBoosted,
  type ListingCounter,
  type ListingRef,
} from './listing-access';
import { columnsToFormValues, inputToColumns } from './listing-columns';
import { keepImagesFrom, listingFieldsFrom } from './listing-fields';
import { countPublicListings, publicListingKeys, type PublicListingKey } from './listing-public';
import { toListingRead, toListingReads } from './listing-read';
import type { MatchedRule } from '@dwa/shared/moderation';
import type { ListingNotices } from './listing-notices';
import type { Lifetime } from './listing-lifetime';
import { reviewEdit, reviewNewPost } from './listing-review';
import { lowersLivePrice, planStatusChange, type Moderation, type StatusActor } from './listing-status';
import { imageContentIssues, removeStoredImages, storeImages, type ListingForm } from './listing-uploads';
import type { ListingChanges, ListingImageRow, ListingRow, ListingsRepo } from './listings.repo';
import { openFlagsBy } from './listings.repo';
import { savedListingsPage, type SavedKind } from './saved-listings';
import { forSale, returnStock, shopFacts, takeStocks, type ShopFacts } from './listing-stock';

export type { ListingCounter, ListingRef, PublicListingKey, SavedKind, ShopFacts };
export { forSale };
export { listingLink };
/** The Explore search's words as a text-search query (saved searches match new listings with it). */
export { toTsQuery } from './search-text';

// Listing rules: who may post, see and change what, the form's validation, and keeping the
// database and the stored photos consistent (no listing without its photos, no orphan files).

export const LISTING_ERRORS = {
  sellersOnly: "Only user type 'sellers' can post listings.",
  notOwner: 'You can only change your own listings.',
  notFound: LISTING_NOT_FOUND,
} as const;

/** A view counts at most once per viewer per hour. */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;

export type ListingServiceDeps = {
  db: Db;
  repo: ListingsRepo;
  storage: Storage;
  now: () => Date;
  moderation: Moderation;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Listings changed (after the commit): the search stops sharing older answers. */
  onChange: () => void;
  /** The content rule a listing's text matches, if any (modules/content-rules); a match sends it to review. */
  contentCheck: (text: string) => Promise<MatchedRule | null>;
  notices: Pick<ListingNotices, 'heldByRule'>;
  /** An admin's edit, status change or delete of someone else's listing is written to the audit log. */
  audit: Pick<AuditService, 'record'>;
  /** A listing went live, in the transaction that made it so (saved searches enqueue their matching). */
  onLive: (tx: Executor, listingId: number) => Promise<void>;
  /** An edit lowered a live listing's price, in the transaction of the edit (saved searches enqueue a re-match). */
  onPriceDrop: (tx: Executor, listingId: number) => Promise<void>;
  /** How long a classified ad stays live (ADR 066). */
  lifetime: Lifetime;
  /** LISTING_FREE_RENEWALS, answered with the owner's listings. */
  freeRenewals: number;
};

type Viewer = AuthUser | null;

const holdOf = (row: ListingRow) => row.extra.moderation_hold === true;

export function createListingService(deps: ListingServiceDeps) {
  const { db, repo, storage, now, moderation, log } = deps;
  const listingsChanged = deps.onChange;

  /** The audit row of an admin acting on another person's listing through the owner's endpoints; none for the owner. */
  function adminAudit(user: AuthUser, row: ListingRow, action: string, after: Record<string, unknown> | null, at: Date) {
    if (row.userId === user.id || !isAdmin(user)) return undefined;
    return async (tx: Executor) => {
      await deps.audit.record(tx, {
        actor: user,
        action,
        targetType: 'listing',
        targetId: row.id,
        before: { title: row.title, status: row.status, user_id: row.userId },
        after,
        at,
      });
    };
  }

  async function read(row: ListingRow, viewer: Viewer): Promise<Listing> {
    const viewerId = viewer?.id ?? null;
    const [images, flagged] = await Promise.all([repo.findImages([row.id]), openFlagsBy(db, viewerId, [row.id])]);
    return toListingRead(row, images, { storage, viewerId, flagged });
  }

  async function reads(rows: ListingRow[], viewer: Viewer): Promise<Listing[]> {
    const viewerId = viewer?.id ?? null;
    const ids = rows.map((row) => row.id);
    const [images, flagged] = await Promise.all([repo.findImages(ids), openFlagsBy(db, viewerId, ids)]);
    return toListingReads(rows, images, { storage, viewerId, flagged });
  }

  /**
   * A listing that is not active, or whose seller is deactivated, exists only for its owner and
   * admins; an expired or sold one answers 410 (no longer available) to everyone else.
   */
  async function findVisible(id: number, viewer: Viewer): Promise<ListingRow> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError(LISTING_ERRORS.notFound);
    const privileged = viewer?.id === row.userId || isAdmin(viewer);
    if ((row.status === 'expired' || row.status === 'sold') && row.seller.isActive && !privileged)
      throw new GoneError(LISTING_EXPIRY_MESSAGES.gone);
    if ((row.status !== 'active' || !row.seller.isActive) && viewer?.id !== row.userId && !isAdmin(viewer))
      throw new NotFoundError(LISTING_ERRORS.notFound);
    return row;
  }

  async function findChangeable(id: number, user: AuthUser): Promise<ListingRow> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError(LISTING_ERRORS.notFound);
    if (row.userId !== user.id && !isAdmin(user)) throw new ForbiddenError(LISTING_ERRORS.notOwner);
    return row;
  }

  /** The rule the owner's text matches; an admin's own words are not checked. */
  async function contentMatch(user: AuthUser, input: ListingInput): Promise<MatchedRule | null> {
    return isAdmin(user) ? null : deps.contentCheck(`${input.title}\n${input.description}`);
  }

  function checkFields(
    values: Record<string, unknown>,
    extraIssues: ValidationIssue[],
  ): { input?: ListingInput; issues: ValidationIssue[] } {
    const result = listingInputSchema.safeParse(values);
    const issues = [...extraIssues, ...(result.success ? [] : toIssues(result.error, 'body'))];
    return { input: result.data, issues };
  }

  /** Best effort: the rows are already gone, so a file that cannot be removed is logged, not fatal. */
  async function removeFiles(images: ListingImageRow[]): Promise<void> {
    const keys = images.flatMap((image) => variantKeys(image.storageKey));
    await storage.remove(keys).catch((error: unknown) => log.warn({ err: error, keys }, 'could not remove listing photos'));
  }

  return {
    // For other modules (likes, comments, reports, chat, delivery): the listing facts they need and
    // the visibility rule, inside their own transaction when they pass one.
    findRef: (id: number, options: { tx?: Executor; forUpdate?: boolean } = {}): Promise<ListingRef | null> =>
      findListingRef(options.tx ?? db, id, options),
    findVisibleRef: (id: number, viewer: Viewer, options: { tx?: Executor; forUpdate?: boolean } = {}): Promise<ListingRef> =>
      findVisibleListing(options.tx ?? db, id, viewer, options),
    canSee: canSeeListing,
    /** A like or a comment moves its counter in the transaction that wrote it. */
    addToCounter: (tx: Executor, id: number, counter: ListingCounter, delta: 1 | -1): Promise<number> =>
      addToCounter(tx, id, counter, delta),
    counter: (tx: Executor, id: number, counter: ListingCounter): Promise<number> => counterOf(tx, id, counter),
    /** The caller's liked or saved listings, in the listing read shape. */
    saved: (kind: SavedKind, user: AuthUser, query: { cursor?: string; limit: number }): Promise<SavedListingsPage> =>
      savedListingsPage({ db, storage }, kind, user.id, query),

    // For the sitemap (seo): the public listings (the search's rule), in id order by keyset.
    publicKeys: (page: { afterId: number; limit: number; offset?: number }): Promise<PublicListingKey[]> => publicListingKeys(db, page),
    countPublic: (): Promise<number> => countPublicListings(db),

    // For the shop (cart, checkout, orders): the facts of listings for sale, and their stock.
    shopFacts: (ids: number[], options: { tx?: Executor; lock?: boolean } = {}): Promise<Map<number, ShopFacts>> =>
      shopFacts(options.tx ?? db, ids, options),
    /** All or none: false when one of the listings has too few left. */
    takeStocks: (tx: Executor, wanted: { id: number; count: number }[]): Promise<boolean> => takeStocks(tx, wanted),
    returnStock: (tx: Executor, id: number, count: number): Promise<void> => returnStock(tx, id, count),
    /** A paid boost started or ended (ADR 072): the listing's badge, in the boost's transaction. */
    setBoosted: (tx: Executor, id: number, running: { featured: boolean; urgent: boolean }): Promise<void> => setBoosted(tx, id, running),
    /** Stock or status changed elsewhere (after the commit): searches stop sharing older answers. */
    changed: (): void => listingsChanged(),

    /** `readForm` runs once the caller may post, so a refused request's photos are never read. */
    async create(user: AuthUser, readForm: () => Promise<ListingForm>): Promise<Listing> {
      if (!canSell(user.userType)) throw new ForbiddenError(LISTING_ERRORS.sellersOnly);
      const form = await readForm();
      const fields = listingFieldsFrom(form.fields);
      const { input, issues } = checkFields(fields.value, fields.issues);
      const countError = imageCountError(form.imageCount);
      if (countError) issues.push({ loc: ['body', 'images'], msg: countError, type: 'image_count' });
      else issues.push(...(await imageContentIssues(form.images)));
      if (issues.length > 0 || !input) throw new ValidationError(issues);
      const match = await contentMatch(user, input);
      const review = reviewNewPost(match, moderation);

      // Files first, then the rows in one transaction: a failed insert removes the files; a crash
      // between the two leaves files no row names, which sweep-uploads removes (never a listing
      // without its photos).
      const stored = await storeImages(storage, form.images);
      const at = now();
      const expiresAt =
        review.status === 'active' ? await deps.lifetime.expiryFor(db, { category: input.category, buyNow: input.buy_now }, at) : null;
      let id: number;
      try {
        id = await repo.insertWithImages(
          {
            ...inputToColumns(input),
            userId: user.id,
            status: review.status,
            extra: review.extra,
            expiresAt,
            createdAt: at,
            updatedAt: at,
          },
          stored.map(({ storageKey, width, height }) => ({ storageKey, width, height })),
          async (tx, listingId) => {
            if (match) await deps.notices.heldByRule(tx, { id: listingId, userId: user.id, title: input.title }, at, match.label);
            if (review.status === 'active') await deps.onLive(tx, listingId);
          },
        );
      } catch (error) {
        await removeStoredImages(storage, stored);
        throw error;
      }
      // Committed: from here on the photos are the listing's, whatever happens to the answer.
      listingsChanged();
      const row = await repo.findById(id);
      if (!row) throw new Error(`Listing ${id} vanished after insert`);
      return read(row, user);
    },

    /** The detail page: counts a view (not the owner's, at most once per viewer per hour). */
    async view(id: number, viewer: Viewer, ip: string): Promise<Listing> {
      const row = await findVisible(id, viewer);
      if (row.status === 'active' && viewer?.id !== row.userId) {
        const at = now();
        const key = viewer ? `u:${viewer.id}` : `ip:${ip}`;
        const views = await repo.recordView(row.id, key, at, new Date(at.getTime() - VIEW_WINDOW_MS));
        if (views !== null) row.viewsCount = views;
      }
      return read(row, viewer);
    },

    async images(id: number, viewer: Viewer): Promise<Pick<Listing, 'images' | 'image_variants'>> {
      const listing = await read(await findVisible(id, viewer), viewer);
      return { images: listing.images, image_variants: listing.image_variants };
    },

    async counts(id: number, viewer: Viewer): Promise<{ likes: number; comments: number }> {
      const row = await findVisible(id, viewer);
      return { likes: row.likesCount, comments: row.commentsCount };
    },

    async mine(user: AuthUser): Promise<{ results: Listing[]; total: number; free_renewals: number }> {
      const results = await reads(await repo.listByUser(user.id), user);
      return { results, total: results.length, free_renewals: deps.freeRenewals };
    },

    /** Edit: the fields sent replace the stored ones; photos are the kept ones then the new ones. */
    async update(id: number, user: AuthUser, readForm: () => Promise<ListingForm>): Promise<Listing> {
      const row = await findChangeable(id, user);
      const form = await readForm();
      const fields = listingFieldsFrom(form.fields);
      const { input, issues } = checkFields({ ...columnsToFormValues(row), ...fields.value }, fields.issues);
      const existing = await repo.findImages([row.id]);
      const keep = keepImagesFrom(form.fields.keep_images, existing, storage);
      issues.push(...keep.issues);
      const countError = keep.issues.length === 0 ? imageCountError(keep.value.length + form.imageCount) : null;
      if (countError) issues.push({ loc: ['body', 'images'], msg: countError, type: 'image_count' });
      else issues.push(...(await imageContentIssues(form.images)));
      if (issues.length > 0 || !input) throw new ValidationError(issues);
      const match = await contentMatch(user, input);
      const review = isAdmin(user) ? null : reviewEdit(row, match, moderation);

      const stored = await storeImages(storage, form.images);
      const at = now();
      const changes: ListingChanges = {
        ...inputToColumns(input),
        ...(review ? { status: review.status, extra: review.extra } : {}),
        updatedAt: at,
      };
      // A shop listing never expires; a live one that becomes a classified ad starts its lifetime now.
      if (input.buy_now) changes.expiresAt = null;
      else if (row.expiresAt === null && (changes.status ?? row.status) === 'active')
        changes.expiresAt = await deps.lifetime.expiryFor(db, { category: input.category, buyNow: false }, at);
      const notice =
        review?.held && match
          ? (tx: Executor) => deps.notices.heldByRule(tx, { id: row.id, userId: row.userId, title: input.title }, at, match.label)
          : undefined;
      const audited = adminAudit(user, row, 'listing.edited', { title: input.title, status: changes.status ?? row.status }, at);
      const priceDropped = lowersLivePrice(
        { status: row.status, pricePesewas: Number(row.pricePesewas) },
        { status: changes.status ?? row.status, pricePesewas: Number(changes.pricePesewas ?? row.pricePesewas) },
      );
      const tell =
        notice || audited || priceDropped
          ? async (tx: Executor) => {
              await notice?.(tx);
              await audited?.(tx);
              if (priceDropped) await deps.onPriceDrop(tx, row.id);
            }
          : undefined;
      let dropped: ListingImageRow[];
      try {
        const added = stored.map(({ storageKey, width, height }) => ({ storageKey, width, height }));
        dropped = await repo.updateWithImages(row.id, changes, keep.value, added, tell);
        listingsChanged();
      } catch (error) {
        await removeStoredImages(storage, stored);
        throw error;
      }
      await removeFiles(dropped);
      const updated = await repo.findById(row.id);
      if (!updated) throw new NotFoundError(LISTING_ERRORS.notFound);
      return read(updated, user);
    },

    /** Owner's toggle, or an admin's decision (`asAdmin`), through the status state machine. */
    async changeStatus(id: number, user: AuthUser, to: 'active' | 'inactive', options: { asAdmin?: boolean } = {}): Promise<Listing> {
      const row = options.asAdmin ? await repo.findById(id) : await findChangeable(id, user);
      if (!row) throw new NotFoundError(LISTING_ERRORS.notFound);
      const actor: StatusActor = options.asAdmin || row.userId !== user.id ? 'admin' : 'owner';
      const plan = planStatusChange({ from: row.status, to, actor, moderation, moderationHold: holdOf(row) });
      if (!plan.ok) throw new ConflictError(plan.reason);
      if (plan.transition) {
        const at = now();
        // A paused ad whose lifetime ran out meanwhile is renewed, not switched back on (ADR 066).
        if (plan.to === 'active' && row.expiresAt !== null && row.expiresAt <= at && actor === 'owner')
          throw new ConflictError(LISTING_EXPIRY_MESSAGES.expiredActivate);
        const expiresAt =
          plan.to === 'active' && (row.expiresAt === null || plan.transition === 'approve')
            ? await deps.lifetime.expiryFor(db, row, at)
            : row.expiresAt;
        const audited = adminAudit(user, row, 'listing.status_changed', { status: plan.to }, at);
        await repo.update(
          row.id,
          { status: plan.to, extra: { ...row.extra, moderation_hold: plan.moderationHold }, expiresAt, updatedAt: at },
          async (tx) => {
            await audited?.(tx);
            if (plan.to === 'active') await deps.onLive(tx, row.id);
          },
        );
        listingsChanged();
      }
      const updated = await repo.findById(row.id);
      if (!updated) throw new NotFoundError(LISTING_ERRORS.notFound);
      return read(updated, user);
    },

    /** Deletes the listing, then (once that has committed) its photo files. */
    async remove(id: number, user: AuthUser): Promise<void> {
      const row = await findChangeable(id, user);
      const images = await repo.delete(row.id, adminAudit(user, row, 'listing.deleted', null, now()));
      listingsChanged();
      await removeFiles(images);
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
