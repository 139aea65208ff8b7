import { describe, expect, it } from 'vitest';
import { changeLines, readAuditFilters, setFilters } from './audit-filters';

describe('readAuditFilters', () => {
  it('keeps what the API accepts and drops the rest', () => {
    const filters = readAuditFilters(
      new URLSearchParams('action=User.Deactivated&actor_id=12&target_type=user&target_id=0&from=2026-11-01&to=tomorrow'),
    );
    expect(filters).toEqual({ action: 'user.deactivated', actor_id: '12', target_type: 'user', target_id: '', from: '2026-11-01', to: '' });
  });
});

describe('setFilters', () => {
  it('leaves unset filters out', () => {
    expect(setFilters({ action: '', actor_id: '3', target_type: '', target_id: '', from: '', to: '2026-11-24' })).toEqual({
      actor_id: '3',
      to: '2026-11-24',
    });
  });
});

describe('changeLines', () => {
  it('lists only the fields that changed', () => {
    expect(changeLines({ status: 'pending', name: 'Ama' }, { status: 'approved', name: 'Ama' })).toEqual(['status: pending → approved']);
  });

  it('words a new record and empty values', () => {
    expect(changeLines(null, { kind: 'word', value: 'scam' })).toEqual(['kind: word', 'value: scam']);
    expect(changeLines({ is_active: true }, { is_active: false, reason: null })).toEqual(['is_active: true → false', 'reason: — → none']);
  });
});
