// An order's (or a classified deal's) review answers to its buyer and its seller (my_role differs):
// those keys carry the viewer. A seller's page and reviews are public.
export const reviewKeys = {
  all: ['reviews'] as const,
  subject: (viewer: string, kind: 'order' | 'listing', id: number) => [...reviewKeys.all, kind, viewer, id] as const,
  seller: (sellerId: number) => [...reviewKeys.all, 'seller', sellerId] as const,
  sellerReviews: (sellerId: number, sort: string) => [...reviewKeys.all, 'seller', sellerId, 'reviews', sort] as const,
  sellerListings: (sellerId: number) => [...reviewKeys.all, 'seller', sellerId, 'listings'] as const,
};
