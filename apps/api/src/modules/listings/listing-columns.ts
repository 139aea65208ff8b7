import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listings, sellerStats, users } from '@dwa/db/schema';
import type { ListingInput } from '@dwa/shared/listings';
import { pesewasToCedis } from '@dwa/shared/money';

// A listing's columns, declared once. The repo's query-builder selection (`listingSelection`), the
// search's hand-written hot-path SELECT and its row mapper (`rawListingColumns`, `fromRawListing`)
// and the form <-> column mapping of posts and edits are all derived from these declarations, so a
// column added here reaches every read.

const LISTING_FIELDS = {
  id: listings.id,
  userId: listings.userId,
  title: listings.title,
  description: listings.description,
  pricePesewas: listings.pricePesewas,
  category: listings.category,
  subCategory: listings.subCategory,
  brand: listings.brand,
  type: listings.type,
  condition: listings.condition,
  promotion: listings.promotion,
  status: listings.status,
  region: listings.region,
  town: listings.town,
  likesCount: listings.likesCount,
  viewsCount: listings.viewsCount,
  commentsCount: listings.commentsCount,
  buyNow: listings.buyNow,
  quantity: listings.quantity,
  extra: listings.extra,
  expiresAt: listings.expiresAt,
  renewals: listings.renewals,
  soldToId: listings.soldToId,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

/** What a listing answer shows of its seller (the read shape's `user`). */
const SELLER_FIELDS = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isVerified: users.isVerified,
  /** Only whether it is set is answered (the 'Phone verified' badge), never the number. */
  verifiedPhone: users.verifiedPhone,
  idVerifiedAt: users.idVerifiedAt,
  profilePicture: users.profilePicture,
  businessName: users.businessName,
  businessDescription: users.businessDescription,
  businessPhone: users.businessPhone,
  businessEmail: users.businessEmail,
  businessWebsite: users.businessWebsite,
  businessAddress: users.businessAddress,
  /** A deactivated seller's listings are hidden from everyone but them and admins (never answered). */
  isActive: users.isActive,
};

/**
 * The seller's review figures (seller_stats, kept by the reviews' triggers, ADR 067): read by primary
 * key beside the seller, so every listing answer shows the score without a query of its own.
 */
const RATING_FIELDS = {
  reviewCount: sellerStats.reviewCount,
  scoreTenths: sellerStats.scoreTenths,
};

/** The query-builder selection: a listing joined with its seller and the seller's review figures. */
export const listingSelection = { ...LISTING_FIELDS, seller: SELLER_FIELDS, sellerRating: RATING_FIELDS };

// ---- the raw SELECT of the search's hot path, and its mapper -------------------------------------

type Fields = Record<string, PgColumn>;

/** Timestamps travel as epoch milliseconds and big integers as float8: both drivers answer them alike. */
function rawColumn(tableAlias: string, column: PgColumn, alias: string): string {
  const ref = `${tableAlias}.${column.name}`;
  if (column.columnType === 'PgTimestamp') return `(extract(epoch FROM ${ref}) * 1000)::float8 AS "${alias}"`;
  if (column.columnType === 'PgBigInt53') return `${ref}::float8 AS "${alias}"`;
  return `${ref} AS "${alias}"`;
}

/** How a raw value of this column becomes what the query builder answers (chosen once per column, not per value). */
function fromRaw(column: PgColumn): (value: unknown) => unknown {
  switch (column.columnType) {
    case 'PgTimestamp':
      return (value) => (value === null || value === undefined ? null : new Date(Number(value)));
    case 'PgBigInt53':
      return (value) => (value === null || value === undefined ? null : Number(value));
    case 'PgJsonb':
      return (value) => (value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
    case 'PgBoolean':
      return (value) =>
        value === null || value === undefined ? null : typeof value === 'boolean' ? value : value === 't' || value === 'true';
    default:
      return (value) => (value === undefined ? null : value);
  }
}

const rawList = (tableAlias: string, prefix: string, fields: Fields) =>
  Object.entries(fields).map(([key, column]) => rawColumn(tableAlias, column, `${prefix}${key}`));

/** The listing's columns (table alias `l`), its seller's (alias `u`) and their review figures' (alias `st`, a LEFT JOIN of seller_stats), for a hand-written SELECT. */
export function rawListingColumns(listingAlias = 'l', sellerAlias = 'u', statsAlias = 'st'): SQL {
  return sql.raw(
    [
      ...rawList(listingAlias, 'l_', LISTING_FIELDS),
      ...rawList(sellerAlias, 's_', SELLER_FIELDS),
      ...rawList(statsAlias, 'r_', RATING_FIELDS),
    ].join(', '),
  );
}

type Selected<T extends Fields> = { [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null };
export type ListingColumns = Selected<typeof LISTING_FIELDS> & {
  seller: Selected<typeof SELLER_FIELDS>;
  /** Null when the seller has never been reviewed (no seller_stats row). */
  sellerRating: Selected<typeof RATING_FIELDS> | null;
};

/**
 * Reads the prefixed columns of a raw row into an object of the fields' names. Built once per field
 * set: the search maps every row of every page through it, so nothing is looked up per value.
 */
function picker(prefix: string, fields: Fields): (row: Record<string, unknown>) => Record<string, unknown> {
  const plan = Object.entries(fields).map(([key, column]) => ({ key, alias: `${prefix}${key}`, convert: fromRaw(column) }));
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const { key, alias, convert } of plan) out[key] = convert(row[alias]);
    return out;
  };
}

const pickListing = picker('l_', LISTING_FIELDS);
const pickSeller = picker('s_', SELLER_FIELDS);
const pickRating = picker('r_', RATING_FIELDS);

/** A row of `rawListingColumns` back to the shape the query builder answers. */
export function fromRawListing(row: Record<string, unknown>): ListingColumns {
  const rated = row.r_reviewCount !== null && row.r_reviewCount !== undefined;
  return { ...pickListing(row), seller: pickSeller(row), sellerRating: rated ? pickRating(row) : null } as ListingColumns;
}

// ---- the form's fields and the columns they fill --------------------------------------------------

/** Each field of the shared input schema (packages/shared/src/listings.ts) and the column it fills; price is the one conversion. */
const INPUT_COLUMNS = {
  title: 'title',
  description: 'description',
  price: 'pricePesewas',
  category: 'category',
  sub_category: 'subCategory',
  brand: 'brand',
  type: 'type',
  condition: 'condition',
  region: 'region',
  town: 'town',
  buy_now: 'buyNow',
  quantity: 'quantity',
  // `promotion` is accepted by the contract but fills no column: the badge comes from a paid boost (ADR 072).
} as const satisfies Record<Exclude<keyof ListingInput, 'promotion'>, keyof typeof LISTING_FIELDS>;

type InputColumn = (typeof INPUT_COLUMNS)[keyof typeof INPUT_COLUMNS];

export function inputToColumns(input: ListingInput): Pick<ListingColumns, InputColumn> {
  const entries = Object.entries(INPUT_COLUMNS).map(([field, column]) => {
    const value = input[field as keyof ListingInput];
    return [column, field === 'price' ? Math.round((value as number) * 100) : value];
  });
  return Object.fromEntries(entries) as Pick<ListingColumns, InputColumn>;
}

/** The stored listing as form values, so an edit validates the listing it would produce. */
export function columnsToFormValues(row: Pick<ListingColumns, InputColumn>): Record<Exclude<keyof ListingInput, 'promotion'>, unknown> {
  const entries = Object.entries(INPUT_COLUMNS).map(([field, column]) => {
    const value = row[column];
    return [field, field === 'price' ? pesewasToCedis(value as number) : value];
  });
  return Object.fromEntries(entries) as Record<Exclude<keyof ListingInput, 'promotion'>, unknown>;
}
