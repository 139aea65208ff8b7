import { Heart } from 'lucide-react';
import { notify } from '../../../lib/toast';
import { useLikeListing } from '../api/like-listing';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';
import { settleLike, toggleLike } from '../../../lib/like-state';
import type { LikeState } from '../../../lib/like-state';
import { LISTING_LIKE_TEXT } from '../lib/messages';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { likesMessages } from '../../../lib/i18n/catalogs/likes';

type Props = {
  listingId: number;
  liked: boolean;
  likes: number;
  signInFirst: SignInFirst;
  /** Where the listing's like state lives (the page's cache): called at once, with the answer, or to revert. */
  onChange: (state: LikeState) => void;
};

/** The listing's like toggle: shown at once, the server's count once it answers, put back on failure. */
export function LikeButton({ listingId, liked, likes, signInFirst, onChange }: Props) {
  const f = useFormat();
  const t = useT(likesMessages);
  const mutation = useLikeListing(listingId);

  function toggle() {
    if (mutation.isPending) return;
    const before: LikeState = { liked, likes };
    const wanted = toggleLike(before);
    onChange(wanted);
    mutation.mutate(wanted.liked, {
      onSuccess: (answer) => {
        onChange(settleLike(answer, wanted));
        notify.success(wanted.liked ? LISTING_LIKE_TEXT.liked : LISTING_LIKE_TEXT.unliked);
      },
      onError: () => {
        onChange(before);
        notify.error(LISTING_LIKE_TEXT.failed);
      },
    });
  }

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={mutation.isPending || undefined}
      onClick={() => signInFirst(toggle)}
      className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors ${
        liked
          ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200 dark:hover:bg-red-950'
          : 'border-gray-300 text-gray-900 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800'
      }`}
    >
      <Heart aria-hidden="true" className={`size-4 ${liked ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`} />
      {t('like')}
      <span className="tabular-nums" data-testid="like-count">
        {f.number(likes)}
        <span className="sr-only"> {t('likes', { count: likes })}</span>
      </span>
    </button>
  );
}
