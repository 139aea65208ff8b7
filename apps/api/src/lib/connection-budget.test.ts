import { describe, expect, it } from 'vitest';
import { connectionBudgetWarning } from './connection-budget';

describe('connectionBudgetWarning', () => {
  it('is silent while every process fits', () => {
    // 4 x (20 + 1) = 84 of 100 - 3 reserved - 5 free = 92.
    expect(connectionBudgetWarning({ workers: 4, poolSize: 20, maxConnections: 100, reservedConnections: 3 })).toBeNull();
  });

  it('says how many connections 8 processes want and which pool size fits', () => {
    const warning = connectionBudgetWarning({ workers: 8, poolSize: 20, maxConnections: 100, reservedConnections: 3 });
    expect(warning).toContain('WORKERS=8 x (DATABASE_POOL_SIZE=20 + 1) = 168 PostgreSQL connections');
    expect(warning).toContain('allows 100');
    // (100 - 3 - 5) / 8 = 11.5 -> 11, less the LISTEN connection: 10.
    expect(warning).toContain('Set DATABASE_POOL_SIZE=10 or less');
  });

  it('asks for fewer processes when not even a pool of one fits', () => {
    const warning = connectionBudgetWarning({ workers: 64, poolSize: 5, maxConnections: 100, reservedConnections: 3 });
    expect(warning).toContain('Use fewer WORKERS');
  });

  it('counts the boundary as fitting', () => {
    // 4 x (22 + 1) = 92 = 100 - 3 - 5.
    expect(connectionBudgetWarning({ workers: 4, poolSize: 22, maxConnections: 100, reservedConnections: 3 })).toBeNull();
    expect(connectionBudgetWarning({ workers: 4, poolSize: 23, maxConnections: 100, reservedConnections: 3 })).not.toBeNull();
  });
});
