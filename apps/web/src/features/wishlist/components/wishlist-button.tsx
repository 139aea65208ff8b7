import { Heart, HeartOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { useSaveToWishlist } from '../api/save-to-wishlist';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';
import { actionFailure } from '../../../lib/action-failure';
import { useT } from '../../../lib/i18n/i18n-context';
import { wishlistMessages } from '../../../lib/i18n/catalogs/wishlist';

type Props = {
  listingId: number;
  saved: boolean;
  signInFirst: SignInFirst;
  /** Where the listing's saved state lives: called at once, and again to put it back on failure. */
  onChange: (saved: boolean) => void;
  className?: string;
};

export function WishlistButton({ listingId, saved, signInFirst, onChange, className = '' }: Props) {
  const mutation = useSaveToWishlist();
  const t = useT(wishlistMessages);

  function toggle() {
    if (mutation.isPending) return;
    const save = !saved;
    onChange(save);
    mutation.mutate(
      { listingId, save },
      {
        onSuccess: (answer) => {
          onChange(answer.in_wishlist);
          notify.success(save ? t('button.added') : t('button.removed'));
        },
        onError: (error) => {
          onChange(!save);
          notify.error(actionFailure(error, { failed: t('wishlist.updateFailed'), offline: t('wishlist.updateFailed.offline') }));
        },
      },
    );
  }

  const Icon = saved ? HeartOff : Heart;
  return (
    <Button variant="outline" className={className} aria-busy={mutation.isPending || undefined} onClick={() => signInFirst(toggle)}>
      <Icon aria-hidden="true" className="size-4" />
      {saved ? t('button.remove') : t('button.add')}
    </Button>
  );
}
