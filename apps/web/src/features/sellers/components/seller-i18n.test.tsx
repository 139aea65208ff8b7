import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SellerApplication } from '@dwa/shared/sellers';
import type { Locale } from '../../../lib/i18n/locales';
import { PendingApplication } from './pending-application';
import { RefusedApplication } from './refused-application';
import { SellerPerks } from './seller-perks';
import { renderIn as renderArea } from '../../../testing/render-in';

// Becoming a seller speaks the interface's language (issue 17, the `seller` area of ADR 046); what
// the person wrote stays as written.

afterEach(cleanup);

const application: SellerApplication = {
  id: 3,
  user_id: 9,
  business_name: 'Ama Fabrics',
  business_type: 'individual',
  business_registration_number: null,
  business_address: 'Stall 12, Makola Market',
  region: 'Greater Accra',
  phone: '+233241234567',
  about: null,
  status: 'refused',
  reason: null,
  decided_by: 'admin',
  created_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: null,
};

// The become-a-seller route loads the catalogue's words too (the summary's region).
const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['sellers', 'catalogue'], node);

describe('becoming a seller in other languages', () => {
  it('English stays the spec’s words', async () => {
    await renderIn('en', <RefusedApplication application={application} onApplyAgain={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your application was not approved' })).toBeTruthy();
    expect(screen.getByText('No reason was given. Check your details and apply again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply Again' })).toBeTruthy();
  });

  it('French: the perks, a refused and a pending application with its summary', async () => {
    await renderIn(
      'fr',
      <>
        <SellerPerks />
        <RefusedApplication application={application} onApplyAgain={vi.fn()} />
        <PendingApplication application={{ ...application, status: 'pending' }} />
      </>,
    );
    expect(screen.getByText('Créer des codes promo pour vos acheteurs et suivre vos ventes.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Votre demande n’a pas été approuvée' })).toBeTruthy();
    expect(screen.getByText(/^Votre demande du .+ pour Ama Fabrics n’a pas été approuvée\.$/)).toBeTruthy();
    expect(screen.getByText('Aucun motif n’a été donné. Vérifiez vos informations et refaites une demande.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refaire une demande' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nous examinons votre demande' })).toBeTruthy();
    expect(screen.getByText('Vend en tant que')).toBeTruthy();
    expect(screen.getByText('Particulier')).toBeTruthy();
    expect(screen.getByText('Grand Accra')).toBeTruthy();
  });
});
