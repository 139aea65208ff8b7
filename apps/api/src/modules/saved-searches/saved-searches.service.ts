import { z } from 'zod';
import type { Db, Executor } from '@dwa/db/client';
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  savedSearchDefaultName,
  savedSearchLink,
  savedSearchParams,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchUnsubscribe,
} from '@dwa/shared/saved-searches';
import type { SavedSearchFrequency, SavedSearchQuery } from '@dwa/shared/saved-searches';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { LISTING_WIDTHS, variantKeys } from '../../lib/images';
import { task, type createJobQueue } from '../../lib/jobs';
import { parseLocale, type Locale } from '../../lib/locale';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { DIGEST_MAX_LISTINGS, type MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { alertNotice, digestNotice, matchColumns, type MatchReason } from './saved-search-match';
import {
  countSearches,
  deleteSearch,
  findOwnSearch,
  insertSearch,
  listSearches,
  liveListing,
  liveListingsOf,
  lockOwner,
  markNotified,
  searchWithLocale,
  recordMatches,
  searchesWithWaiting,
  takeWaiting,
  updateSearch,
  type DigestDue,
  type SavedSearchRow,
} from './saved-searches.repo';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

// Saved searches (issue 33, ADR 060): a person keeps up to 20 Explore queries, each with how often
// its new matches are told. A listing that goes live enqueues `saved-searches:match` in the
// transaction that made it live; the job records one delivery per matching search (once per
// search and listing, whatever happens to the listing later) and tells instant searches at once;
// daily and weekly searches get one digest per search from the schedules below. An edit that lowers
// a live listing's price enqueues `saved-searches:price-drop`: the same matching, told as a price
// drop (ADR 060, addendum). A daily or weekly digest is also mailed (ADR 073) unless the search's
// email is off: at most 10 listings with photos and prices, and a signed one-click unsubscribe link.

/** A listing went live: match it against the saved searches. Keyed by listing, so a burst is one job. */
const MATCH_LISTING = task('saved-searches:match', z.object({ listing_id: z.number().int().positive() }));
/** A live listing's price went down: the same matching, told as a price drop. Keyed by listing too. */
const MATCH_PRICE_DROP = task('saved-searches:price-drop', z.object({ listing_id: z.number().int().positive() }));
/** The digests of the daily and of the weekly searches (schedules). */
const SEND_DAILY_DIGESTS = task('saved-searches:digest-daily', z.object({}));
const SEND_WEEKLY_DIGESTS = task('saved-searches:digest-weekly', z.object({}));

type Jobs = Pick<ReturnType<typeof createJobQueue>, 'enqueue' | 'handle' | 'every'>;

export type SavedSearchServiceDeps = {
  db: Db;
  now: () => Date;
  jobs: Jobs;
  notifications: Pick<NotificationService, 'notify'>;
  mail: Pick<MailService, 'queue'>;
  storage: Pick<Storage, 'url'>;
  /** The site's address, for the mail's links (relative when unset, in development). */
  publicUrl?: string;
  /** Signs the unsubscribe links (config.unsubscribeSecret). */
  unsubscribeSecret: string;
};

/** The unsubscribe link's refusals (the API's own sentences, English like its others; the page says them in nine languages). */
export const UNSUBSCRIBE_MESSAGES = { link: 'This unsubscribe link is not valid.', gone: 'This saved search no longer exists.' } as const;

/** The public page (and RFC 8058 one-click target) of a search's unsubscribe link, without the origin. */
export const unsubscribePath = (searchId: number, token: string): string =>
  `/unsubscribe/saved-searches/${searchId}?token=${encodeURIComponent(token)}`;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.params,
    frequency: row.frequency,
    email: row.email,
    link: savedSearchLink(row.params),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createSavedSearchService(deps: SavedSearchServiceDeps) {
  const { db, now, jobs, notifications, mail, storage, unsubscribeSecret } = deps;
  const notFound = () => new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  const absolute = (path: string) => (path.startsWith('/') ? `${deps.publicUrl ?? ''}${path}` : path);

  async function matchListing(listingId: number, reason: MatchReason = 'live'): Promise<void> {
    const listing = await liveListing(db, listingId);
    if (!listing) return; // gone, or off again before the job ran
    const at = now();
    await db.transaction(async (tx) => {
      const matches = await recordMatches(tx, listing, at);
      const instant = matches.filter((match) => match.frequency === 'instant');
      for (const match of instant) {
        await notifications.notify(tx, {
          userId: match.user_id,
          kind: 'saved_search',
          notice: alertNotice(reason, listing, match.name),
          link: `/listing/${listing.id}`,
          data: {
            saved_search_id: match.search_id,
            listing_id: listing.id,
            ...(reason === 'price_drop' ? { price_drop: true, price_pesewas: listing.price_pesewas } : {}),
          },
          at,
        });
      }
      await markNotified(
        tx,
        instant.map((match) => match.search_id),
        listing.id,
        at,
      );
    });
  }

  /** The digest mail of `search` for these listings, in its owner's language; none when none is live any more. */
  async function mailDigest(tx: Executor, search: DigestDue, frequency: 'daily' | 'weekly', listingIds: number[]): Promise<void> {
    const rows = await liveListingsOf(tx, listingIds, DIGEST_MAX_LISTINGS);
    if (rows.length === 0) return;
    const unsubscribeUrl = absolute(
      unsubscribePath(search.search_id, signUnsubscribe(unsubscribeSecret, search.search_id, search.user_id)),
    );
    await mail.queue(tx, {
      to: search.user_email,
      locale: search.locale,
      template: 'digest',
      name: search.user_name,
      search: search.name,
      frequency,
      listings: rows.map((row) => ({
        title: row.title,
        pricePesewas: row.price_pesewas,
        url: absolute(`/listing/${row.id}`),
        image: row.image_key ? absolute(storage.url(variantKeys(row.image_key, LISTING_WIDTHS)[0]!)) : null,
      })),
      more: rows[0]!.total - rows.length,
      searchUrl: absolute(savedSearchLink(search.params)),
      unsubscribeUrl,
      // RFC 2369 and RFC 8058: mail apps show their own unsubscribe button, which POSTs to the same URL.
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  async function sendDigests(frequency: 'daily' | 'weekly'): Promise<void> {
    for (const search of await searchesWithWaiting(db, frequency)) {
      const at = now();
      await db.transaction(async (tx) => {
        const listingIds = await takeWaiting(tx, search.search_id, at);
        const n = listingIds.length;
        if (n === 0) return;
        await notifications.notify(tx, {
          userId: search.user_id,
          kind: 'saved_search',
          notice: digestNotice(n, search.name),
          link: savedSearchLink(search.params),
          data: { saved_search_id: search.search_id, count: n },
          at,
        });
        if (search.email) await mailDigest(tx, search, frequency, listingIds);
      });
    }
  }

  jobs.handle(MATCH_LISTING, (payload) => matchListing(payload.listing_id));
  jobs.handle(MATCH_PRICE_DROP, (payload) => matchListing(payload.listing_id, 'price_drop'));
  jobs.handle(SEND_DAILY_DIGESTS, () => sendDigests('daily'));
  jobs.handle(SEND_WEEKLY_DIGESTS, () => sendDigests('weekly'));
  // 08:00 in Ghana (UTC+0) every day; the weekly one on Mondays.
  jobs.every('0 8 * * *', SEND_DAILY_DIGESTS);
  jobs.every('0 8 * * 1', SEND_WEEKLY_DIGESTS);

  return {
    /** For listings (through services.ts): a listing went live in `tx`; its matching runs once that commits. */
    listingLive: (tx: Executor, listingId: number): Promise<void> =>
      jobs.enqueue(tx, MATCH_LISTING, { listing_id: listingId }, { key: `saved-searches:match:${listingId}` }),

    /**
     * For listings: an edit lowered a live listing's price in `tx`. The same matching runs once that
     * commits, so a search whose price range now takes it is told (once per search, as ever).
     */
    listingPriceDropped: (tx: Executor, listingId: number): Promise<void> =>
      jobs.enqueue(tx, MATCH_PRICE_DROP, { listing_id: listingId }, { key: `saved-searches:price-drop:${listingId}` }),

    /** The matching itself (the job's body; the bench calls it). */
    matchListing,
    sendDigests,

    async list(user: AuthUser): Promise<SavedSearchList> {
      return { results: (await listSearches(db, user.id)).map(toSavedSearch), limit: SAVED_SEARCH_LIMIT };
    },

    /**
     * The search an unsubscribe link names, signed out (ADR 073): 403 when the token is not this
     * search's (changed, or another search's), 404 when it was (validly) signed but the search is gone.
     * `stop`: turn its mail off (the link's POST, and RFC 8058's one-click POST); else only look.
     */
    async unsubscribe(id: number, token: string, stop: boolean): Promise<SavedSearchUnsubscribe & { locale: Locale }> {
      const owner = verifyUnsubscribe(unsubscribeSecret, id, token);
      if (owner === null) throw new ForbiddenError(UNSUBSCRIBE_MESSAGES.link);
      const row = await searchWithLocale(db, id);
      if (!row || row.userId !== owner) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.gone);
      const email = stop ? ((await updateSearch(db, owner, id, { email: false, updatedAt: now() }))?.email ?? false) : row.email;
      return { id: row.id, name: row.name, email, locale: parseLocale(row.locale) ?? 'en' };
    },

    async create(
      user: AuthUser,
      input: { name?: string; query: SavedSearchQuery; frequency: SavedSearchFrequency; email?: boolean },
    ): Promise<SavedSearch> {
      const params = savedSearchParams(input.query);
      const at = now();
      const row = await db.transaction(async (tx) => {
        await lockOwner(tx, user.id);
        if ((await countSearches(tx, user.id)) >= SAVED_SEARCH_LIMIT) throw new ConflictError(SAVED_SEARCH_MESSAGES.limit);
        return insertSearch(tx, {
          userId: user.id,
          name: input.name ?? savedSearchDefaultName(params),
          params: params as Record<string, string>,
          frequency: input.frequency,
          email: input.email ?? true,
          ...matchColumns(input.query),
          createdAt: at,
          updatedAt: at,
        });
      });
      return toSavedSearch(row);
    },

    async change(
      user: AuthUser,
      id: number,
      changes: { name?: string; frequency?: SavedSearchFrequency; email?: boolean },
    ): Promise<SavedSearch> {
      const row = await updateSearch(db, user.id, id, { ...changes, updatedAt: now() });
      if (!row) throw notFound();
      return toSavedSearch(row);
    },

    async get(user: AuthUser, id: number): Promise<SavedSearch> {
      const row = await findOwnSearch(db, user.id, id);
      if (!row) throw notFound();
      return toSavedSearch(row);
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      if (!(await deleteSearch(db, user.id, id))) throw notFound();
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
