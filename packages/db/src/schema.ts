import { sql } from 'drizzle-orm';
import {
  bigint,
  primaryKey,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    userType: text('user_type', { enum: ['CUSTOMER', 'SELLER', 'COURIER', 'ADMIN'] })
      .notNull()
      .default('CUSTOMER'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    profilePicture: text('profile_picture'),
    bio: text('bio'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    birthdate: date('birthdate'),
    businessName: text('business_name'),
    businessDescription: text('business_description'),
    businessType: text('business_type'),
    businessRegistrationNumber: text('business_registration_number'),
    businessPhone: text('business_phone'),
    businessEmail: text('business_email'),
    businessWebsite: text('business_website'),
    businessAddress: text('business_address'),
    /** Bumped to sign out every token issued before (password reset, sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The number this person proved by an SMS code, in E.164 (ADR 063): at most one per account, and
     * one account per number (the unique index). `phone` above is the profile's unproven contact number.
     */
    verifiedPhone: text('verified_phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** When this person's Ghana Card and selfie were accepted (issue 32, ADR 069): the 'ID verified' badge. */
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    /** The interface language this person last used (the dwa_lang cookie; ADR 073): their mail is written in it. */
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_verified_phone_key').on(t.verifiedPhone)],
);

export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Integer pesewas; the API answers cedis. */
    pricePesewas: bigint('price_pesewas', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    brand: text('brand'),
    type: text('type'),
    condition: text('condition'),
    /** The kind of the listing's active paid boost (ADR 072), kept by the boosts module; never the seller's form. */
    /**
     * The badge (ADR 072, 076): URGENT while a paid Urgent boost runs, else FEATURED while a paid
     * Featured boost runs, else NONE. Written by the boosts module only.
     */
    promotion: text('promotion', { enum: ['NONE', 'FEATURED', 'URGENT'] })
      .notNull()
      .default('NONE'),
    /** A paid Featured boost runs (the featured slots, ADR 072): beside an Urgent one too (ADR 076). */
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: ['pending', 'active', 'inactive', 'expired', 'sold'] })
      .notNull()
      .default('active'),
    region: text('region'),
    town: text('town'),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Offered in the shop (Buy Now / Add to Cart); classified-only listings keep it false. */
    buyNow: boolean('buy_now').notNull().default(false),
    /** Units in stock; checkout takes them atomically and never below 0. */
    quantity: integer('quantity').notNull().default(0),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * When a classified ad leaves search (ADR 066): LISTING_TTL_DAYS (or its category's own) after it
     * went live or was renewed; null for shop listings (buy_now), which never expire.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the expiry reminder of the current cycle was sent (cleared by a renewal). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Free renewals the owner has used. */
    renewals: integer('renewals').notNull().default(0),
    /** Marked as sold: when, and the buyer the owner named among the people who messaged about it. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldToId: integer('sold_to_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The default ("newest") order key: the posting time in UTC, with URGENT ads (a paid boost)
     * sorted as if posted 3 days later (docs/decisions/004-search.md, ADR 072: the urgent lift;
     * a FEATURED ad keeps its own place and gets the featured slots). Without a zone because a
     * generated column needs an immutable expression. Internal: never answered.
     */
    rankedAt: timestamp('ranked_at', { mode: 'string' }).generatedAlwaysAs(
      sql`(created_at AT TIME ZONE 'UTC') + CASE WHEN promotion = 'URGENT' THEN interval '3 days' ELSE interval '0 days' END`,
    ),
    /** The `popular` order key. */
    popularity: integer('popularity').generatedAlwaysAs(sql`likes_count + views_count`),
    /**
     * The seller's smoothed score in tenths (47 = 4.7; 0 without reviews), copied from seller_stats by
     * triggers (migration 0029_seller_stats, ADR 067): the `rating` sort key and the min_rating filter.
     * Internal: the answer shows the score from seller_stats.
     */
    sellerScore: smallint('seller_score').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand, '') || ' ' || category || ' ' || sub_category), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    index('listings_user_idx').on(t.userId, t.createdAt),
    index('listings_shop_idx')
      .on(t.rankedAt.desc(), t.id.desc())
      .where(sql`status = 'active' AND buy_now`),
    check('listings_quantity_check', sql`${t.quantity} >= 0 AND ${t.quantity} <= 9999`),
    index('listings_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listings_status_price_idx').on(t.status, t.pricePesewas, t.id),
    // The search's keyset pages: each matches a sort's ORDER BY exactly (listings.search-sql.ts).
    index('listings_status_ranked_idx').on(t.status, t.rankedAt.desc(), t.id.desc()),
    index('listings_status_popular_idx').on(t.status, t.popularity.desc(), t.id.desc()),
    index('listings_status_seller_score_idx').on(t.status, t.sellerScore.desc(), t.id.desc()),
    index('listings_category_ranked_idx').on(t.status, t.category, t.rankedAt.desc(), t.id.desc()),
    index('listings_subcategory_ranked_idx').on(t.status, t.category, t.subCategory, t.rankedAt.desc(), t.id.desc()),
    index('listings_category_price_idx').on(t.status, t.category, t.pricePesewas, t.id),
    index('listings_search_idx').using('gin', t.search),
    // The featured slots' pool (ADR 072): the few active listings with a paid Featured boost.
    index('listings_featured_idx')
      .on(t.id)
      .where(sql`status = 'active' AND featured`),
    // The pool's words (ADR 093): a q that few boosted listings have is found here, not by walking
    // every boosted listing (125 ms for an unknown word at a million listings).
    index('listings_featured_search_idx')
      .using('gin', t.search)
      .where(sql`status = 'active' AND featured`),
    index('listings_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active' AND expires_at IS NOT NULL`),
    index('listings_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('listings_brand_trgm_idx').using('gin', sql`${t.brand} gin_trgm_ops`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage key without the variant suffix: `listings/<random>`; variants are `<key>-<width>.webp`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * How many listings the search shows (active, of an active seller) per combination of the facets'
 * dimensions, kept by triggers on listings and users (migration 0015_listing_facet_counts), so the
 * filter UI's counts never scan listings (docs/decisions/042-search-at-a-million-listings.md).
 * A missing region or condition is ''. Rows whose count fell to 0 stay (the combinations are few).
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    region: text('region').notNull(),
    condition: text('condition').notNull(),
    promotion: text('promotion').notNull(),
    buyNow: boolean('buy_now').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.subCategory, t.region, t.condition, t.promotion, t.buyNow] })],
);

/** Mail that was sent, or would have been without SMTP: dev and tests read it back. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part (ADR 073); null for mail written before it. */
    html: text('html'),
    /** Extra headers the mail went out with (List-Unsubscribe, ...). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * Every mail Dwa sends (ADR 056): written in the transaction that decides it, then delivered by a
 * job (`mail:send`) with retries; the row says how it went. A one-time code's subject and text are
 * wiped once delivered (`sensitive`), so the table never keeps a usable code.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The mail as blocks (ADR 073): its HTML part is rendered from it when the job sends it; wiped with a code's words. */
    doc: jsonb('doc').$type<Record<string, unknown>>(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on a digest). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mails_status_idx').on(t.status, t.createdAt)],
);

/**
 * Text messages (ADR 063), like mails: written in the business transaction, sent by the `sms:send`
 * job through the configured provider; a one-time code's words are wiped once sent.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the message, once it accepted it. */
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_status_idx').on(t.status, t.createdAt)],
);

/** The SMS sandbox's outbox: what would have been texted (development and tests, read at /api/v1/dev/sms). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);

/** One-time codes (email verification, password reset) and reset tokens, stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'reset_token', 'phone_verify', 'phone_login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** phone_verify: the E.164 number the code was sent to, which it proves once entered. */
    phone: text('phone'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * The footer's newsletter: an address is 'pending' until its owner follows the link mailed to it
 * (double opt-in), then 'subscribed' until they unsubscribe. Both links' tokens are stored hashed;
 * the confirmation link expires, the unsubscribe link lasts as long as the subscription.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercased. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
  ],
);

/** Fixed-window counters for per-account and per-IP limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Who viewed a listing when, so a view counts at most once per viewer per hour. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.viewerKey] })],
);

// Engagement: likes, comments and replies, reports, wishlist, notifications (issue 6).

/** One row per person who likes a listing; listings.likes_count follows it in the same transaction. */
export const listingLikes = pgTable(
  'listing_likes',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('listing_likes_user_idx').on(t.userId, t.createdAt.desc(), t.listingId.desc()),
  ],
);

/**
 * Comments and their replies (one level: a reply's parent is a top-level comment). A deleted comment
 * that still has replies keeps its row with `deleted_at` set, so the thread stays readable.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** Plain text as the author sent it (trimmed); never HTML. */
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'comments_parent_id_fk' }).onDelete('cascade'),
    index('comments_listing_idx').on(t.listingId, t.id),
    index('comments_parent_idx').on(t.parentId, t.id),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A person's report of a listing. At most one open report per person per listing. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'inappropriate', 'duplicate', 'prohibited', 'other'] }).notNull(),
    comment: text('comment'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['dismissed', 'deactivated'] }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_open_key')
      .on(t.listingId, t.userId)
      .where(sql`status = 'open'`),
    index('listing_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listing_reports_listing_idx').on(t.listingId, t.status),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('wishlist_items_user_idx').on(t.userId, t.createdAt.desc(), t.listingId.desc()),
  ],
);

/**
 * What happened that a person should know about. `dedupe_key` batches: while an unread notification
 * with the same key exists, a new event updates it (e.g. '3 people liked your listing') instead.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['activity', 'promo', 'support'] })
      .notNull()
      .default('activity'),
    kind: text('kind', {
      enum: [
        'comment',
        'reply',
        'like',
        'report_review',
        'approved',
        'deactivated',
        'message',
        'courier_application',
        'order',
        'seller_application',
        'delivery',
        'ride',
        'payout',
        'dispute',
        'saved_search',
        'listing_expiry',
        'deal_review',
        'id_verification',
      ],
    }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /**
     * A notice of the notices catalog and its values (ADR 076): title and body are written from them
     * in the reader's language when read; `title` and `body` keep the English text. Null: the stored text.
     */
    notice: text('notice'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The latest event's time: a batched notification moves up when it is updated. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId, t.type)
      .where(sql`read_at IS NULL`),
    uniqueIndex('notifications_unread_dedupe_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`read_at IS NULL AND dedupe_key IS NOT NULL`),
  ],
);

/**
 * What a person chose not to be told (the Selling preferences' notification choices): one row per
 * person, listing the muted topics (`NOTIFICATION_TOPICS`). No row = every topic on.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  muted: text('muted')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Kinds of web push the person turned off (messages, orders, deliveries, rides, alerts; ADR 064). */
  pushMuted: text('push_muted')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Web push (issue 33, ADR 064): a browser's subscription, one per endpoint (a device and browser);
// a person may have several. Deleted when the push service answers 404 or 410.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** The push sandbox's record of what would have been sent (development and tests, like `outbox`). */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    payload: jsonb('payload').notNull(),
    ttl: integer('ttl').notNull(),
    urgency: text('urgency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_outbox_user_idx').on(t.userId, t.id)],
);

// Saved searches and their alerts (issue 33, docs/decisions/060-saved-search-matching.md).

/**
 * An Explore query a person keeps. `params` are the URL's parameters (the link); the other columns
 * are the same query for matching a new listing in SQL: `category_key` and `region_key` are '' for
 * "any", so one index answers "this category or any, this region or any"; `tsq` is the text as the
 * search reads it (null: no words).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] })
      .notNull()
      .default('instant'),
    /** Whether its daily or weekly digest is also mailed (ADR 073); the mail's unsubscribe link turns it off. */
    email: boolean('email').notNull().default(true),
    categoryKey: text('category_key').notNull().default(''),
    subCategory: text('sub_category'),
    regionKey: text('region_key').notNull().default(''),
    condition: text('condition'),
    minPricePesewas: bigint('min_price_pesewas', { mode: 'number' }),
    maxPricePesewas: bigint('max_price_pesewas', { mode: 'number' }),
    tsq: tsquery('tsq'),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx')
      .on(t.categoryKey, t.regionKey)
      .where(sql`frequency <> 'off'`),
  ],
);

/** A listing told to a saved search: at most once per (search, listing). `notified_at` null: waiting for the digest. */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingId] }),
    index('saved_search_deliveries_waiting_idx')
      .on(t.searchId)
      .where(sql`notified_at IS NULL`),
  ],
);

// Messaging: conversations, messages, reactions, presence (issue 7, docs/decisions/008-realtime.md).

/**
 * A conversation between two people, optionally about one listing. The pair is stored ordered
 * (user1_id < user2_id) so (pair, listing) is unique whoever starts it. `listing_key` is the listing's
 * id (0 for a general chat) and stays when the listing is deleted (listing_id becomes null), so the
 * history survives and the uniqueness key never collides.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user1Id: integer('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: integer('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingKey: integer('listing_key').notNull().default(0),
    /** Who started it (the buyer when it is about a listing). */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (or creation): the list's order key. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_listing_key').on(t.user1Id, t.user2Id, t.listingKey),
    index('conversations_user1_idx').on(t.user1Id, t.updatedAt.desc(), t.id.desc()),
    index('conversations_user2_idx').on(t.user2Id, t.updatedAt.desc(), t.id.desc()),
  ],
);

/** A chat message. An IMAGE message's picture is stored as WebP under `image_key` (storage). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type', { enum: ['TEXT', 'IMAGE'] })
      .notNull()
      .default('TEXT'),
    /** Plain text as the sender sent it (trimmed); never HTML. Empty for an image without caption. */
    content: text('content').notNull().default(''),
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The automatic first message when a buyer starts a chat from a listing. */
    isIntro: boolean('is_intro').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`read_at IS NULL`),
  ],
);

/** One reaction per person per message (👍 ❤️ 😂 😮 😢 😡); choosing another replaces it. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/**
 * Open WebSocket presence: one row per user per API process that holds at least one of the user's
 * sockets. `seen_at` is refreshed by the process's heartbeat, so a crashed process's rows expire.
 */
export const realtimeConnections = pgTable(
  'realtime_connections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    sockets: integer('sockets').notNull().default(1),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] }), index('realtime_connections_instance_idx').on(t.instanceId)],
);

/** When a person's last socket closed ('last seen'). */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Real-time events too large for one NOTIFY (8000 bytes): sent by reference, deleted after minutes. */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
);

// Delivery: couriers, deliveries and their tracking, chat, ratings and support (issue 8,
// docs/decisions/009-delivery.md).

const DELIVERY_STATUS_VALUES = ['requested', 'accepted', 'picked_up', 'in_transit', 'nearby', 'delivered', 'cancelled'] as const;
const VEHICLE_TYPE_VALUES = ['motorbike', 'bicycle', 'car', 'van', 'on_foot', 'tricycle'] as const;

/** An approved courier's profile: availability and last known position (from the browser, when allowed). */
export const courierProfiles = pgTable('courier_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_VALUES }),
  region: text('region'),
  /** The number plate riders look for (rides, issue 19). */
  plate: text('plate'),
  /** Ghana regions the courier works in; empty = everywhere. Shop jobs elsewhere are not offered. */
  areas: text('areas')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** When the courier usually works (`CourierAvailability`, Ghana time); null = not said. */
  availability: jsonb('availability').$type<{ days: string[]; from: string; to: string }>(),
  online: boolean('online').notNull().default(false),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
  ...timestamps,
});

/** 'Become a Courier': at most one pending application per person; an admin approves or rejects it. */
export const courierApplications = pgTable(
  'courier_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPE_VALUES }).notNull(),
    region: text('region').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_applications_pending_key')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('courier_applications_status_idx').on(t.status, t.id),
  ],
);

/**
 * A delivery request and its lifecycle (a state machine, packages/shared/src/delivery.ts). The fare is
 * computed on the server, in pesewas. The 4-digit handover code is not stored: it is derived from
 * `handover_nonce` with a server secret (HMAC), so a copy of the table alone does not reveal it.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The shop order this delivery carries (made when its seller hands it to a courier). */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELIVERY_STATUS_VALUES }).notNull().default('requested'),
    itemDescription: text('item_description').notNull(),
    itemSize: text('item_size', { enum: ['small', 'medium', 'large'] }).notNull(),
    pickupAddress: text('pickup_address').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    urgency: text('urgency', { enum: ['standard', 'express', 'urgent'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cash', 'momo'] })
      .notNull()
      .default('cash'),
    farePesewas: integer('fare_pesewas').notNull(),
    /** What the courier collects at the door (0: all paid online); a parcel's fare, or a cash order's total. */
    collectPesewas: bigint('collect_pesewas', { mode: 'number' }).notNull(),
    /** The items' part of what is collected (a cash shop order's goods; 0 for a parcel). */
    collectGoodsPesewas: bigint('collect_goods_pesewas', { mode: 'number' }).notNull().default(0),
    distanceM: integer('distance_m').notNull(),
    handoverNonce: text('handover_nonce').notNull(),
    handoverTries: integer('handover_tries').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('deliveries_customer_idx').on(t.customerId, t.id.desc()),
    index('deliveries_courier_idx').on(t.courierId, t.id.desc()),
    index('deliveries_open_idx')
      .on(t.id)
      .where(sql`status = 'requested'`),
    // One live courier job per order (a called-off one may be followed by another).
    uniqueIndex('deliveries_order_key')
      .on(t.orderId)
      .where(sql`status <> 'cancelled'`),
    check('deliveries_fare_check', sql`${t.farePesewas} >= 0`),
    check('deliveries_collect_check', sql`${t.collectGoodsPesewas} >= 0 AND ${t.collectPesewas} >= ${t.collectGoodsPesewas}`),
  ],
);

/** The tracking timeline: one event per status change (status, time, location text, description). */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUS_VALUES }).notNull(),
    location: text('location'),
    description: text('description').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_events_delivery_idx').on(t.deliveryId, t.id)],
);

/** Chat between a delivery's customer and its courier: text, or a shared location. */
export const deliveryMessages = pgTable(
  'delivery_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['text', 'location', 'image'] }).notNull(),
    body: text('body'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** A photo (type 'image'): WebP variants under this key, metadata stripped. */
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_messages_delivery_idx').on(t.deliveryId, t.id)],
);

/** The customer's rating of a delivered job (one per delivery, editable). */
export const deliveryRatings = pgTable(
  'delivery_ratings',
  {
    deliveryId: integer('delivery_id')
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    review: text('review'),
    ...timestamps,
  },
  (t) => [index('delivery_ratings_courier_idx').on(t.courierId), check('delivery_ratings_stars_check', sql`${t.stars} BETWEEN 1 AND 5`)],
);

/**
 * Report Issue on a delivery, or a ride's SOS (with the last known position): a support ticket the
 * admins list and resolve. Exactly one of delivery_id and ride_id is set.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    rideId: integer('ride_id').references((): AnyPgColumn => rides.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['late', 'damaged', 'wrong_item', 'courier', 'payment', 'other', 'sos'] }).notNull(),
    message: text('message').notNull(),
    /** Where the ride was when SOS was pressed (the driver's last position, or the reporter's). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_status_idx').on(t.status, t.id.desc()),
    index('support_tickets_delivery_idx').on(t.deliveryId),
    index('support_tickets_ride_idx').on(t.rideId),
    check('support_tickets_job_check', sql`num_nonnulls(${t.deliveryId}, ${t.rideId}) = 1`),
  ],
);

// Rides (issue 19, docs/decisions/038-rides-on-the-shared-dispatch.md): the same fleet of couriers,
// a lifecycle of named transitions (packages/shared/src/rides-rules.ts), one event per step.

const RIDE_STATUS_VALUES = ['requested', 'accepted', 'arrived', 'started', 'completed', 'cancelled'] as const;
const RIDE_VEHICLE_VALUES = ['okada', 'tricycle', 'car'] as const;

/**
 * A ride request and its life. The fare is computed on the server, in pesewas. The 4-digit trip code
 * is not stored: it is derived from `trip_nonce` with a server secret (HMAC), as the delivery handover
 * code is; `code_tries` counts wrong codes. The share link is an HMAC of the id as well.
 */
export const rides = pgTable(
  'rides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: RIDE_STATUS_VALUES }).notNull().default('requested'),
    vehicle: text('vehicle', { enum: RIDE_VEHICLE_VALUES }).notNull(),
    pickupAddress: text('pickup_address').notNull(),
    dropoffAddress: text('dropoff_address').notNull(),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    dropoffLat: doublePrecision('dropoff_lat'),
    dropoffLng: doublePrecision('dropoff_lng'),
    distanceM: integer('distance_m').notNull(),
    /** From the coordinates (true) or the fixed town estimate (false). */
    distanceMeasured: boolean('distance_measured').notNull(),
    farePesewas: integer('fare_pesewas').notNull(),
    paymentMethod: text('payment_method', { enum: ['cash', 'momo'] })
      .notNull()
      .default('cash'),
    /** Mobile Money: the network and number charged when the trip ends (null for cash). */
    momoNetwork: text('momo_network', { enum: ['MTN', 'TELECEL', 'AIRTELTIGO'] }),
    momoPhone: text('momo_phone'),
    riderPhone: text('rider_phone').notNull(),
    tripNonce: text('trip_nonce').notNull(),
    codeTries: integer('code_tries').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rides_rider_idx').on(t.riderId, t.id.desc()),
    index('rides_driver_idx').on(t.driverId, t.id.desc()),
    index('rides_open_idx')
      .on(t.vehicle, t.id)
      .where(sql`status = 'requested'`),
    check('rides_fare_check', sql`${t.farePesewas} >= 0`),
    check('rides_momo_check', sql`${t.paymentMethod} = 'cash' OR (${t.momoNetwork} IS NOT NULL AND ${t.momoPhone} IS NOT NULL)`),
  ],
);

/** A ride's timeline: one event per step (who fired it, and the driver's position when known). */
export const rideEvents = pgTable(
  'ride_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RIDE_STATUS_VALUES }).notNull(),
    description: text('description').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ride_events_ride_idx').on(t.rideId, t.id)],
);

/** Chat between a ride's rider and its driver: text, or a shared location. */
export const rideMessages = pgTable(
  'ride_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['text', 'location'] }).notNull(),
    body: text('body'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ride_messages_ride_idx').on(t.rideId, t.id)],
);

/** Ratings both ways once a ride is completed: the rider rates the driver, the driver the rider; once per side. */
export const rideRatings = pgTable(
  'ride_ratings',
  {
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role', { enum: ['rider', 'driver'] }).notNull(),
    raterId: integer('rater_id').references(() => users.id, { onDelete: 'set null' }),
    rateeId: integer('ratee_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rideId, t.raterRole] }),
    index('ride_ratings_ratee_idx').on(t.rateeId, t.raterRole),
    check('ride_ratings_stars_check', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

// ---- the shop (issue 13, docs/decisions/016-commerce.md) ------------------------------------------

const ORDER_STATUS_VALUES = [
  'pending_payment',
  'placed',
  'accepted',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'return_requested',
  'returned',
  'refunded',
] as const;

/** The cart, kept on the server so it follows the buyer across devices: one row per listing. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), check('cart_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`)],
);

/** One Place order: its Idempotency-Key (per buyer) makes a repeated request answer the same orders. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request, so the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    paymentMethod: text('payment_method', { enum: ['momo', 'cash'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkouts_buyer_key').on(t.buyerId, t.idempotencyKey)],
);

/** One order per seller of a checkout. Amounts in pesewas; the items keep the price paid. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    deliveryMethod: text('delivery_method', { enum: ['courier', 'pickup'] }).notNull(),
    deliveryAddress: text('delivery_address'),
    /** Where the courier collects it, or the buyer picks it up: the seller's business address at checkout. */
    pickupAddress: text('pickup_address'),
    region: text('region').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    paymentMethod: text('payment_method', { enum: ['momo', 'cash'] }).notNull(),
    subtotalPesewas: bigint('subtotal_pesewas', { mode: 'number' }).notNull(),
    deliveryFeePesewas: bigint('delivery_fee_pesewas', { mode: 'number' }).notNull(),
    discountPesewas: bigint('discount_pesewas', { mode: 'number' }).notNull().default(0),
    deliveryDiscountPesewas: bigint('delivery_discount_pesewas', { mode: 'number' }).notNull().default(0),
    totalPesewas: bigint('total_pesewas', { mode: 'number' }).notNull(),
    promoCodes: text('promo_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cancelReason: text('cancel_reason'),
    returnReason: text('return_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.status, t.id.desc()),
    index('orders_seller_idx').on(t.sellerId, t.status, t.id.desc()),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending_payment'`),
    check('orders_amounts_check', sql`${t.subtotalPesewas} >= 0 AND ${t.totalPesewas} >= 0 AND ${t.discountPesewas} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    unitPricePesewas: bigint('unit_price_pesewas', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    imageKey: text('image_key'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} >= 1`)],
);

/** The order's timeline: one row per transition of the state machine (packages/shared/src/orders-rules.ts). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    transition: text('transition').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUS_VALUES }),
    toStatus: text('to_status', { enum: ORDER_STATUS_VALUES }).notNull(),
    actor: text('actor', { enum: ['buyer', 'seller', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** One attempt to collect a checkout's, or a ride's, Mobile Money payment (a retry is a new attempt). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What it pays: a checkout's orders, or a ride's fare (exactly one of the two). */
    checkoutId: integer('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    rideId: integer('ride_id').references(() => rides.id, { onDelete: 'restrict' }),
    /** Or a listing's paid boost (ADR 072). */
    boostId: integer('boost_id').references((): AnyPgColumn => boosts.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['sandbox', 'paystack'] }).notNull(),
    /** Ours, sent to the provider: unique, so a provider event finds exactly one payment. */
    reference: text('reference').notNull(),
    network: text('network', { enum: ['MTN', 'TELECEL', 'AIRTELTIGO'] }).notNull(),
    phone: text('phone').notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] })
      .notNull()
      .default('pending'),
    displayText: text('display_text'),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_checkout_idx').on(t.checkoutId, t.id.desc()),
    index('payments_ride_idx')
      .on(t.rideId, t.id.desc())
      .where(sql`ride_id IS NOT NULL`),
    index('payments_pending_idx')
      .on(t.id)
      .where(sql`status = 'pending'`),
    check('payments_amount_check', sql`${t.amountPesewas} > 0`),
    index('payments_boost_idx')
      .on(t.boostId, t.id.desc())
      .where(sql`boost_id IS NOT NULL`),
    check('payments_pays_one_check', sql`num_nonnulls(${t.checkoutId}, ${t.rideId}, ${t.boostId}) = 1`),
  ],
);

/** Every provider event and status answer applied, once: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['webhook', 'poll', 'charge', 'system'] }).notNull(),
    /** The provider's event identity (e.g. 'charge.success:<reference>'); unique per payment. */
    eventKey: text('event_key').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_key').on(t.paymentId, t.eventKey)],
);

/**
 * The double-entry ledger (ADR 057): accounts (one of each system account; one payable per seller
 * and per courier), transfers (one per business event, idempotent by `key`), and postings (a
 * transfer's signed amounts per account, summing to zero: checked by a constraint trigger at
 * commit). Append-only; an account's balance is kept with a version and equals the sum of its
 * postings. Signs: what Dwa holds is positive (provider clearing), what it owes is negative (escrow,
 * a payable), revenue negative, expenses positive.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'provider_clearing',
  'escrow',
  'payouts_in_transit',
  'platform_revenue',
  'provider_fees',
  'refunds',
  'cash_in_hand',
  'cash_sales',
  'seller_payable',
  'courier_payable',
] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The person of a payable; null for the system's accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    balancePesewas: bigint('balance_pesewas', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_kind_user_key').on(t.kind, t.userId).nullsNotDistinct(),
    check('ledger_accounts_owner_check', sql`(${t.kind} IN ('seller_payable', 'courier_payable')) = (${t.userId} IS NOT NULL)`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The business event's key ('charge:order:12'): a second posting of the same event is refused. */
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    rideId: integer('ride_id').references(() => rides.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id'),
    disputeId: integer('dispute_id'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.key),
    index('ledger_transfers_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
    index('ledger_transfers_ride_idx')
      .on(t.rideId)
      .where(sql`ride_id IS NOT NULL`),
  ],
);

/**
 * A seller's paid boost of a listing (issue 33, ADR 072): featured or urgent, 7 or 30 days, at the
 * price of its kind and duration when bought. Pending until its Mobile Money payment settles; active
 * from then until `ends_at` (a job ends it), or refunded by an admin. One pending or active boost
 * per listing at a time.
 */
export const boosts = pgTable(
  'boosts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the seller deleted the listing: the boost, its payment and receipt stay (the money moved). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The listing's title when bought, for the receipt. */
    listingTitle: text('listing_title').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['featured', 'urgent'] }).notNull(),
    days: integer('days').notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'ended', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('boosts_seller_idx').on(t.sellerId, t.id.desc()),
    index('boosts_listing_idx').on(t.listingId, t.id.desc()),
    /** One live boost of each kind per listing: a Featured and an Urgent one may run together (ADR 076). */
    uniqueIndex('boosts_one_live_key')
      .on(t.listingId, t.kind)
      .where(sql`status IN ('pending', 'active')`),
    check('boosts_days_check', sql`${t.days} IN (7, 30)`),
    check('boosts_amount_check', sql`${t.amountPesewas} > 0`),
  ],
);

/** A boost's price per kind and duration, where an admin changed it from the configured default (ADR 072). */
export const boostPrices = pgTable(
  'boost_prices',
  {
    kind: text('kind', { enum: ['featured', 'urgent'] }).notNull(),
    days: integer('days').notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.days] }), check('boost_prices_amount_check', sql`${t.amountPesewas} > 0`)],
);

/** A category's own listing lifetime, where it differs from LISTING_TTL_DAYS (admin console, ADR 066). */
export const listingTtls = pgTable(
  'listing_ttls',
  {
    category: text('category').primaryKey(),
    days: integer('days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('listing_ttls_days_check', sql`${t.days} >= 1 AND ${t.days} <= 365`)],
);

/** The platform's commission on a category's sales, where it differs from COMMISSION_PERCENT (admin console). */
export const commissionRates = pgTable(
  'commission_rates',
  {
    category: text('category').primaryKey(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('commission_rates_percent_check', sql`${t.percent} >= 0 AND ${t.percent} <= 50`)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transfer_idx').on(t.transferId),
    check('ledger_postings_nonzero_check', sql`${t.amountPesewas} <> 0`),
  ],
);

/** A seller's promo code: an Order promo (off the subtotal) or a Delivery promo (off the courier fee). */
export const promos = pgTable(
  'promos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['order', 'delivery'] }).notNull(),
    percentOff: integer('percent_off'),
    amountOffPesewas: bigint('amount_off_pesewas', { mode: 'number' }),
    minSubtotalPesewas: bigint('min_subtotal_pesewas', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    perBuyerLimit: integer('per_buyer_limit'),
    active: boolean('active').notNull().default(true),
    /** Counted in the checkout transaction, under the promo's row lock: never past max_uses. */
    usesCount: integer('uses_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promos_seller_code_key')
      .on(t.sellerId, t.code)
      .where(sql`deleted_at IS NULL`),
    index('promos_code_idx').on(t.code),
    check('promos_value_check', sql`(${t.percentOff} IS NULL) <> (${t.amountOffPesewas} IS NULL)`),
    check('promos_percent_check', sql`${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100`),
    check('promos_uses_check', sql`${t.maxUses} IS NULL OR ${t.usesCount} <= ${t.maxUses}`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountPesewas: bigint('discount_pesewas', { mode: 'number' }).notNull(),
    /** Set when the order was cancelled: the use is given back to the promo. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_promo_idx').on(t.promoId, t.id.desc()), index('promo_redemptions_buyer_idx').on(t.promoId, t.buyerId)],
);

// ---- operations (issue 14) ----------------------------------------------------------------------

/** 'Become a seller': one open application per person; approval makes them a SELLER. */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: ['individual', 'registered'] }).notNull(),
    businessRegistrationNumber: text('business_registration_number'),
    businessAddress: text('business_address').notNull(),
    region: text('region').notNull(),
    phone: text('phone').notNull(),
    about: text('about'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** null with a decision: the system decided (SELLER_APPROVAL=auto). */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_applications_pending_key')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('seller_applications_status_idx').on(t.status, t.id.desc()),
    index('seller_applications_user_idx').on(t.userId, t.id.desc()),
  ],
);

/**
 * Every admin and system decision, append-only (a trigger refuses UPDATE and DELETE): who (an admin,
 * or the system when actor_id is null), what, on what, the state before and after, and why.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Not a foreign key: the log outlives what it names and is never updated. */
    actorId: integer('actor_id'),
    actorKind: text('actor_kind', { enum: ['admin', 'system'] }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
  ],
);

/** Each sign-in to an account, kept for the admin console's user page (and the user's own safety). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** False for a wrong password given for an existing account. */
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.id.desc())],
);

/**
 * Content rules: banned words and patterns (a phone number or payment instructions in a listing's
 * text are a common scam). A new or edited listing whose text matches one goes to `pending` with the
 * rule that matched, for a moderator to decide. `pattern` is a regular expression (case-insensitive).
 */
export const contentRules = pgTable(
  'content_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['word', 'pattern'] }).notNull(),
    value: text('value').notNull(),
    /** What the moderator reads when it matches ("A phone number in the text"). */
    label: text('label').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('content_rules_kind_value_key').on(t.kind, t.value)],
);

/**
 * Content translations (issue 17): one row per (text, source, target), so the same text is never
 * sent to the provider twice. `textHash` is the SHA-256 (hex) of the text; `source` is a language
 * code or 'auto'. Rows are never personal: anyone asking for the same text gets the same answer.
 */
export const translations = pgTable(
  'translations',
  {
    textHash: text('text_hash').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    translatedText: text('translated_text').notNull(),
    /** The language the provider detected when `source` was 'auto'. */
    detectedSource: text('detected_source'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.textHash, t.source, t.target] })],
);

/**
 * Exchange rates from the cedi (issue 17), one per currency of the header's select: 1 GHS = `rate`
 * of `currency`, as published on `asOf`. An admin sets them; the storefront shows an approximate
 * amount beside cedi prices (never instead of them). Exact decimals, not floats.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP', 'NGN', 'XOF'] }).notNull(),
    rate: numeric('rate', { precision: 20, scale: 10, mode: 'number' }).notNull(),
    asOf: date('as_of').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('currency_rates_currency_key').on(t.currency), check('currency_rates_rate_positive', sql`${t.rate} > 0`)],
);

/**
 * Where a person's earnings are paid (issue 31): a Mobile Money number or a bank account, with the
 * name the provider resolved for it and the provider's recipient code. A change holds payouts for a
 * day (`heldUntil`), in case someone else took over the account.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['momo', 'bank'] }).notNull(),
    network: text('network', { enum: ['MTN', 'TELECEL', 'AIRTELTIGO'] }),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    recipientCode: text('recipient_code').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      'payout_methods_kind_check',
      sql`(${t.kind} = 'momo') = (${t.network} IS NOT NULL) AND (${t.kind} = 'bank') = (${t.bankCode} IS NOT NULL)`,
    ),
  ],
);

/** A payout: money from a person's payable to their payout method, through the provider's transfer. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Which earnings: a seller's, or a courier's (deliveries and rides). */
    wallet: text('wallet', { enum: ['seller', 'courier'] }).notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    /** pending: to be sent; processing: sent, waiting for the provider; paid; failed (the money went back); reversed (paid, then given back). */
    status: text('status', { enum: ['pending', 'processing', 'paid', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    /** Ours, unique: the provider dedupes a transfer by it. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestedBy: text('requested_by', { enum: ['person', 'schedule'] }).notNull(),
    /** An admin held it (not sent until released), with why. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldReason: text('held_reason'),
    /** The method it went to, as it was then (masked number, name). */
    destination: jsonb('destination')
      .$type<{ kind: 'momo' | 'bank'; label: string; accountName: string; recipientCode: string }>()
      .notNull(),
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    uniqueIndex('payouts_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('payouts_user_idx').on(t.userId, t.id.desc()),
    index('payouts_status_idx').on(t.status, t.id),
    check('payouts_amount_check', sql`${t.amountPesewas} > 0`),
  ],
);

/** What the provider said of a payout's transfer (the send, polls, webhooks), each answer once. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_events_once').on(t.payoutId, t.eventKey)],
);

/** What the daily reconciliation found differing between the ledger and the provider's record. */
export const reconciliationIssues = pgTable(
  'reconciliation_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The day (UTC) compared. */
    day: date('day').notNull(),
    kind: text('kind', { enum: ['missing_in_ledger', 'missing_at_provider', 'amount_differs'] }).notNull(),
    what: text('what', { enum: ['charge', 'refund', 'transfer'] }).notNull(),
    reference: text('reference').notNull(),
    ledgerPesewas: bigint('ledger_pesewas', { mode: 'number' }),
    providerPesewas: bigint('provider_pesewas', { mode: 'number' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reconciliation_issues_once').on(t.day, t.what, t.reference, t.kind)],
);

/**
 * A buyer's dispute of a paid order (issue 31): open until an admin resolves it; while it is open the
 * order's money is not released. One open dispute per order.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: ['not_received', 'not_as_described', 'damaged'] }).notNull(),
    status: text('status', { enum: ['open', 'refunded', 'partly_refunded', 'released'] })
      .notNull()
      .default('open'),
    refundPesewas: bigint('refund_pesewas', { mode: 'number' }),
    resolutionNote: text('resolution_note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('disputes_open_order_key')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('disputes_status_idx').on(t.status, t.id.desc()),
    index('disputes_buyer_idx').on(t.buyerId, t.id.desc()),
    index('disputes_seller_idx').on(t.sellerId, t.id.desc()),
  ],
);

/** What each side (and the admin) says in a dispute, with photos kept in private storage. */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['buyer', 'seller', 'admin'] }).notNull(),
    body: text('body').notNull(),
    /** Private storage keys (never a public path). */
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.id)],
);

/**
 * A buyer's review of the seller of a delivered order (issue 32, ADR 059): one per order, editable
 * until the seller replies once. A hidden review (moderation) stays stored but is neither shown nor
 * counted in the seller's score.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * The classified ad its seller marked sold to this buyer (listings.sold_to_id); null for a shop
     * order. Deleting the ad keeps the review (and its weight in the score): the link goes, not it.
     */
    listingId: integer('listing_id').references((): AnyPgColumn => listings.id, { onDelete: 'set null' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why an admin hid it (ADR 074): its author is told beside their review. */
    hiddenReason: text('hidden_reason'),
    /** Up to 3 photos (ADR 074): storage keys of WebP variants (`<key>-320.webp`, `<key>-640.webp`), public like listing photos. */
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_order_key').on(t.orderId),
    uniqueIndex('reviews_listing_key').on(t.listingId),
    check('reviews_one_subject', sql`${t.orderId} IS NULL OR ${t.listingId} IS NULL`),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('reviews_seller_rating_idx').on(t.sellerId, t.rating, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A report of a review to the moderators (issue 32, ADR 074): one per person per review, ever (a
 * second is refused, not reopened). An admin hides the review (resolution hidden) or keeps it
 * (dismissed); either resolves every open report of the review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['fake', 'offensive', 'personal_info', 'spam', 'other'] }).notNull(),
    comment: text('comment'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['hidden', 'dismissed'] }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_person_key').on(t.reviewId, t.userId),
    index('review_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Each reviewed seller's visible reviews of the last 12 months (ADR 059): how many, their stars added
 * up and the smoothed score in tenths, kept by triggers on reviews in the review's own transaction
 * and recounted when the oldest counted review leaves the window (migration 0029_seller_stats,
 * ADR 067). Listing answers read it by primary key; the score is also copied to listings.seller_score.
 */
export const sellerStats = pgTable(
  'seller_stats',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The smoothed score in tenths (47 = 4.7); 0 without reviews. */
    scoreTenths: smallint('score_tenths').notNull().default(0),
    /** When the oldest counted review leaves the 12-month window (the recount is due); null without reviews. */
    countedUntil: timestamp('counted_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_stats_counted_until_idx').on(t.countedUntil)],
);

/**
 * A seller's request to verify their identity with a Ghana Card and a selfie (issue 32, ADR 069):
 * checked by a provider (sandbox, Smile ID) or by an admin. Kept small: the card number only as an
 * HMAC with a server secret and its last four digits; the photos in private storage until the
 * decision's retention has passed (then their keys are cleared).
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'smile_id', 'manual'] }).notNull(),
    /** HMAC-SHA256 of the normalised card number with the server secret (hex); never the number. */
    cardHash: text('card_hash').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The number sealed (AES-256-GCM, server key) only until the provider has it; null after. Never in clear. */
    cardSealed: text('card_sealed'),
    /** Our job id sent to the provider (partner_params.job_id); the provider's own id once known. */
    jobId: text('job_id').notNull(),
    providerRef: text('provider_ref'),
    /** Private storage keys; null once deleted. */
    selfieKey: text('selfie_key'),
    cardPhotoKey: text('card_photo_key'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    photosDeletedAt: timestamp('photos_deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('id_verifications_pending_user_key')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    uniqueIndex('id_verifications_job_key').on(t.jobId),
    index('id_verifications_user_idx').on(t.userId, t.id.desc()),
    index('id_verifications_status_idx').on(t.status, t.id),
  ],
);
