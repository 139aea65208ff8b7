import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../lib/router';
import type { ListingSeller } from '@dwa/shared/listings';
import { SellerCard } from './seller-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const seller = (change: Partial<ListingSeller> = {}): ListingSeller => ({
  user_id: 7,
  id: 7,
  name: 'Kwame Mensah',
  username: null,
  business_name: null,
  business_description: null,
  profile_picture: null,
  is_verified: true,
  phone_verified: false,
  id_verified: false,
  phone: '+233244123456',
  business_phone: null,
  email: 'kwame@example.com',
  business_email: null,
  business_website: null,
  business_address: null,
  rating: null,
  ...change,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const card = (props: { seller?: ListingSeller; viewerId?: string }) =>
  render(
    <MemoryRouter initialEntries={['/listing/3']}>
      <Routes>
        <Route
          path="*"
          element={
            <SellerCard seller={props.seller ?? seller()} listingId={3} listingTitle="Samsung A54" viewerId={props.viewerId ?? null} />
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('seller card', () => {
  it("says 'Verified Seller' only for a verified account, and makes up no rating", () => {
    card({});
    expect(screen.getByText('Verified Seller')).toBeTruthy();
    expect(screen.queryByText('4.9')).toBeNull();
    cleanup();
    card({ seller: seller({ is_verified: false }) });
    expect(screen.queryByText('Verified Seller')).toBeNull();
  });

  it("shows 'Phone verified' with what was checked only when the seller proved a number", () => {
    card({});
    expect(screen.queryByTestId('phone-verified')).toBeNull();
    cleanup();
    card({ seller: seller({ phone_verified: true }) });
    expect(screen.getByTestId('phone-verified').textContent).toContain('Phone verified');
    expect(screen.getByText(/confirmed their mobile number with a code we sent by SMS/)).toBeTruthy();
  });

  it("shows 'ID verified' with what was checked only when the seller's Ghana Card was checked", () => {
    card({});
    expect(screen.queryByTestId('id-verified')).toBeNull();
    cleanup();
    card({ seller: seller({ id_verified: true }) });
    expect(screen.getByTestId('id-verified').textContent).toContain('ID verified');
    expect(screen.getByText(/checked this seller's Ghana Card and a selfie/)).toBeTruthy();
  });

  it('sends a visitor to sign in with the chat as the way back', () => {
    card({});
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByTestId('where').textContent).toBe(`/signin?redirect=${encodeURIComponent('/messages?to=7&listing=3')}`);
  });

  it('opens the chat for a signed-in buyer', () => {
    localStorage.setItem('auth_token', 't');
    card({ viewerId: '9' });
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByTestId('where').textContent).toBe('/messages?to=7&listing=3');
  });

  it("offers 'WhatsApp' for a seller's Ghana number, the first message naming the ad, and none without a number", () => {
    card({ seller: seller({ business_phone: '024 123 4567' }) });
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233241234567');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I saw your ad "Samsung A54" on Dwa. Is it still available?\n${window.location.origin}/listing/3`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    cleanup();
    card({ seller: seller({ phone: null, business_phone: null }) });
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });
});
