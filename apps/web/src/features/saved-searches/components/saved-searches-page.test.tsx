import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavedSearch } from '@dwa/shared/saved-searches';
import { jsonResponse } from '../../../testing/json-response';
import { renderIn } from '../../../testing/render-in';
import { SavedSearchesPage } from './saved-searches-page';
import { setupScreenTest } from '../../../testing/screen-setup';

// What a saved search looks for reads as Explore writes it (issue 36): prices the classifieds' way
// ('GHC 2,500.00', never 'GH₵2500'), the catalogue's words in the reader's language.

const fetchMock = setupScreenTest();

const search = (id: number, query: Record<string, string>): SavedSearch => ({
  id,
  name: `Search ${id}`,
  query,
  frequency: 'instant',
  email: true,
  link: '/listings',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const answer = {
  limit: 20,
  results: [
    search(1, {
      q: 'samsung',
      category: 'Electronics',
      sub_category: 'Phones',
      region: 'Greater Accra',
      condition: 'Like New',
      min_price: '100',
      max_price: '2500',
    }),
    search(2, { category: 'Vehicles', min_price: '1180' }),
    search(3, { max_price: '50' }),
  ],
};

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse(answer));
});

describe('saved searches: what each looks for', () => {
  it('in English, prices as Explore writes them', async () => {
    await renderIn('en', ['catalogue', 'controls', 'saved-searches'], <SavedSearchesPage />);
    expect(await screen.findByText('“samsung” · Phones · Greater Accra · Like New · GHC 100.00 to GHC 2,500.00')).toBeTruthy();
    expect(screen.getByText('Vehicles · From GHC 1,180.00')).toBeTruthy();
    expect(screen.getByText('Up to GHC 50.00')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/GH₵|GH¢/);
  });

  it("in French, the catalogue's words in French", async () => {
    await renderIn('fr', ['catalogue', 'controls', 'saved-searches'], <SavedSearchesPage />);
    const line = await screen.findByText(/^“samsung” · /);
    expect(line.textContent).toMatch(/^“samsung” · Téléphones · Grand Accra · Comme neuf · De GHC 100,00 à GHC 2\s?500,00$/);
    expect(screen.getByText(/^Véhicules · À partir de GHC 1\s?180,00$/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Greater Accra|Like New|Phones|Vehicles/);
  });
});

describe('saved searches: the digest by mail', () => {
  it('offers the email switch for daily and weekly searches only, and sends the change', async () => {
    const daily = { ...search(4, { q: 'kente' }), name: 'Kente daily', frequency: 'daily' as const, email: false };
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') return jsonResponse({ ...daily, email: true });
      return jsonResponse({ limit: 20, results: [search(1, { q: 'samsung' }), daily] });
    });
    await renderIn('en', ['catalogue', 'controls', 'saved-searches'], <SavedSearchesPage />);
    const boxes = await screen.findAllByRole('checkbox', { name: 'Also email the digest' });
    expect(boxes).toHaveLength(1);
    expect((boxes[0] as HTMLInputElement).checked).toBe(false);
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(String(url)).toContain('/api/v1/saved-searches/4');
    expect(JSON.parse(String(init!.body))).toEqual({ email: true });
  });
});
