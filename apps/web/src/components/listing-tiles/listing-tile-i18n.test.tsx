import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Listing } from '@dwa/shared/listings';
import { renderIn } from '../../testing/render-in';
import { ListingTile } from './listing-tile';

afterEach(cleanup);

const listing = {
  id: 7,
  title: 'Kente stole',
  price: 250,
  location: '',
  status: 'inactive',
  images: [],
  image_variants: [],
  user: { rating: null },
} as unknown as Listing;

describe('a saved listing tile in another language (issue 17)', () => {
  it('says where and whether it is on sale in Spanish', async () => {
    await renderIn('es', ['catalogue', 'wishlist', 'controls'], <ListingTile listing={listing} />);
    expect(screen.getByRole('link', { name: 'Kente stole' })).toBeTruthy();
    expect(screen.getByText('Ubicación no indicada')).toBeTruthy();
    expect(screen.getByText('Ya no está a la venta')).toBeTruthy();
    expect(screen.getByText('Sin imagen')).toBeTruthy();
  });

  it('says the region of its place in Spanish, the town as written', async () => {
    await renderIn(
      'es',
      ['catalogue', 'wishlist', 'controls'],
      <ListingTile listing={{ ...listing, location: 'Osu, Greater Accra', region: 'Greater Accra' }} />,
    );
    expect(screen.getByText('Osu, Gran Acra')).toBeTruthy();
  });
});
