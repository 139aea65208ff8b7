import type { ValidationIssue } from '@dwa/shared/errors';
import { LISTING_MESSAGES } from '@dwa/shared/listings';
import type { Storage } from '../../lib/storage';
import { imageVariant } from './listing-read';
import type { ListingImageRow } from './listings.repo';

// From a form as sent (multipart text or the JSON fallback) to the fields the shared schema checks:
// brand/type/condition come from `meta` (JSON text or an object) or from top-level fields.

const PLAIN_FIELDS = [
  'title',
  'description',
  'price',
  'category',
  'sub_category',
  'promotion',
  'region',
  'town',
  'buy_now',
  'quantity',
] as const;
const META_FIELDS = ['brand', 'type', 'condition'] as const;

type Parsed<T> = { value: T; issues: ValidationIssue[] };

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function parseMeta(raw: unknown): Parsed<Record<string, unknown>> {
  const fail = { value: {}, issues: [{ loc: ['body', 'meta'], msg: LISTING_MESSAGES.meta, type: 'json' }] };
  let value = single(raw);
  if (value === undefined || value === null || value === '') return { value: {}, issues: [] };
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return fail;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail;
  return { value: value as Record<string, unknown>, issues: [] };
}

/** Only the fields that were sent (an edit keeps what it does not mention). */
export function listingFieldsFrom(form: Record<string, unknown>): Parsed<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const name of PLAIN_FIELDS) {
    if (Object.hasOwn(form, name)) values[name] = single(form[name]);
  }
  const meta = parseMeta(form.meta);
  for (const name of META_FIELDS) {
    if (Object.hasOwn(meta.value, name)) values[name] = meta.value[name];
    else if (Object.hasOwn(form, name)) values[name] = single(form[name]);
  }
  return { value: values, issues: meta.issues };
}

/** URL path of an image URL as the client may send it back (absolute, or with a query string). */
function urlPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  return path.split(/[?#]/)[0] ?? path;
}

/**
 * The existing photos to keep, in the order given: `keep_images` is a JSON array of their URLs
 * (any variant), a real array (JSON body), or repeated fields. Absent means keep them all.
 */
export function keepImagesFrom(raw: unknown, existing: ListingImageRow[], storage: Storage): Parsed<number[]> {
  if (raw === undefined) return { value: existing.map((image) => image.id), issues: [] };
  const fail = { value: [], issues: [{ loc: ['body', 'keep_images'], msg: LISTING_MESSAGES.keepImages, type: 'value_error' }] };
  let list: unknown = raw;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text === '') return { value: [], issues: [] };
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return fail;
      }
    } else {
      list = [text];
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return fail;

  const idByUrl = new Map<string, number>();
  for (const image of existing) {
    const variant = imageVariant(storage, image);
    for (const url of [variant.thumb, variant.medium, variant.large]) idByUrl.set(url, image.id);
  }
  const ids: number[] = [];
  for (const url of list as string[]) {
    const id = idByUrl.get(urlPath(url));
    if (id === undefined) return fail;
    if (!ids.includes(id)) ids.push(id);
  }
  return { value: ids, issues: [] };
}
