import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { renderIn } from '../../../testing/render-in';
import { ApplicationSummary } from './application-summary';

// The application as sent: the person's own words as written, the region they chose from the
// catalogue in the reader's language (issue 36).

const application: SellerApplication = {
  id: 4,
  user_id: 9,
  business_name: "Efua's Beads",
  business_type: 'individual',
  business_registration_number: null,
  business_address: 'Stall 7, Makola Market',
  region: 'Greater Accra',
  phone: '+233241234567',
  about: null,
  status: 'pending',
  reason: null,
  decided_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: null,
};

afterEach(cleanup);

describe('the seller application summary', () => {
  it('names the region in English, and in French', async () => {
    await renderIn('en', ['catalogue', 'sellers'], <ApplicationSummary application={application} />);
    expect(screen.getByText('Greater Accra')).toBeTruthy();
    cleanup();
    await renderIn('fr', ['catalogue', 'sellers'], <ApplicationSummary application={application} />);
    expect(screen.getByText('Région').nextElementSibling?.textContent).toBe('Grand Accra');
    expect(screen.getByText("Efua's Beads")).toBeTruthy();
    expect(screen.queryByText('Greater Accra')).toBeNull();
  });
});
