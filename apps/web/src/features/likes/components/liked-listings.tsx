import type { ReactNode } from 'react';
import { useLikedListings } from '../api/get-liked-listings';
import { ListingTiles } from '../../../components/listing-tiles/listing-tiles';
import { useT } from '../../../lib/i18n/i18n-context';
import { likesMessages } from '../../../lib/i18n/catalogs/likes';

/** The listings the signed-in person likes; `empty` is the page's own empty state. */
export function LikedListings({ empty }: { empty: ReactNode }) {
  const query = useLikedListings();
  const t = useT(likesMessages);
  return <ListingTiles label={t('liked.label')} query={query} errorText={t('liked.loadFailed')} empty={empty} />;
}
