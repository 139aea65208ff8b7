import type { AdminAuditSearch } from '../../../config/paths';

// The audit log's filters, kept in the address with the API's names. What the server would refuse
// (a word with capitals, an id that is not a whole number, a date not YYYY-MM-DD) is dropped here.

export type AuditFilters = Required<{ [K in keyof AdminAuditSearch]: string }>;
export const AUDIT_FILTER_NAMES = [
  'action',
  'actor_id',
  'target_type',
  'target_id',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

/** Targets the log names today (the filter also takes any other). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'listing',
  'report',
  'seller_application',
  'courier_application',
  'support_ticket',
  'delivery',
  'content_rule',
  'job',
] as const;

const checks: Record<keyof AuditFilters, RegExp> = {
  action: /^[a-z_.]{1,60}$/,
  target_type: /^[a-z_.]{1,60}$/,
  actor_id: /^[1-9]\d{0,9}$/,
  target_id: /^[1-9]\d{0,9}$/,
  from: /^\d{4}-\d{2}-\d{2}$/,
  to: /^\d{4}-\d{2}-\d{2}$/,
};

export function cleanAuditFilters(raw: Partial<Record<keyof AuditFilters, string | null>>): AuditFilters {
  const filters = {} as AuditFilters;
  for (const name of AUDIT_FILTER_NAMES) {
    const value = (raw[name] ?? '').trim();
    const normal = name === 'action' || name === 'target_type' ? value.toLowerCase() : value;
    filters[name] = checks[name].test(normal) ? normal : '';
  }
  return filters;
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return cleanAuditFilters(Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name)])));
}

/** The filters that are set, for the address and the API. */
export function setFilters(filters: AuditFilters): AdminAuditSearch {
  return Object.fromEntries(AUDIT_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]));
}

/** What changed between `before` and `after`, one line per field ('status: pending → approved'). */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '—' : value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);
  return keys.flatMap((key) => {
    const from = before?.[key];
    const to = after?.[key];
    if (JSON.stringify(from) === JSON.stringify(to)) return [];
    if (!before) return [`${key}: ${show(to)}`];
    return [`${key}: ${show(from)} → ${show(to)}`];
  });
}
