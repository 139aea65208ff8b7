import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SellerHabits, SellerPage } from '@dwa/shared/reviews';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { SellerProfilePage } from './seller-profile-page';
import { setupScreenTest } from '../../../testing/screen-setup';

const fetchMock = setupScreenTest();
const page = (habits: SellerHabits): SellerPage => ({
  id: 7,
  name: 'Esi Mensah',
  business_name: null,
  profile_picture: null,
  member_since: '2025-01-10T10:00:00Z',
  phone_verified: false,
  id_verified: false,
  rating: { score: 4.6, count: 12 },
  habits,
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SellerProfilePage id="7" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answerWith = (habits: SellerHabits) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sellers/7')) return jsonResponse(page(habits));
    return jsonResponse({ results: [], page: 1, total: 0, has_more: false, next_cursor: null });
  });

describe("SellerProfilePage's habits", () => {
  it('says how the seller answers chats and keeps orders', async () => {
    answerWith({ response_rate: 92, typical_reply_minutes: 150, chats: 40, cancellation_rate: 3, orders: 60 });
    renderPage();
    expect(await screen.findByText('Answers 92% of chats within a day')).toBeTruthy();
    expect(screen.getByText('Usually replies within 3 hours')).toBeTruthy();
    expect(screen.getByText('Cancelled 3% of shop orders')).toBeTruthy();
    expect(screen.getByText(/Over the last 12 months/)).toBeTruthy();
  });

  it('says nothing about habits it has too few cases for', async () => {
    answerWith({ response_rate: null, typical_reply_minutes: null, chats: 1, cancellation_rate: null, orders: 2 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Esi Mensah' })).toBeTruthy();
    expect(screen.queryByText(/of chats within a day/)).toBeNull();
    expect(screen.queryByText(/Usually replies/)).toBeNull();
    expect(screen.queryByText(/Over the last 12 months/)).toBeNull();
  });
});
