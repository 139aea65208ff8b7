import { describe, expect, it } from 'vitest';
import { apiStatus, readApplicationsView } from './applications-search';

describe('readApplicationsView', () => {
  it('opens the sellers queue on pending applications', () => {
    expect(readApplicationsView(new URLSearchParams(''))).toEqual({ tab: 'sellers', status: 'pending' });
  });

  it('keeps a status the tab knows, or all', () => {
    expect(readApplicationsView(new URLSearchParams('tab=couriers&status=rejected'))).toEqual({ tab: 'couriers', status: 'rejected' });
    expect(readApplicationsView(new URLSearchParams('tab=sellers&status=refused'))).toEqual({ tab: 'sellers', status: 'refused' });
    expect(readApplicationsView(new URLSearchParams('status=all'))).toEqual({ tab: 'sellers', status: 'all' });
  });

  it("falls back to pending for another tab's status or nonsense", () => {
    expect(readApplicationsView(new URLSearchParams('tab=couriers&status=refused')).status).toBe('pending');
    expect(readApplicationsView(new URLSearchParams('tab=sellers&status=rejected')).status).toBe('pending');
    expect(readApplicationsView(new URLSearchParams('tab=wizards&status=x'))).toEqual({ tab: 'sellers', status: 'pending' });
  });
});

describe('apiStatus', () => {
  it('sends no filter for all', () => {
    expect(apiStatus({ tab: 'sellers', status: 'all' })).toBeUndefined();
    expect(apiStatus({ tab: 'couriers', status: 'approved' })).toBe('approved');
  });
});
