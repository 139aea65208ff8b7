import { describe, expect, it } from 'vitest';
import { millionVerdicts } from './api';

describe("issue 35's search budget at a million listings", () => {
  const row = (name: string, requestsPerSecond: number, p99Ms: number, api: number, db: number) => ({
    kind: 'postgres' as const,
    mode: 'no-cache' as const,
    name,
    path: '/',
    p50Ms: 1,
    p99Ms,
    requestsPerSecond,
    errors: 0,
    non2xx: 0,
    serverCpuMs: api,
    databaseCpuMs: db,
  });
  it('judges throughput, p99 and CPU per request; q= by its CPU alone', () => {
    expect(millionVerdicts(row('first page', 1200, 80, 0.9, 0.4))).toEqual(['cpu 1.3 ms within', '1200 req/s within', 'p99 80 ms within']);
    expect(millionVerdicts(row('filtered query', 900, 140, 1.2, 0.7))).toEqual(['cpu 1.9 ms OVER', '900 req/s UNDER', 'p99 140 ms OVER']);
    expect(millionVerdicts(row('text query', 400, 300, 1, 1.2))).toEqual(['cpu 2.2 ms OVER']);
  });
});
