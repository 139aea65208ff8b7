import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from '../../lib/router';
import { WishlistButton } from '../../features/engagement/components/wishlist-button';
import type { EngagedListing } from '../../features/engagement/types';
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

// Like/report and the comments are below the fold on a phone: hydrated when they come near (ADR 050).
const ListingFeedback = whenSeen(async () => (await import('../../features/engagement/components/listing-feedback')).ListingFeedback);
const CommentsSection = whenSeen(async () => (await import('../../features/engagement/components/comments-section')).CommentsSection);

/** Engagement changes land in the listing's cached read, so the stats card and the buttons agree. */
function usePatchListing() {
  const queryClient = useQueryClient();
  return useCallback(
    (listingId: number, change: Partial<EngagedListing>) => {
      queryClient.setQueriesData<EngagedListing>({ queryKey: [...listingKeys.details(), String(listingId)] }, (old) => {
        if (!old) return old;
        // Nothing new: undefined leaves the cache (and every page reading it) untouched.
        const same = (Object.keys(change) as (keyof EngagedListing)[]).every((key) => old[key] === change[key]);
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
        const engaged = listing as EngagedListing;
        return (
          <ListingFeedback
            listingId={listing.id}
            liked={engaged.has_liked ?? false}
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
          saved={(listing as EngagedListing).in_wishlist ?? false}
          signInFirst={signInFirst}
          onChange={(saved) => patch(listing.id, { in_wishlist: saved })}
        />
      ),
      comments: (listing) => {
        const engaged = listing as EngagedListing;
        return (
          <CommentsSection
            count={listing.comments_count}
            listingId={listing.id}
            sellerId={listing.user.user_id}
            firstPage={
              engaged.comments
                ? { results: engaged.comments, total: listing.comments_count, next_cursor: engaged.comments_next_cursor ?? null }
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
