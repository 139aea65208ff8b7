import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Listing } from '@dwa/shared/listings';
import { jsonResponse } from '../../../testing/json-response';
import { aListing } from '../../../testing/listings';
import { renderIn } from '../../../testing/render-in';
import { RecommendedProducts } from './recommended-products';
import { setupScreenTest } from '../../../testing/screen-setup';

// Recommended Products leads with a few Featured boosts (ADR 072): each lead says Featured, also one
// whose listing runs an Urgent boost too and so carries the Urgent badge as its `promotion` (ADR 079).

const fetchMock = setupScreenTest();
const page = (results: Listing[]) => ({
  results,
  featured: [],
  total: results.length,
  total_is_estimate: false,
  next_cursor: null,
  fuzzy: false,
});

describe('Recommended Products', () => {
  it('labels every featured lead Featured, an Urgent one too, and not a popular ad without a boost', async () => {
    const both = aListing({ id: 1, title: 'Kente cloth', promotion: 'URGENT' });
    const featured = aListing({ id: 2, title: 'Carved stool', promotion: 'FEATURED' });
    const plain = aListing({ id: 3, title: 'Gas cooker' });
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(page(String(url).includes('promotion=FEATURED') ? [both, featured] : [plain, both])),
    );
    await renderIn('en', ['classifieds', 'controls'], <RecommendedProducts />);
    const tile = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('li')!;
    expect(within(await tile('Kente cloth')).getByText('Featured')).toBeTruthy();
    expect(within(await tile('Carved stool')).getByText('Featured')).toBeTruthy();
    expect(within(await tile('Gas cooker')).queryByText('Featured')).toBeNull();
  });
});
