import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from '../../lib/router';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button';
import type { ListingDetail } from '@dwa/shared/listing-detail';
import { listingKeys } from '../../features/listings/api/get-listing';
import { ListingDetailPage } from '../../features/listings/components/listing-detail-page';
import type { ListingSlots } from '../../features/listings/components/listing-detail-page';
import { useSession } from '../../hooks/use-session';
import { useSignInFirst } from '../../hooks/use-sign-in-first';
import { Skeleton } from '../../components/ui/skeleton';
import { whenSeen } from '../../components/when-seen';

// The shop's purchase box loads only on a Buy Now listing's page: a classified ad's page (most of
// them) carries none of the shop.
const BuyBox = lazy(() => import('../../features/shop/components/buy-box').then((module) => ({ default: module.BuyBox })));

// Like/report (composed in app/parts: two features) and the comments are below the fold on a phone: hydrated when they come near (ADR 050).
const ListingFeedback = whenSeen(async () => (await import('../parts/listing-feedback')).ListingFeedback);
const CommentsSection = whenSeen(async () => (await import('../../features/comments/components/comments-section')).CommentsSection);

/** The listing read with what the listing page's read adds (likes, wishlist, comments); optional, since a cached older answer may lack it. */
type DetailListing = Omit<ListingDetail, 'has_liked' | 'in_wishlist' | 'comments' | 'comments_next_cursor'> &
  Partial<Pick<ListingDetail, 'has_liked' | 'in_wishlist' | 'comments' | 'comments_next_cursor'>>;

/** Like, wishlist and comment changes land in the listing's cached read, so the stats card and the buttons agree. */
function usePatchListing() {
  const queryClient = useQueryClient();
  return useCallback(
    (listingId: number, change: Partial<DetailListing>) => {
      queryClient.setQueriesData<DetailListing>({ queryKey: [...listingKeys.details(), String(listingId)] }, (old) => {
        if (!old) return old;
        // Nothing new: undefined leaves the cache (and every page reading it) untouched.
        const same = (Object.keys(change) as (keyof DetailListing)[]).every((key) => old[key] === change[key]);
        return same ? undefined : { ...old, ...change };
      });
    },
    [queryClient],
  );
}

export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  const signInFirst = useSignInFirst();
  const patch = usePatchListing();
  const viewerId = session.status === 'signed-in' ? session.user.userId : null;
  const fromManage = Boolean((location.state as { fromManage?: boolean } | null)?.fromManage) || search.get('from') === 'manage';

  const slots = useMemo<ListingSlots>(
    () => ({
      feedback: (listing) => {
        const detail = listing as DetailListing;
        return (
          <ListingFeedback
            listingId={listing.id}
            liked={detail.has_liked ?? false}
            likes={listing.likes}
            reported={listing.is_flagged ?? false}
            onReported={() => patch(listing.id, { is_flagged: true })}
            signInFirst={signInFirst}
            onLikeChange={(state) => patch(listing.id, { likes: state.likes, has_liked: state.liked })}
          />
        );
      },
      buy: (listing) => (
        <Suspense fallback={<Skeleton className="h-52 rounded-2xl" />}>
          <BuyBox listing={listing} />
        </Suspense>
      ),
      wishlist: (listing) => (
        <WishlistButton
          listingId={listing.id}
          saved={(listing as DetailListing).in_wishlist ?? false}
          signInFirst={signInFirst}
          onChange={(saved) => patch(listing.id, { in_wishlist: saved })}
        />
      ),
      comments: (listing) => {
        const detail = listing as DetailListing;
        return (
          <CommentsSection
            count={listing.comments_count}
            listingId={listing.id}
            sellerId={listing.user.user_id}
            firstPage={
              detail.comments
                ? { results: detail.comments, total: listing.comments_count, next_cursor: detail.comments_next_cursor ?? null }
                : undefined
            }
            viewerId={viewerId}
            signedIn={session.status !== 'signed-out'}
            signInFirst={signInFirst}
            onCountChange={(count) => patch(listing.id, { comments_count: count })}
          />
        );
      },
    }),
    [signInFirst, patch, viewerId, session.status],
  );

  return <ListingDetailPage key={id} id={id} fromManage={fromManage} slots={slots} />;
}
