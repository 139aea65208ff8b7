import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { IdVerification } from '@dwa/shared/verification';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { VerifyIdentityPage } from './verify-identity-page';

// The seller's 'Verify your identity' page in each state: loading (a named status), not started
// (the form), pending (no form), verified, rejected (the reason, and the form to try again), a
// failed load (a retry), and a buyer (sent to become a seller first).

const fetchMock = setupScreenTest({ signedIn: true });

const check = (over: Partial<IdVerification>): IdVerification => ({
  id: 5,
  status: 'pending',
  card_last4: '6789',
  reason: null,
  provider: 'sandbox',
  photos: { selfie: null, card: null },
  submitted_at: '2026-11-29T10:00:00Z',
  decided_at: null,
  ...over,
});

function answer(verification: IdVerification | 'fail' | 'hang', userType = 'SELLER') {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url === '/api/v1/users/me')
      return Promise.resolve(jsonResponse({ user_id: 9, name: 'Ama Owusu', email: 'ama@example.com', user_type: userType }));
    if (url === '/api/v1/verification') {
      if (verification === 'hang') return new Promise<Response>(() => {});
      if (verification === 'fail') return Promise.resolve(jsonResponse({ detail: 'Service unavailable' }, 503));
      return Promise.resolve(jsonResponse(verification));
    }
    return Promise.resolve(jsonResponse({}, 404));
  });
}

describe('VerifyIdentityPage', () => {
  it('says loading as a named status', async () => {
    answer('hang');
    renderScreen(<VerifyIdentityPage />);
    expect((await screen.findByRole('status', { name: 'Loading...' })).getAttribute('aria-busy')).toBe('true');
  });

  it('offers the form when not started', async () => {
    answer(check({ id: null, status: 'none', card_last4: null, provider: null, submitted_at: null }));
    renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(screen.getByLabelText('Ghana Card number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for checking' })).toBeTruthy();
  });

  it('shows a pending check without the form, and a verified one', async () => {
    answer(check({}));
    const { unmount } = renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByText(/checking your Ghana Card ending in 6789/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for checking' })).toBeNull();
    unmount();
    answer(check({ status: 'verified', decided_at: '2026-11-29T10:05:00Z' }));
    renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByText(/ending in 6789 was checked/)).toBeTruthy();
    expect(screen.getByText('Your photos were deleted after the decision.')).toBeTruthy();
  });

  it('shows the reason of a rejection and lets the seller try again', async () => {
    answer(check({ status: 'rejected', reason: 'The selfie does not match the card photo.' }));
    renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByText('Reason: The selfie does not match the card photo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for checking' })).toBeTruthy();
  });

  it('offers a retry when the check cannot be loaded, and sends a buyer to become a seller', async () => {
    answer('fail');
    const { unmount } = renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    unmount();
    answer('hang', 'CUSTOMER');
    renderScreen(<VerifyIdentityPage />);
    expect(await screen.findByText('Only sellers can verify their identity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a seller' })).toBeTruthy();
  });
});
