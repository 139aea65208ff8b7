import type { SignInFirst } from '../../hooks/use-sign-in-first';
import type { LikeState } from '../../lib/like-state';
import { LikeButton } from '../../features/likes/components/like-button';
import { ReportButton } from '../../features/reports/components/report-button';
import { useT } from '../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../lib/i18n/catalogs/listing-detail';

type Props = {
  listingId: number;
  liked: boolean;
  likes: number;
  /** The viewer has an open report on it (is_flagged). */
  reported: boolean;
  onReported: () => void;
  signInFirst: SignInFirst;
  onLikeChange: (state: LikeState) => void;
};

/** Like (features/likes) and Report (features/reports), side by side under the listing's stats: the listing route's part. */
export function ListingFeedback({ listingId, liked, likes, reported, onReported, signInFirst, onLikeChange }: Props) {
  const t = useT(listingDetailMessages);
  return (
    <section aria-label={t('feedback')} className="flex gap-2">
      <LikeButton listingId={listingId} liked={liked} likes={likes} signInFirst={signInFirst} onChange={onLikeChange} />
      <ReportButton listingId={listingId} reported={reported} onReported={onReported} signInFirst={signInFirst} />
    </section>
  );
}
