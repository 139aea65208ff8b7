import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { clearAuth, setAuthToken } from '../../../lib/storage';
import { jsonResponse } from '../../../testing/json-response';
import { renderIn } from '../../../testing/render-in';
import { SaveSearchButton } from './save-search-button';
import { setupScreenTest } from '../../../testing/screen-setup';

// Explore's Save search names the new search from its filters in the reader's language (issue 36):
// the server's own name for it would be English whatever the page's language.

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('../../../lib/push/offer-push', () => ({ offerPush: vi.fn() }));

const fetchMock = setupScreenTest();
const sentName = () => (JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { name: string }).name;

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse({}, 201));
  setAuthToken('token');
});
afterEach(() => {
  cleanup();
  clearAuth();
});

async function save(locale: 'en' | 'fr', query: Record<string, string>, button: string, saved: string) {
  await renderIn(locale, ['catalogue', 'explore'], <SaveSearchButton query={query} />);
  fireEvent.click(screen.getByRole('button', { name: button }));
  await screen.findByText(saved);
  return sentName();
}

describe('Save search', () => {
  it('names the search as the server would in English', async () => {
    expect(
      await save(
        'en',
        { q: 'corolla', category: 'Vehicles', sub_category: 'Cars', region: 'Greater Accra' },
        'Save search',
        'Saved: see your saved searches',
      ),
    ).toBe('corolla in Cars, Greater Accra');
    cleanup();
    fetchMock.mockClear();
    expect(await save('en', {}, 'Save search', 'Saved: see your saved searches')).toBe('All listings');
  });

  it('names it in French, with the catalogue’s words in French', async () => {
    const button = 'Enregistrer la recherche';
    const saved = 'Enregistrée : voir vos recherches enregistrées';
    expect(await save('fr', { q: 'corolla', category: 'Vehicles', sub_category: 'Cars', region: 'Greater Accra' }, button, saved)).toBe(
      'corolla – Voitures, Grand Accra',
    );
    cleanup();
    fetchMock.mockClear();
    expect(await save('fr', { category: 'Vehicles' }, button, saved)).toBe('Toutes les annonces – Véhicules');
  });
});
