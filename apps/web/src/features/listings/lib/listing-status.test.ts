import { describe, expect, it } from 'vitest';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';
import { areaT } from '../../../testing/i18n';
import { lifecycleActions, nextStatus, statusBadge, statusToast, summarize, toggleLabel } from './listing-status';

const label = (status: string | null | undefined) => listingDetailMessages.en[`status.${statusBadge(status).key}`];

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

describe('lifecycleActions (ADR 066)', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const inDays = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000).toISOString();

  it('renews an expired ad, or a live one in its last 3 days', () => {
    expect(lifecycleActions({ status: 'expired', buy_now: false, expires_at: inDays(-1) }, now)).toEqual({
      renew: true,
      repost: true,
      sold: true,
    });
    expect(lifecycleActions({ status: 'active', buy_now: false, expires_at: inDays(2) }, now).renew).toBe(true);
    expect(lifecycleActions({ status: 'active', buy_now: false, expires_at: inDays(10) }, now)).toEqual({
      renew: false,
      repost: false,
      sold: true,
    });
  });

  it('never renews a shop listing, a sold or a waiting one', () => {
    expect(lifecycleActions({ status: 'active', buy_now: true, expires_at: null }, now).renew).toBe(false);
    expect(lifecycleActions({ status: 'sold', buy_now: false, expires_at: inDays(5) }, now)).toEqual({
      renew: false,
      repost: true,
      sold: false,
    });
    expect(lifecycleActions({ status: 'pending', buy_now: false, expires_at: null }, now)).toEqual({
      renew: false,
      repost: false,
      sold: false,
    });
  });

  it('names the new statuses', async () => {
    const t = await areaT('en', listingDetailMessages);
    expect(t(`status.${statusBadge('expired').key}`)).toBe('Expired');
    expect(t(`status.${statusBadge('sold').key}`)).toBe('Sold');
  });
});
