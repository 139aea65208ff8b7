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
} from '@dwa/shared/saved-searches';
import type { SavedSearchFrequency, SavedSearchQuery } from '@dwa/shared/saved-searches';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { task, type createJobQueue } from '../../lib/jobs';
import { quoted } from '../../lib/text';
import type { AuthUser } from '../../plugins/auth';
import type { NotificationService } from '../notifications/notifications.service';
import { alertText, matchColumns, type MatchReason } from './saved-search-match';
import {
  countSearches,
  deleteSearch,
  findOwnSearch,
  insertSearch,
  listSearches,
  liveListing,
  lockOwner,
  markNotified,
  recordMatches,
  searchesWithWaiting,
  takeWaiting,
  updateSearch,
  type SavedSearchRow,
} from './saved-searches.repo';

// Saved searches (issue 33, ADR 060): a person keeps up to 20 Explore queries, each with how often
// its new matches are told. A listing that goes live enqueues `saved-searches:match` in the
// transaction that made it live; the job records one delivery per matching search (once per
// search and listing, whatever happens to the listing later) and tells instant searches at once;
// daily and weekly searches get one digest per search from the schedules below. An edit that lowers
// a live listing's price enqueues `saved-searches:price-drop`: the same matching, told as a price
// drop (ADR 060, addendum).

/** A listing went live: match it against the saved searches. Keyed by listing, so a burst is one job. */
const MATCH_LISTING = task('saved-searches:match', z.object({ listing_id: z.number().int().positive() }));
/** A live listing's price went down: the same matching, told as a price drop. Keyed by listing too. */
const MATCH_PRICE_DROP = task('saved-searches:price-drop', z.object({ listing_id: z.number().int().positive() }));
/** The digests of the daily and of the weekly searches (schedules). */
const SEND_DAILY_DIGESTS = task('saved-searches:digest-daily', z.object({}));
const SEND_WEEKLY_DIGESTS = task('saved-searches:digest-weekly', z.object({}));

type Jobs = Pick<ReturnType<typeof createJobQueue>, 'enqueue' | 'handle' | 'every'>;

export type SavedSearchServiceDeps = { db: Db; now: () => Date; jobs: Jobs; notifications: Pick<NotificationService, 'notify'> };

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.params,
    frequency: row.frequency,
    link: savedSearchLink(row.params),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createSavedSearchService(deps: SavedSearchServiceDeps) {
  const { db, now, jobs, notifications } = deps;
  const notFound = () => new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);

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
          ...alertText(reason, listing, match.name),
          link: `/listing/${listing.id}`,
          data: { saved_search_id: match.search_id, listing_id: listing.id, ...(reason === 'price_drop' ? { price_drop: true, price_pesewas: listing.price_pesewas } : {}) },
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

  async function sendDigests(frequency: 'daily' | 'weekly'): Promise<void> {
    for (const search of await searchesWithWaiting(db, frequency)) {
      const at = now();
      await db.transaction(async (tx) => {
        const n = await takeWaiting(tx, search.search_id, at);
        if (n === 0) return;
        await notifications.notify(tx, {
          userId: search.user_id,
          kind: 'saved_search',
          title: `${n} new listing${n === 1 ? '' : 's'} for your saved search ${quoted(search.name)}`,
          body: null,
          link: savedSearchLink(search.params),
          data: { saved_search_id: search.search_id, count: n },
          at,
        });
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

    async create(user: AuthUser, input: { name?: string; query: SavedSearchQuery; frequency: SavedSearchFrequency }): Promise<SavedSearch> {
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
          ...matchColumns(input.query),
          createdAt: at,
          updatedAt: at,
        });
      });
      return toSavedSearch(row);
    },

    async change(user: AuthUser, id: number, changes: { name?: string; frequency?: SavedSearchFrequency }): Promise<SavedSearch> {
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
