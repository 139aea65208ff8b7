import { PostListingPage } from '../../features/listings/components/post-listing-page';

export function Component() {
  return <PostListingPage />;
}
