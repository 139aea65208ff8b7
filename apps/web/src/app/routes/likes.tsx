import { LikesEmpty, LikesPage } from '../../features/accounts/components/likes-page';
import { LikedListings } from '../../features/likes/components/liked-listings';

export function Component() {
  return (
    <LikesPage>
      <LikedListings empty={<LikesEmpty />} />
    </LikesPage>
  );
}
