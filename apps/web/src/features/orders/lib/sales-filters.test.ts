import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import { activeFilterCount, dateRangeError, readSalesSearch, toOrderFilters, writeSalesSearch } from './sales-filters';

describe("My sales' search in the URL", () => {
  it('reads the tab, search and filters, and writes them back', () => {
    const search = readSalesSearch(
      new URLSearchParams('tab=in_progress&q=%20DWA-000012%20&status=shipped&method=pickup&from=2026-01-01&to=2026-01-31'),
    );
    expect(search).toEqual({
      tab: 'in_progress',
      q: 'DWA-000012',
      status: 'shipped',
      method: 'pickup',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(writeSalesSearch(search)).toEqual({
      tab: 'in_progress',
      q: 'DWA-000012',
      status: 'shipped',
      method: 'pickup',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(toOrderFilters(search)).toEqual({
      tab: 'in_progress',
      q: 'DWA-000012',
      status: 'shipped',
      delivery_method: 'pickup',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(activeFilterCount(search)).toBe(4);
  });

  it('drops what does not fit: an unknown tab, a status of another tab, a bad day or method', () => {
    const search = readSalesSearch(new URLSearchParams('tab=to_pay&status=completed&method=drone&from=2026-13-45&to=yesterday'));
    expect(search).toEqual({ tab: 'to_start', q: undefined, status: undefined, method: undefined, from: undefined, to: undefined });
    expect(activeFilterCount(search)).toBe(0);
    expect(writeSalesSearch(search)).toEqual({ tab: 'to_start' });
  });

  it('checks the date range: optional, real days, from not after to', () => {
    expect(dateRangeError({})).toBeNull();
    expect(dateRangeError({ from: '2026-01-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-02-01', to: '2026-01-01' })).toBe(COMMERCE_MESSAGES.dateRange);
    expect(dateRangeError({ to: '01/02/2026' })).toBe(COMMERCE_MESSAGES.dateRange);
  });
});
