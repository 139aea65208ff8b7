import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES, TRANSITIONS, initialStatus, lowersLivePrice, planStatusChange, type StatusRequest } from './listing-status';

const base: StatusRequest = { from: 'active', to: 'inactive', actor: 'owner', moderation: 'auto', moderationHold: false };
const plan = (request: Partial<StatusRequest>) => planStatusChange({ ...base, ...request });

describe('listing status state machine', () => {
  it('starts active, or pending under manual moderation', () => {
    expect(initialStatus('auto')).toBe('active');
    expect(initialStatus('manual')).toBe('pending');
  });

  it('names its transitions', () => {
    expect(TRANSITIONS.approve).toMatchObject({ from: 'pending', to: 'active' });
    expect(TRANSITIONS.deactivate).toMatchObject({ from: 'active', to: 'inactive' });
    expect(TRANSITIONS.activate).toMatchObject({ from: 'inactive', to: 'active' });
    expect(TRANSITIONS.reject).toMatchObject({ from: 'pending', to: 'inactive' });
  });

  it('lets the owner deactivate and activate', () => {
    expect(plan({ from: 'active', to: 'inactive' })).toEqual({ ok: true, transition: 'deactivate', to: 'inactive', moderationHold: false });
    expect(plan({ from: 'inactive', to: 'active' })).toEqual({ ok: true, transition: 'activate', to: 'active', moderationHold: false });
  });

  it('treats asking for the current status as a no-op', () => {
    expect(plan({ from: 'active', to: 'active' })).toEqual({ ok: true, transition: null, to: 'active', moderationHold: false });
  });

  it('keeps a pending post for the moderator under manual moderation', () => {
    expect(plan({ from: 'pending', to: 'active', moderation: 'manual' })).toEqual({ ok: false, reason: STATUS_MESSAGES.awaitingReview });
    expect(plan({ from: 'pending', to: 'inactive', moderation: 'manual' })).toEqual({ ok: false, reason: STATUS_MESSAGES.awaitingReview });
  });

  it('lets the owner publish a pending post when moderation is off', () => {
    expect(plan({ from: 'pending', to: 'active', moderation: 'auto' })).toMatchObject({ ok: true, transition: 'approve' });
  });

  it('lets an admin approve or refuse a pending post', () => {
    expect(plan({ from: 'pending', to: 'active', actor: 'admin', moderation: 'manual' })).toEqual({
      ok: true,
      transition: 'approve',
      to: 'active',
      moderationHold: false,
    });
    expect(plan({ from: 'pending', to: 'inactive', actor: 'admin', moderation: 'manual' })).toMatchObject({
      ok: true,
      transition: 'reject',
      moderationHold: true,
    });
  });

  it('holds a listing an admin took down, until an admin reinstates it', () => {
    const takedown = plan({ from: 'active', to: 'inactive', actor: 'admin' });
    expect(takedown).toMatchObject({ ok: true, transition: 'deactivate', moderationHold: true });
    expect(plan({ from: 'inactive', to: 'active', moderationHold: true })).toEqual({ ok: false, reason: STATUS_MESSAGES.heldByModerator });
    expect(plan({ from: 'inactive', to: 'active', actor: 'admin', moderationHold: true })).toMatchObject({
      ok: true,
      moderationHold: false,
    });
  });

  it('keeps the hold when the owner deactivates a held listing', () => {
    expect(plan({ from: 'active', to: 'inactive', moderationHold: true })).toMatchObject({ ok: true, moderationHold: true });
  });

  it('never moves a listing back to pending', () => {
    expect(plan({ from: 'active', to: 'pending' })).toMatchObject({ ok: false });
    expect(plan({ from: 'inactive', to: 'pending', actor: 'admin' })).toMatchObject({ ok: false });
  });
});

describe('lowersLivePrice', () => {
  const live = (pricePesewas: number) => ({ status: 'active' as const, pricePesewas });
  it('is a drop only when a live ad stays live at a lower price', () => {
    expect(lowersLivePrice(live(120000), live(90000))).toBe(true);
    expect(lowersLivePrice(live(120000), live(119999))).toBe(true);
  });
  it('is not a raise, an unchanged price, nor a drop of an ad that is not live before and after', () => {
    expect(lowersLivePrice(live(90000), live(120000))).toBe(false);
    expect(lowersLivePrice(live(90000), live(90000))).toBe(false);
    expect(lowersLivePrice({ status: 'inactive', pricePesewas: 120000 }, { status: 'inactive', pricePesewas: 90000 })).toBe(false);
    expect(lowersLivePrice(live(120000), { status: 'pending', pricePesewas: 90000 })).toBe(false); // held for review by the edit
    expect(lowersLivePrice({ status: 'expired', pricePesewas: 120000 }, { status: 'expired', pricePesewas: 90000 })).toBe(false);
  });
});
