import { useQueryClient } from '@tanstack/react-query';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { listingKeys } from '../../features/listings/api/get-listing';

export function Component() {
  const queryClient = useQueryClient();
  // The listing's own page shows whether it is saved: read it again next time.
  return <WishlistPage onRemoved={() => void queryClient.invalidateQueries({ queryKey: listingKeys.details() })} />;
}
