import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// The shop's products sit under the browse prefix: a listing posted, edited or sold out (its
// mutations invalidate that prefix) refreshes the shop too.
export const shopKeys = {
  products: (viewer: string, category: string) => [...BROWSE_QUERY_PREFIX, 'shop', 'products', viewer, category] as const,
  categories: () => [...BROWSE_QUERY_PREFIX, 'shop', 'categories'] as const,
  deals: () => ['shop', 'deals'] as const,
};
