import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Listing } from '@dwa/shared/listings';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { loadI18n } from '../../../lib/i18n/i18n';
import { ListingTile } from './listing-tile';

afterEach(cleanup);

const listing = { id: 7, title: 'Kente stole', price: 250, location: '', status: 'inactive', images: [], image_variants: [] } as unknown as Listing;

describe('a saved listing tile in another language (issue 17)', () => {
  it('says where and whether it is on sale in Spanish', async () => {
    const i18n = await loadI18n('es');
    await i18n.loadAreas(['saved', 'controls']);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider value={i18n}>
          <MemoryRouter>
            <ListingTile listing={listing} />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Kente stole' })).toBeTruthy();
    expect(screen.getByText('Ubicación no indicada')).toBeTruthy();
    expect(screen.getByText('Ya no está a la venta')).toBeTruthy();
    expect(screen.getByText('Sin imagen')).toBeTruthy();
  });
});
