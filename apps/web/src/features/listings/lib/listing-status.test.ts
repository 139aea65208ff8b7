import { describe, expect, it } from 'vitest';
import { nextStatus, statusBadge, statusToast, summarize, toggleLabel } from './listing-status';

describe('statusBadge', () => {
  it('maps the spec colours and labels', () => {
    expect(statusBadge('active')).toEqual({ label: 'Active', tone: 'success' });
    expect(statusBadge('pending')).toEqual({ label: 'Pending Review', tone: 'warning' });
    expect(statusBadge('inactive')).toEqual({ label: 'Inactive', tone: 'neutral' });
  });

  it("shows 'Unknown' for anything else", () => {
    expect(statusBadge('archived')).toEqual({ label: 'Unknown', tone: 'neutral' });
    expect(statusBadge(undefined).label).toBe('Unknown');
    expect(statusBadge(null).label).toBe('Unknown');
  });
});

describe('the activate/deactivate toggle', () => {
  it('pauses an active listing and switches anything else on, pending included', () => {
    expect(nextStatus('active')).toBe('inactive');
    expect(nextStatus('inactive')).toBe('active');
    expect(nextStatus('pending')).toBe('active');
    expect(nextStatus('whatever')).toBe('active');
  });

  it('labels the button and the toast by where the listing goes', () => {
    expect(toggleLabel('active')).toBe('Deactivate');
    expect(toggleLabel('pending')).toBe('Activate');
    expect(statusToast('active')).toBe('Listing activated.');
    expect(statusToast('inactive')).toBe('Listing deactivated.');
  });
});

describe('summarize', () => {
  it('counts total, active, pending review and likes', () => {
    const listings = [
      { status: 'active', likes: 3 },
      { status: 'pending', likes: 0 },
      { status: 'inactive', likes: 4 },
      { status: 'active', likes: 1 },
    ];
    expect(summarize(listings)).toEqual({ total: 4, active: 2, pending: 1, likes: 8 });
    expect(summarize([])).toEqual({ total: 0, active: 0, pending: 0, likes: 0 });
  });
});
