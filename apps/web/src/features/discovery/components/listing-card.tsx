import { useId } from 'react';
import { Link } from '../../../lib/router';
import { BadgeCheck, Clock, Eye, Flag, MapPin, MessageCircle } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { profilePictureUrl } from '../../../lib/media-url';
import { Avatar } from '../../../components/ui/avatar';
import { SellerScore } from '../../../components/ui/seller-score';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { ListingImage } from '../../../components/ui/listing-image';
import { CARD_IMAGE_SIZES } from '../lib/card-image-sizes';
import { messageSellerHref } from '../lib/message-href';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import { Price } from '../../../components/price';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

export type CardLayout = 'grid' | 'list';

type Props = {
  listing: Listing;
  layout: CardLayout;
  priority: boolean;
  signedIn: boolean;
  flagged: boolean;
  onFlag: (listing: Listing) => void;
  /** The card fills one of a results page's Featured slots (ADR 072): it says so, and Urgent too when it is. */
  featuredSlot?: boolean;
};

type Promotion = Listing['promotion'];

/**
 * The promotion labels a card shows. The listing's `promotion` is one badge (Urgent wins, ADR 076),
 * so in a Featured slot the card says Featured itself, and still Urgent when an Urgent boost runs too.
 */
export function promotionLabels(promotion: Promotion, featuredSlot: boolean): Exclude<Promotion, 'NONE'>[] {
  if (featuredSlot) return promotion === 'URGENT' ? ['FEATURED', 'URGENT'] : ['FEATURED'];
  return promotion === 'NONE' ? [] : [promotion];
}

// The spec's cards show 'Verified Seller' and a 4.9 rating for everyone (its list of defects): here
// the badge is shown only for a seller whose account is verified, and the rating is the seller's own
// smoothed score and review count (ADR 067), shown only once they have reviews.

export function ListingCard({ listing, layout, priority, signedIn, flagged, onFlag, featuredSlot = false }: Props) {
  const f = useFormat();
  const t = useT(exploreMessages);
  const catalogue = useCatalogueText();
  const titleId = useId();
  const promotionsId = useId();
  const detailHref = paths.listing.getHref(listing.id);
  const seller = listing.user.business_name || listing.user.name || t('card.user');
  const list = layout === 'list';
  // A list row's image is small: a row shows the labels only in a Featured slot, where they are the
  // point, and beside its title rather than over the image.
  const promotions = list && !featuredSlot ? [] : promotionLabels(listing.promotion, featuredSlot);
  const promotionBadges = promotions.map((promotion) => (
    <Badge key={promotion} id={`${promotionsId}-${promotion}`} tone={promotion === 'URGENT' ? 'danger' : 'brand'}>
      {t(`card.promotion.${promotion}`)}
    </Badge>
  ));
  // The catalogue's words in the reader's language; the brand is the seller's own.
  const badges = [
    catalogue.category(listing.category),
    catalogue.subCategory(listing.sub_category),
    listing.brand,
    listing.condition ? catalogue.condition(listing.condition) : null,
  ].filter((value): value is string => Boolean(value));

  return (
    <article
      aria-labelledby={titleId}
      // Read with the card's name: "Samsung A54, Featured Urgent".
      aria-describedby={promotions.length > 0 ? promotions.map((promotion) => `${promotionsId}-${promotion}`).join(' ') : undefined}
      className={`overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-gray-800 dark:bg-gray-900 ${
        list ? 'grid grid-cols-[7.5rem_minmax(0,1fr)] sm:grid-cols-[15rem_minmax(0,1fr)]' : 'flex h-full flex-col'
      }`}
    >
      <div className={`relative ${list ? 'self-start sm:row-span-2' : ''}`}>
        <ListingImage
          listing={listing}
          sizes={list ? CARD_IMAGE_SIZES.list : CARD_IMAGE_SIZES.grid}
          priority={priority}
          className={list ? 'aspect-square w-full sm:aspect-[4/3]' : 'aspect-[4/3]'}
        />
        <div className="absolute top-2 right-12 left-2 flex flex-wrap gap-1">
          <Badge tone={listing.status === 'active' ? 'success' : 'warning'}>{t(`card.status.${listing.status}`)}</Badge>
          {list ? null : promotionBadges}
        </div>
        {/* No flag on one's own ad (the server refuses it): the owner's view after hydration. */}
        {listing.is_owner ? null : (
          <button
            type="button"
            // Flagged: inert but still focusable, so focus comes back here when the dialog closes.
            onClick={() => (flagged ? undefined : onFlag(listing))}
            aria-disabled={flagged || undefined}
            aria-label={flagged ? t('card.flaggedTitle', { title: listing.title }) : t('card.flagTitle', { title: listing.title })}
            title={flagged ? t('card.flagged') : t('card.flag')}
            className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow-sm hover:bg-white hover:text-red-700 aria-disabled:cursor-default dark:bg-gray-900/90 dark:text-gray-100 dark:hover:text-red-400"
          >
            <Flag aria-hidden="true" className={`size-4 ${flagged ? 'fill-red-600 text-red-600' : ''}`} />
          </button>
        )}
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
          <Eye aria-hidden="true" className="size-3.5" />
          {f.number(listing.views)}
          <span className="sr-only"> {t('card.views')}</span>
        </span>
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${list ? 'p-3 sm:p-4' : 'p-4'}`}>
        {list && promotions.length > 0 ? <p className="flex flex-wrap gap-1">{promotionBadges}</p> : null}
        <h2 id={titleId} className="line-clamp-2 leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <Link to={detailHref} className="hover:text-emerald-800 hover:underline dark:hover:text-emerald-300">
            {listing.title}
          </Link>
        </h2>
        <p className="text-lg font-bold text-emerald-800 dark:text-emerald-300">
          <Price cedis={listing.price} />
        </p>
        <p className={`line-clamp-2 text-sm text-gray-700 dark:text-gray-300 ${list ? 'hidden sm:block' : ''}`}>{listing.description}</p>
        {badges.length > 0 ? (
          <ul aria-label={t('card.details')} className={`flex flex-wrap gap-1 ${list ? 'hidden sm:flex' : ''}`}>
            {badges.map((badge, index) => (
              <li key={`${index}-${badge}`}>
                <Badge>{badge}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-center gap-2">
          <Avatar name={seller} src={profilePictureUrl(listing.user.profile_picture)} size={32} />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{seller}</p>
            {listing.user.is_verified || listing.user.rating ? (
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-gray-600 dark:text-gray-400">
                <SellerScore rating={listing.user.rating} />
                {listing.user.is_verified ? (
                  <span className="inline-flex items-center gap-0.5 text-emerald-800 dark:text-emerald-300">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {t('card.verified')}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{listing.location ? catalogue.place(listing.location, listing.region) : t('card.noLocation')}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <time dateTime={listing.created_at}>{f.age(listing.created_at)}</time>
          </span>
        </p>
      </div>

      <div
        className={`flex items-center gap-2 ${list ? 'col-span-2 px-3 pb-3 sm:col-span-1 sm:col-start-2 sm:px-4 sm:pb-4' : 'mt-auto px-4 pb-4'}`}
      >
        <Link to={detailHref} className={buttonClasses('primary', 'sm', list ? 'flex-1 sm:flex-none' : 'flex-1')}>
          {t('card.view')}
          <span className="sr-only">: {listing.title}</span>
        </Link>
        {listing.is_owner ? null : (
          <Link to={messageSellerHref(listing.user.user_id, listing.id, signedIn)} className={buttonClasses('outline', 'sm')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('card.message')}
            <span className="sr-only"> {t('card.messageAbout', { title: listing.title })}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
