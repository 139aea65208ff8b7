import { paths } from '../../../config/paths';

/** The conversation with a listing's seller; a visitor signs in first and comes back to it. */
export function messageSellerHref(sellerId: number, listingId: number, signedIn: boolean): string {
  const href = paths.messages.getHref({ to: sellerId, listing: listingId });
  return signedIn ? href : paths.signin.getHref(href);
}
