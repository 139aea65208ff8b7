// Answers about the signed-in buyer carry the viewer (their token), so another sign-in in the same
// tab never sees the previous person's payment or details. The cart's key is in lib/cart.

export const checkoutKeys = {
  all: ['checkout'] as const,
  profile: (viewer: string) => [...checkoutKeys.all, 'profile', viewer] as const,
  payment: (viewer: string, id: number) => [...checkoutKeys.all, 'payment', viewer, id] as const,
  buyNow: (viewer: string, item: { listing_id: number; quantity: number }) =>
    [...checkoutKeys.all, 'buy-now', viewer, item.listing_id, item.quantity] as const,
};
