import { describe, expect, it } from 'vitest';
import { listingMessages } from '../../../lib/i18n/areas/listing/en';
import { manageMessages } from '../../../lib/i18n/areas/manage/en';
import { areaT } from '../../../testing/i18n';
import { nextStatus, statusBadge, statusToast, summarize, toggleLabel } from './listing-status';

const label = (status: string | null | undefined) => listingMessages.en[`status.${statusBadge(status).key}`];

describe('statusBadge', () => {
  it('maps the spec colours and labels', () => {
    expect(statusBadge('active')).toEqual({ key: 'active', tone: 'success' });
    expect(statusBadge('pending')).toEqual({ key: 'pending', tone: 'warning' });
    expect(statusBadge('inactive')).toEqual({ key: 'inactive', tone: 'neutral' });
    expect(['active', 'pending', 'inactive'].map(label)).toEqual(['Active', 'Pending Review', 'Inactive']);
  });

  it("shows 'Unknown' for anything else", () => {
    expect(statusBadge('archived')).toEqual({ key: 'unknown', tone: 'neutral' });
    expect(label(undefined)).toBe('Unknown');
    expect(label(null)).toBe('Unknown');
  });
});

describe('the activate/deactivate toggle', () => {
  it('pauses an active listing and switches anything else on, pending included', () => {
    expect(nextStatus('active')).toBe('inactive');
    expect(nextStatus('inactive')).toBe('active');
    expect(nextStatus('pending')).toBe('active');
    expect(nextStatus('whatever')).toBe('active');
  });

  it('labels the button and the toast by where the listing goes', async () => {
    expect(toggleLabel('active')).toBe('Deactivate');
    expect(toggleLabel('pending')).toBe('Activate');
    const t = await areaT('en', manageMessages);
    expect(statusToast(t, 'active')).toBe('Listing activated.');
    expect(statusToast(t, 'inactive')).toBe('Listing deactivated.');
    const fr = await areaT('fr', manageMessages);
    expect(statusToast(fr, 'active')).toBe('Annonce activée.');
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
