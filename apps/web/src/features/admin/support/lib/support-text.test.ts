import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../../testing/i18n';
import { jobText, partyText, ticketCategoryLabel, ticketDecision } from './support-text';

const en = await areaT('en', adminMessages);
const fr = await areaT('fr', adminMessages);
const ride = { delivery_id: null, delivery_status: null, ride_id: 4, ride_status: 'started' as const };
const delivery = { delivery_id: 12, delivery_status: 'in_transit' as const, ride_id: null, ride_status: null };

describe('support words', () => {
  it('names what a ticket is about, with its status now', () => {
    expect(jobText(en, ride)).toBe('ride #4 (started)');
    expect(jobText(en, delivery)).toBe('delivery #12 (In transit)');
    expect(jobText(en, { ...delivery, delivery_status: null })).toBe('delivery #12');
    expect(jobText(fr, ride)).toBe('course n° 4 (started)');
  });

  it('words the people, categories and decisions in the interface language', () => {
    expect(partyText(en, null)).toBe('No courier');
    expect(partyText(fr, null)).toBe('Aucun livreur');
    expect(partyText(fr, { name: 'Ama', phone: '0241234567' })).toBe('Ama (0241234567)');
    expect(ticketCategoryLabel(en, 'sos')).toBe('SOS (ride)');
    expect(ticketCategoryLabel(fr, 'damaged')).toBe('Article endommagé');
    expect(fr(ticketDecision('open').label)).toBe('Marquer comme traitée');
    expect(en(ticketDecision('resolved').label)).toBe('Reopen');
  });
});
