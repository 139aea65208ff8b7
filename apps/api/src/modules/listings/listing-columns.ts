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

/**
 * A column's value for a JSON array: timestamps as epoch milliseconds and big integers as float8, so
 * both drivers answer them alike (JSON numbers); the rest as they are (jsonb stays an object).
 */
function rawValue(tableAlias: string, column: PgColumn): string {
  const ref = `${tableAlias}.${column.name}`;
  if (column.columnType === 'PgTimestamp') return `(extract(epoch FROM ${ref}) * 1000)::float8`;
  if (column.columnType === 'PgBigInt53') return `${ref}::float8`;
  return ref;
}

/** How a value of the array becomes what the query builder answers (chosen once per column, not per value). */
function fromRaw(column: PgColumn): (value: unknown) => unknown {
  switch (column.columnType) {
    case 'PgTimestamp':
      return (value) => (value === null || value === undefined ? null : new Date(Number(value)));
    case 'PgBigInt53':
      return (value) => (value === null || value === undefined ? null : Number(value));
    default:
      return (value) => (value === undefined ? null : value);
  }
}

const FIELD_SETS = [
  { key: null, fields: LISTING_FIELDS },
  { key: 'seller', fields: SELLER_FIELDS },
  { key: 'sellerRating', fields: RATING_FIELDS },
] as const;

/**
 * The listing's columns (table alias `l`), its seller's (alias `u`) and their review figures' (alias
 * `st`, a LEFT JOIN of seller_stats), for a hand-written SELECT: one JSON array, `listing_row`. A
 * search page's 25 rows then reach the API as 25 values read by the JSON parser instead of over a
 * thousand fields read one by one by the driver (about 0.1 ms of the API's CPU a page).
 */
export function rawListingColumns(listingAlias = 'l', sellerAlias = 'u', statsAlias = 'st'): SQL {
  const aliases = [listingAlias, sellerAlias, statsAlias];
  const values = FIELD_SETS.flatMap(({ fields }, set) => Object.values(fields).map((column) => rawValue(aliases[set]!, column)));
  // PostgreSQL takes at most 100 arguments in a call: past that, the row needs two arrays.
  if (values.length > 100) throw new Error(`json_build_array of ${values.length} columns`);
  return sql.raw(`json_build_array(${values.join(', ')}) AS listing_row`);
}

/** Reads `listing_row` into the query builder's shape. Built once: the search maps every row of every page through it. */
const plan = FIELD_SETS.map(({ key, fields }) => ({
  key,
  entries: Object.entries(fields).map(([name, column]) => ({ name, convert: fromRaw(column) })),
}));

/** A row of `rawListingColumns` back to the shape the query builder answers. */
export function fromRawListing(row: { listing_row: unknown }): ListingColumns {
  const values = (typeof row.listing_row === 'string' ? JSON.parse(row.listing_row) : row.listing_row) as unknown[];
  const out: Record<string, unknown> = {};
  let index = 0;
  for (const { key, entries } of plan) {
    const target: Record<string, unknown> = key === null ? out : {};
    for (const { name, convert } of entries) target[name] = convert(values[index++]);
    if (key !== null) out[key] = target;
  }
  const rating = out.sellerRating as Record<string, unknown>;
  if (rating.reviewCount === null) out.sellerRating = null;
  return out as ListingColumns;
}

type Selected<T extends Fields> = { [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null };
export type ListingColumns = Selected<typeof LISTING_FIELDS> & {
  seller: Selected<typeof SELLER_FIELDS>;
  /** Null when the seller has never been reviewed (no seller_stats row). */
  sellerRating: Selected<typeof RATING_FIELDS> | null;
};

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
