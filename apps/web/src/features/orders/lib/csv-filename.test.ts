import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, salesFileName } from './csv-filename';

describe('the CSV file name', () => {
  it('reads a quoted, a bare and an RFC 5987 file name', () => {
    expect(filenameFromDisposition('attachment; filename="dwa-sales-2026-01-31.csv"', 'x.csv')).toBe('dwa-sales-2026-01-31.csv');
    expect(filenameFromDisposition('attachment; filename=sales.csv', 'x.csv')).toBe('sales.csv');
    expect(filenameFromDisposition('attachment; filename="plain.csv"; filename*=UTF-8\'\'ventes%20%C3%A9t%C3%A9.csv', 'x.csv')).toBe(
      'ventes été.csv',
    );
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".csv"', 'x.csv')).toBe('say "hi".csv');
  });

  it('falls back when the header is missing, empty or broken', () => {
    expect(filenameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition('attachment; filename=""', 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A.csv; filename=ok.csv", 'fallback.csv')).toBe('ok.csv');
  });

  it('never names a file outside the downloads folder', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('_.._etc_passwd');
    expect(filenameFromDisposition('attachment; filename="a\\\\b.csv"', 'x.csv')).toBe('a_b.csv');
  });

  it('names a file for the chosen days when the server names none', () => {
    expect(salesFileName({ from: '2026-01-01', to: '2026-01-31' }, '2026-02-01')).toBe('dwa-sales-2026-01-01-to-2026-01-31.csv');
    expect(salesFileName({ from: '2026-01-01' }, '2026-02-01')).toBe('dwa-sales-from-2026-01-01.csv');
    expect(salesFileName({}, '2026-02-01')).toBe('dwa-sales-2026-02-01.csv');
  });
});
