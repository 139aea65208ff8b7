import { COMMERCE_MESSAGES, DELIVERY_METHODS, type DeliveryMethod } from '@dwa/shared/commerce';
import { ORDER_STATUSES, type OrderStatus } from '@dwa/shared/orders-rules';
import type { OrderFilters } from '../api/query-keys';
import { parseTab, tabStatuses } from './tabs';

// My sales keeps its tab, search and filters in the URL (?tab=&q=&status=&method=&from=&to=), so a
// reload or the order page's back link lands on the same list.

export type SalesFilters = { status?: OrderStatus; method?: DeliveryMethod; from?: string; to?: string };
export type SalesSearch = SalesFilters & { tab: string; q?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function readSalesSearch(params: URLSearchParams): SalesSearch {
  const tab = parseTab('seller', params.get('tab'));
  const status = params.get('status');
  const method = params.get('method');
  const q = params.get('q')?.trim().slice(0, 100);
  return {
    tab,
    q: q || undefined,
    // A status outside the tab would list other orders under its name: only the tab's own count.
    status:
      status && (ORDER_STATUSES as readonly string[]).includes(status) && tabStatuses('seller', tab).includes(status as OrderStatus)
        ? (status as OrderStatus)
        : undefined,
    method: method && (DELIVERY_METHODS as readonly string[]).includes(method) ? (method as DeliveryMethod) : undefined,
    from: isDay(params.get('from')) ? params.get('from')! : undefined,
    to: isDay(params.get('to')) ? params.get('to')! : undefined,
  };
}

export function writeSalesSearch(search: SalesSearch): Record<string, string> {
  const out: Record<string, string> = { tab: search.tab };
  if (search.q) out.q = search.q;
  if (search.status) out.status = search.status;
  if (search.method) out.method = search.method;
  if (search.from) out.from = search.from;
  if (search.to) out.to = search.to;
  return out;
}

/** What GET /orders is sent for this search. */
export function toOrderFilters(search: SalesSearch): OrderFilters {
  return { tab: search.tab, q: search.q, status: search.status, delivery_method: search.method, from: search.from, to: search.to };
}

/** How many filters are on (the Filters button says so). */
export const activeFilterCount = (filters: SalesFilters): number =>
  [filters.status, filters.method, filters.from, filters.to].filter(Boolean).length;

/** The date range's problem, or null: both days optional, from not after to. */
export function dateRangeError(range: { from?: string; to?: string }): string | null {
  if (range.from && !isDay(range.from)) return COMMERCE_MESSAGES.dateRange;
  if (range.to && !isDay(range.to)) return COMMERCE_MESSAGES.dateRange;
  if (range.from && range.to && range.from > range.to) return COMMERCE_MESSAGES.dateRange;
  return null;
}
