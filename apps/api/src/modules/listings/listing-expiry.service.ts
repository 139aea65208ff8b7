import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import { listings, listingTtls } from '@dwa/db/schema';
import { LISTING_EXPIRY_MESSAGES, type ListingBuyer, type ListingTtls } from '@dwa/shared/listings-expiry';
import { EXPIRY_REMINDER_DAYS } from '@dwa/shared/listings-expiry-constants';
import type { Listing } from '@dwa/shared/listings';
import type { MatchedRule } from '@dwa/shared/moderation';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { newStorageKey, variantKeys } from '../../lib/images';
import { task, type JobQueue } from '../../lib/jobs';
import { pictureUrl, type Storage } from '../../lib/storage';
import { quoted } from '../../lib/text';
import { isAdmin, type AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { listingLink } from './listing-access';
import { buyersOf, claimReminder, dueForReminder, expireDue, listTtls, similarTo } from './listing-expiry.repo';
import { daysFrom, type Lifetime } from './listing-lifetime';
import type { ListingNotices } from './listing-notices';
import { toListingRead, toListingReads } from './listing-read';
import { reviewNewPost } from './listing-review';
import type { Moderation } from './listing-status';
import type { ListingImageRow, ListingRow, ListingsRepo } from './listings.repo';

// Ads that expire and renew, and 'Mark as sold' (issue 33, ADR 066). A classified ad lives
// LISTING_TTL_DAYS (or its category's own) from going live; a schedule reminds its owner 3 days
// before (once per cycle: in-app and mail) and then expires it. Only `active` rows are touched:
// sold, paused, removed and waiting listings never are. The owner renews with one tap (a limited
// number of free renewals), or reposts a fresh copy. Expired and sold ads leave search, the sitemap
// and the facets by their status; their page answers 410 to everyone but the owner.

/** Reminds and expires due ads; keyed by its schedule, idempotent by the rows it claims. */
const EXPIRE_LISTINGS = task('listings:expire', z.object({}));
/** Rows one run handles; the next tick goes on. */
const BATCH = 500;
const SIMILAR = 8;

type Jobs = Pick<JobQueue, 'handle' | 'every'>;

export type ListingExpiryDeps = {
  db: Db;
  repo: Pick<ListingsRepo, 'findById' | 'findImages' | 'insertWithImages'>;
  storage: Storage;
  now: () => Date;
  jobs: Jobs;
  notifications: Pick<NotificationService, 'notify'>;
  mail: Pick<MailService, 'queue'>;
  publicUrl?: string;
  lifetime: Lifetime;
  freeRenewals: number;
  moderation: Moderation;
  contentCheck: (text: string) => Promise<MatchedRule | null>;
  notices: Pick<ListingNotices, 'heldByRule'>;
  audit: Pick<AuditService, 'record'>;
  /** A listing went live (saved searches match it; each search hears of a listing once). */
  onLive: (tx: Executor, listingId: number) => Promise<void>;
  /** Listings changed (after the commit): the search stops sharing older answers. */
  onChange: () => void;
};

const dateText = (at: Date) => at.toISOString().slice(0, 10);

export function createListingExpiryService(deps: ListingExpiryDeps) {
  const { db, repo, storage, now, notifications, mail, lifetime, freeRenewals } = deps;
  const manageLink = `${deps.publicUrl ?? ''}/manage-listings`;

  async function read(row: ListingRow, viewer: AuthUser): Promise<Listing> {
    return toListingRead(row, await repo.findImages([row.id]), { storage, viewerId: viewer.id });
  }

  async function findOwn(id: number, user: AuthUser): Promise<ListingRow> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('Listing not found');
    if (row.userId !== user.id && !isAdmin(user)) throw new ForbiddenError(LISTING_EXPIRY_MESSAGES.ownerOnly);
    return row;
  }

  async function reload(id: number, user: AuthUser): Promise<Listing> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('Listing not found');
    return read(row, user);
  }

  /** One run of the schedule: the reminders of ads expiring within 3 days, then the ads whose time is up. */
  async function runExpiry(): Promise<{ reminded: number; expired: number }> {
    const at = now();
    let reminded = 0;
    const until = daysFrom(at, EXPIRY_REMINDER_DAYS);
    for (const listing of await dueForReminder(db, at, until, BATCH)) {
      const expiresAt = listing.expiresAt;
      if (!expiresAt) continue;
      const sent = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, listing.id, { at, until }))) return false;
        const notice = {
          key: 'listingExpiresSoon' as const,
          params: { listing: quoted(listing.title), date: { day: dateText(expiresAt) } },
        };
        await notifications.notify(tx, {
          userId: listing.userId,
          kind: 'listing_expiry',
          notice,
          link: listingLink(listing.id),
          data: { listing_id: listing.id, expires_at: expiresAt.toISOString(), event: 'reminder' },
          at,
        });
        await mail.queue(tx, {
          to: listing.email,
          locale: listing.locale,
          template: 'notice',
          notice,
          action: { kind: 'listings', url: manageLink },
        });
        return true;
      });
      if (sent) reminded += 1;
    }
    const expired = await db.transaction(async (tx) => {
      const rows = await expireDue(tx, at, BATCH);
      for (const listing of rows) {
        await notifications.notify(tx, {
          userId: listing.userId,
          kind: 'listing_expiry',
          notice: { key: 'listingExpired', params: { listing: quoted(listing.title) } },
          link: listingLink(listing.id),
          data: { listing_id: listing.id, event: 'expired' },
          at,
        });
      }
      return rows.length;
    });
    if (expired > 0) deps.onChange();
    return { reminded, expired };
  }

  deps.jobs.handle(EXPIRE_LISTINGS, async () => {
    await runExpiry();
  });
  deps.jobs.every('*/15 * * * *', EXPIRE_LISTINGS);

  /** Copies a listing's photo files under new keys (the copy owns its files: deleting one never breaks the other). */
  async function copyImages(
    images: ListingImageRow[],
  ): Promise<{ rows: { storageKey: string; width: number; height: number }[]; keys: string[] }> {
    const rows: { storageKey: string; width: number; height: number }[] = [];
    const keys: string[] = [];
    try {
      for (const image of images) {
        const storageKey = newStorageKey('listings');
        const from = variantKeys(image.storageKey);
        const to = variantKeys(storageKey);
        for (const [index, key] of from.entries()) {
          const body = await storage.get(key);
          const target = to[index];
          if (!body || !target) continue;
          await storage.put(target, body, 'image/webp');
          keys.push(target);
        }
        rows.push({ storageKey, width: image.width, height: image.height });
      }
    } catch (error) {
      await storage.remove(keys);
      throw error;
    }
    return { rows, keys };
  }

  return {
    runExpiry,

    /** Development and the journeys: the owner's live classified ad reaches its expiry now, then the schedule runs. */
    async expireNow(id: number, user: AuthUser): Promise<Listing> {
      const row = await findOwn(id, user);
      if (row.status !== 'active' || row.buyNow) throw new ConflictError(LISTING_EXPIRY_MESSAGES.notRenewable);
      await db.update(listings).set({ expiresAt: now() }).where(eq(listings.id, row.id));
      await runExpiry();
      return reload(row.id, user);
    },

    /**
     * One tap: the ad is live again for a full lifetime. An expired ad, or a live one in its last
     * days; each renewal uses one of the free renewals (409 when none are left).
     */
    async renew(id: number, user: AuthUser): Promise<Listing> {
      const row = await findOwn(id, user);
      if (row.buyNow || (row.status !== 'active' && row.status !== 'expired'))
        throw new ConflictError(LISTING_EXPIRY_MESSAGES.notRenewable);
      const at = now();
      if (row.status === 'active' && row.expiresAt && row.expiresAt > daysFrom(at, EXPIRY_REMINDER_DAYS)) {
        throw new ConflictError(LISTING_EXPIRY_MESSAGES.tooEarly(EXPIRY_REMINDER_DAYS));
      }
      if (row.renewals >= freeRenewals) throw new ConflictError(LISTING_EXPIRY_MESSAGES.noRenewalsLeft(freeRenewals));
      const renewed = await db.transaction(async (tx) => {
        const expiresAt = await lifetime.expiryFor(tx, row, at);
        const rows = await tx
          .update(listings)
          .set({ status: 'active', expiresAt, expiryRemindedAt: null, renewals: row.renewals + 1, updatedAt: at })
          .where(and(eq(listings.id, row.id), eq(listings.status, row.status), eq(listings.renewals, row.renewals)))
          .returning({ id: listings.id });
        // Saved searches record each (search, listing) once: a renewed ad is never told twice.
        if (rows.length > 0 && row.status === 'expired') await deps.onLive(tx, row.id);
        return rows.length > 0;
      });
      if (!renewed) throw new ConflictError(LISTING_EXPIRY_MESSAGES.notRenewable);
      deps.onChange();
      return reload(row.id, user);
    },

    /**
     * A fresh copy of an expired, sold or paused ad as a new listing (its own photos, a new
     * lifetime, no renewals used), through the same content review as a new post.
     */
    async repost(id: number, user: AuthUser): Promise<Listing> {
      const row = await findOwn(id, user);
      const held = row.extra.moderation_hold === true;
      if (!(row.status === 'expired' || row.status === 'sold' || (row.status === 'inactive' && !held)))
        throw new ConflictError(LISTING_EXPIRY_MESSAGES.notRepostable);
      if (row.buyNow && row.status !== 'sold' && row.status !== 'inactive') throw new ConflictError(LISTING_EXPIRY_MESSAGES.notRepostable);
      const match = isAdmin(user) ? null : await deps.contentCheck(`${row.title}\n${row.description}`);
      const review = reviewNewPost(match, deps.moderation);
      const copies = await copyImages(await repo.findImages([row.id]));
      if (copies.rows.length === 0)
        throw ValidationError.single(['path', 'id'], 'This listing has no photos left to repost.', 'image_count');
      const at = now();
      let newId: number;
      try {
        const expiresAt = review.status === 'active' ? await lifetime.expiryFor(db, row, at) : null;
        newId = await repo.insertWithImages(
          {
            userId: row.userId,
            title: row.title,
            description: row.description,
            pricePesewas: row.pricePesewas,
            category: row.category,
            subCategory: row.subCategory,
            brand: row.brand,
            type: row.type,
            condition: row.condition,
            promotion: row.promotion,
            region: row.region,
            town: row.town,
            buyNow: row.buyNow,
            quantity: row.quantity,
            status: review.status,
            extra: review.extra,
            expiresAt,
            createdAt: at,
            updatedAt: at,
          },
          copies.rows,
          async (tx, listingId) => {
            if (match) await deps.notices.heldByRule(tx, { id: listingId, userId: row.userId, title: row.title }, at, match.label);
            if (review.status === 'active') await deps.onLive(tx, listingId);
          },
        );
      } catch (error) {
        await storage.remove(copies.keys);
        throw error;
      }
      deps.onChange();
      return reload(newId, user);
    },

    /** The people who messaged about the listing: whom the owner may name as its buyer. */
    async buyers(id: number, user: AuthUser): Promise<{ results: ListingBuyer[] }> {
      const row = await findOwn(id, user);
      const people = await buyersOf(db, row.id, row.userId);
      return {
        results: people.map((person) => ({
          id: person.id,
          name: person.name,
          profile_picture: pictureUrl(storage, person.profilePicture),
        })),
      };
    },

    /** 'Mark as sold', optionally naming the buyer among the people who messaged about it (422 for anyone else). */
    async markSold(id: number, user: AuthUser, buyerId: number | null): Promise<Listing> {
      const row = await findOwn(id, user);
      if (row.status === 'sold' && (buyerId ?? null) === row.soldToId) return read(row, user);
      if (row.status === 'pending' || (row.status === 'inactive' && row.extra.moderation_hold === true))
        throw new ConflictError(LISTING_EXPIRY_MESSAGES.notSellable);
      if (buyerId !== null) {
        const people = await buyersOf(db, row.id, row.userId);
        if (!people.some((person) => person.id === buyerId))
          throw ValidationError.single(['body', 'buyer_id'], LISTING_EXPIRY_MESSAGES.buyerNotInChat, 'buyer_not_in_chat');
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(listings).set({ status: 'sold', soldAt: at, soldToId: buyerId, updatedAt: at }).where(eq(listings.id, row.id));
        if (buyerId !== null && buyerId !== row.soldToId) {
          // The person named may now review the seller (issue 32: classified-deal reviews).
          await notifications.notify(tx, {
            userId: buyerId,
            kind: 'deal_review',
            notice: { key: 'dealRateIt', params: { listing: quoted(row.title) } },
            link: `/listing/${row.id}/review`,
            data: { listing_id: row.id },
            at,
          });
        }
        if (row.userId !== user.id) {
          await deps.audit.record(tx, {
            actor: user,
            action: 'listing.marked_sold',
            targetType: 'listing',
            targetId: row.id,
            before: { status: row.status },
            after: { status: 'sold', sold_to_id: buyerId },
            at,
          });
        }
      });
      deps.onChange();
      return reload(row.id, user);
    },

    /** The 'no longer available' page's listings: active ones of the same category, its sub-category first. */
    async similar(id: number): Promise<{ results: Listing[] }> {
      const row = await repo.findById(id);
      if (!row) throw new NotFoundError('Listing not found');
      const rows = await similarTo(db, row, SIMILAR);
      const images = await repo.findImages(rows.map((listing) => listing.id));
      return { results: toListingReads(rows, images, { storage, viewerId: null }) };
    },

    // The admin console: each category's own lifetime.
    async ttls(): Promise<ListingTtls> {
      const rows = await listTtls(db);
      return {
        default_days: lifetime.defaultDays,
        ttls: rows.map((row) => ({ category: row.category, days: row.days, updated_at: row.updatedAt.toISOString() })),
      };
    },

    /** Sets a category's lifetime in days, or (null) goes back to LISTING_TTL_DAYS; audit-logged. Ads already live keep theirs. */
    async setTtl(admin: AuthUser, category: string, days: number | null): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(listingTtls).where(eq(listingTtls.category, category));
        if (days === null) await tx.delete(listingTtls).where(eq(listingTtls.category, category));
        else
          await tx
            .insert(listingTtls)
            .values({ category, days, updatedAt: at, updatedBy: admin.id })
            .onConflictDoUpdate({ target: listingTtls.category, set: { days, updatedAt: at, updatedBy: admin.id } });
        await deps.audit.record(tx, {
          actor: admin,
          action: 'listing_ttl.set',
          targetType: 'category',
          targetId: 0,
          before: { category, days: before?.days ?? null },
          after: { category, days },
          at,
        });
      });
    },
  };
}

export type ListingExpiryService = ReturnType<typeof createListingExpiryService>;
