import { sql } from 'drizzle-orm';
import {
  bigint,
  primaryKey,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    userType: text('user_type', { enum: ['CUSTOMER', 'SELLER', 'COURIER', 'ADMIN'] }).notNull().default('CUSTOMER'),
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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
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
    promotion: text('promotion', { enum: ['NONE', 'FEATURED', 'URGENT'] }).notNull().default('NONE'),
    status: text('status', { enum: ['pending', 'active', 'inactive'] }).notNull().default('active'),
    region: text('region'),
    town: text('town'),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The default ("newest") order key: the posting time in UTC, with FEATURED ads sorted as if
     * posted 3 days later (docs/decisions/004-search.md). Without a zone because a generated column
     * needs an immutable expression. Internal: never answered.
     */
    rankedAt: timestamp('ranked_at', { mode: 'string' }).generatedAlwaysAs(
      sql`(created_at AT TIME ZONE 'UTC') + CASE WHEN promotion = 'FEATURED' THEN interval '3 days' ELSE interval '0 days' END`,
    ),
    /** The `popular` order key. */
    popularity: integer('popularity').generatedAlwaysAs(sql`likes_count + views_count`),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand, '') || ' ' || category || ' ' || sub_category), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    index('listings_user_idx').on(t.userId, t.createdAt),
    index('listings_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listings_status_price_idx').on(t.status, t.pricePesewas, t.id),
    // The search's keyset pages: each matches a sort's ORDER BY exactly (listings.search-sql.ts).
    index('listings_status_ranked_idx').on(t.status, t.rankedAt.desc(), t.id.desc()),
    index('listings_status_popular_idx').on(t.status, t.popularity.desc(), t.id.desc()),
    index('listings_category_ranked_idx').on(t.status, t.category, t.rankedAt.desc(), t.id.desc()),
    index('listings_subcategory_ranked_idx').on(t.status, t.category, t.subCategory, t.rankedAt.desc(), t.id.desc()),
    index('listings_category_price_idx').on(t.status, t.category, t.pricePesewas, t.id),
    index('listings_search_idx').using('gin', t.search),
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

/** Mail that was sent, or would have been without SMTP: dev and tests read it back. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/** One-time codes (email verification, password reset) and reset tokens, stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'reset_token'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
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
  (t) => [primaryKey({ columns: [t.listingId, t.userId] }), index('listing_likes_user_idx').on(t.userId, t.createdAt.desc(), t.listingId.desc())],
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
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    resolution: text('resolution', { enum: ['dismissed', 'deactivated'] }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_open_key').on(t.listingId, t.userId).where(sql`status = 'open'`),
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
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('wishlist_items_user_idx').on(t.userId, t.createdAt.desc(), t.listingId.desc())],
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
    type: text('type', { enum: ['activity', 'promo', 'support'] }).notNull().default('activity'),
    kind: text('kind', { enum: ['comment', 'reply', 'like', 'report_review', 'approved', 'deactivated', 'message'] }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The latest event's time: a batched notification moves up when it is updated. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId, t.type).where(sql`read_at IS NULL`),
    uniqueIndex('notifications_unread_dedupe_key').on(t.userId, t.dedupeKey).where(sql`read_at IS NULL AND dedupe_key IS NOT NULL`),
  ],
);
