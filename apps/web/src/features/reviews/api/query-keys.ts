// An order's review answers to its buyer and its seller (my_role differs): those keys carry the
// viewer. A seller's page and reviews are public.
export const reviewKeys = {
  all: ['reviews'] as const,
  order: (viewer: string, orderId: number) => [...reviewKeys.all, 'order', viewer, orderId] as const,
  seller: (sellerId: number) => [...reviewKeys.all, 'seller', sellerId] as const,
  sellerReviews: (sellerId: number, sort: string) => [...reviewKeys.all, 'seller', sellerId, 'reviews', sort] as const,
  sellerListings: (sellerId: number) => [...reviewKeys.all, 'seller', sellerId, 'listings'] as const,
};
