import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES } from '@dwa/shared/payouts';
import { paths } from '../../../config/paths';
import { PAYOUT_STATUS_ORDER, payoutsQuery, payoutsSearch, personId, readPayoutsFilters } from './payouts-filters';

describe('PAYOUT_STATUS_ORDER', () => {
  it('names every status the API has, once', () => {
    expect([...PAYOUT_STATUS_ORDER].sort()).toEqual([...PAYOUT_STATUSES].sort());
  });
});

describe('readPayoutsFilters', () => {
  it('opens on every payout of everyone', () => {
    expect(readPayoutsFilters(new URLSearchParams(''))).toEqual({ status: null, held: false, userId: '' });
  });

  it('keeps a known status, the held ones and a person', () => {
    expect(readPayoutsFilters(new URLSearchParams('status=failed&user_id=12'))).toEqual({ status: 'failed', held: false, userId: '12' });
    expect(readPayoutsFilters(new URLSearchParams('held=true'))).toEqual({ status: null, held: true, userId: '' });
  });

  it('drops what the server would refuse', () => {
    expect(readPayoutsFilters(new URLSearchParams('status=sent&held=yes&user_id=0'))).toEqual({ status: null, held: false, userId: '' });
    expect(readPayoutsFilters(new URLSearchParams('user_id=-4')).userId).toBe('');
    expect(readPayoutsFilters(new URLSearchParams('user_id=12abc')).userId).toBe('');
  });
});

describe('personId', () => {
  it('takes an id typed with spaces or a #', () => {
    expect(personId(' 42 ')).toBe('42');
    expect(personId('#42')).toBe('42');
    expect(personId('042')).toBe('');
    expect(personId('ama@example.com')).toBe('');
  });
});

describe('payoutsSearch and payoutsQuery', () => {
  it('leave empty filters out, and held wins over a status', () => {
    expect(paths.adminPayouts.getHref(payoutsSearch({ status: null, held: false, userId: '' }))).toBe('/admin/payouts');
    expect(paths.adminPayouts.getHref(payoutsSearch({ status: 'paid', held: false, userId: '7' }))).toBe(
      '/admin/payouts?status=paid&user_id=7',
    );
    expect(paths.adminPayouts.getHref(payoutsSearch({ status: 'paid', held: true, userId: '' }))).toBe('/admin/payouts?held=true');
    expect(payoutsQuery({ status: 'pending', held: false, userId: '7' }).toString()).toBe('status=pending&user_id=7');
    expect(payoutsQuery({ status: null, held: true, userId: '' }).toString()).toBe('held=true');
  });
});
