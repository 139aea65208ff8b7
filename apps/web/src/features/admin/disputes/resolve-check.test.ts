import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES, DISPUTE_STATUSES, disputeResolveSchema } from '@dwa/shared/disputes';
import { DISPUTE_FILTER_ORDER, disputesApiStatus, disputesStatusParam, readDisputesFilter } from './disputes-filters';
import { checkResolution } from './resolve-check';

const TOTAL = 12_000; // GHC 120.00

describe('checkResolution', () => {
  it('refunds part: the amount typed in cedis becomes pesewas, and is sent as cedis from them', () => {
    const checked = checkResolution({ resolution: 'partial_refund', amount: '60', note: ' Cracked in transit; half back. ' }, TOTAL);
    expect(checked).toEqual({
      plan: {
        input: { resolution: 'partial_refund', amount: 60, note: 'Cracked in transit; half back.' },
        refundPesewas: 6000,
        releasePesewas: 6000,
      },
      errors: null,
    });
    expect(checkResolution({ resolution: 'partial_refund', amount: '33,33', note: 'x' }, TOTAL).plan).toMatchObject({
      input: { amount: 33.33 },
      refundPesewas: 3333,
      releasePesewas: 8667,
    });
    // What the form sends, the server's own schema accepts.
    expect(
      disputeResolveSchema.safeParse(checkResolution({ resolution: 'partial_refund', amount: '0.29', note: 'x' }, TOTAL).plan?.input)
        .success,
    ).toBe(true);
  });

  it('refunds all, or releases all, without an amount', () => {
    expect(checkResolution({ resolution: 'refund', amount: '12', note: 'Never came.' }, TOTAL).plan).toEqual({
      input: { resolution: 'refund', note: 'Never came.' },
      refundPesewas: TOTAL,
      releasePesewas: 0,
    });
    expect(checkResolution({ resolution: 'release', amount: '', note: 'As described.' }, TOTAL).plan).toEqual({
      input: { resolution: 'release', note: 'As described.' },
      refundPesewas: 0,
      releasePesewas: TOTAL,
    });
  });

  it('says what is missing or wrong, in the server’s words', () => {
    expect(checkResolution({ resolution: '', amount: '', note: '' }, TOTAL).errors).toEqual({
      resolution: DISPUTE_MESSAGES.resolution,
      note: DISPUTE_MESSAGES.note,
    });
    for (const amount of ['', '0', '120', '150', 'half', '1.234']) {
      expect(checkResolution({ resolution: 'partial_refund', amount, note: 'ok' }, TOTAL).errors, amount).toEqual({
        amount: DISPUTE_MESSAGES.amount,
      });
    }
    expect(checkResolution({ resolution: 'refund', amount: '', note: 'x'.repeat(501) }, TOTAL).errors).toEqual({
      note: DISPUTE_MESSAGES.note,
    });
  });
});

describe('the disputes filter', () => {
  it('names every status the API has, and all', () => {
    expect(DISPUTE_FILTER_ORDER.filter((item) => item !== 'all').sort()).toEqual([...DISPUTE_STATUSES].sort());
  });

  it('opens on the open disputes, keeps a known status, drops others', () => {
    expect(readDisputesFilter(new URLSearchParams(''))).toBe('open');
    expect(readDisputesFilter(new URLSearchParams('status=released'))).toBe('released');
    expect(readDisputesFilter(new URLSearchParams('status=all'))).toBe('all');
    expect(readDisputesFilter(new URLSearchParams('status=closed'))).toBe('open');
  });

  it('leaves the default out of the address and all out of the API', () => {
    expect(disputesStatusParam('open')).toBeUndefined();
    expect(disputesStatusParam('all')).toBe('all');
    expect(disputesApiStatus('all')).toBeNull();
    expect(disputesApiStatus('refunded')).toBe('refunded');
  });
});
