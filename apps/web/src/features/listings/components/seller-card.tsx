import { Link, useNavigate } from '../../../lib/router';
import { BadgeCheck, Mail, MessageCircle, Phone, Star } from 'lucide-react';
import type { ListingSeller } from '@dwa/shared/listings';
import type { SellerScore } from '@dwa/shared/reviews';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { profilePictureUrl } from '../../../lib/media-url';
import { useSignInFirst } from '../../../hooks/use-sign-in-first';
import { telHref } from '../../../lib/tel-href';
import { notify } from '../../../lib/toast';
import { sellerMessageText, whatsappChatHref } from '../../../lib/whatsapp';
import { useAbsoluteUrl } from '../../../lib/site-origin';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';

type Props = {
  seller: ListingSeller | null | undefined;
  listingId: number;
  /** The listing's title: a WhatsApp message to the seller names it. */
  listingTitle: string;
  /** The signed-in person, who cannot message themselves. */
  viewerId: string | null;
  /** The seller's smoothed score and review count (ADR 059), when the listing's answer carried it. */
  rating?: SellerScore;
};

export function SellerCard({ seller, listingId, listingTitle, viewerId, rating }: Props) {
  const f = useFormat();
  const navigate = useNavigate();
  const url = useAbsoluteUrl(paths.listing.getHref(listingId));
  const signInFirst = useSignInFirst();
  const t = useT(listingDetailMessages);
  const phone = seller?.business_phone || seller?.phone || null;
  const email = seller?.business_email || seller?.email || null;
  const name = seller?.business_name || seller?.name || t('seller.name');
  const whatsapp = phone ? whatsappChatHref(phone, sellerMessageText(listingTitle, url)) : null;

  function message() {
    if (!seller) return notify.error(t('seller.unavailable'));
    const href = paths.messages.getHref({ to: seller.user_id, listing: listingId });
    // A visitor signs in and lands in the chat, not back here to press Message again.
    signInFirst(() => {
      if (viewerId !== null && viewerId === String(seller.user_id)) return notify.error(t('seller.self'));
      void navigate(href);
    }, href);
  }

  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="seller-heading" className="text-lg font-bold">
        {t('seller.title')}
      </h2>
      {seller ? (
        <>
          <div className="mt-3 flex items-center gap-3">
            <Avatar name={name} src={profilePictureUrl(seller.profile_picture)} size={52} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{name}</p>
              {seller.business_name && seller.name !== seller.business_name ? (
                <p className="truncate text-sm text-gray-600 dark:text-gray-400">{seller.name}</p>
              ) : seller.username ? (
                <p className="truncate text-sm text-gray-600 dark:text-gray-400">@{seller.username}</p>
              ) : null}
              {seller.is_verified ? (
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('seller.verified')}
                </p>
              ) : null}
              {seller.phone_verified ? (
                <PhoneVerifiedBadge label={t('seller.phoneVerified')} explanation={t('seller.phoneVerifiedWhat')} />
              ) : null}
              {seller.id_verified ? <IdVerifiedBadge label={t('seller.idVerified')} explanation={t('seller.idVerifiedWhat')} /> : null}
              {rating ? (
                <p className="mt-1 flex items-center gap-1 text-sm" data-testid="seller-score">
                  <Star
                    aria-hidden="true"
                    className={`size-4 text-amber-500 dark:text-amber-400 ${rating.score === null ? '' : 'fill-current'}`}
                  />
                  {rating.score === null
                    ? t('seller.noReviews')
                    : t('seller.rating', { score: f.fixed(rating.score, 1), count: rating.count })}
                </p>
              ) : null}
              <Link
                to={paths.sellerProfile.getHref(seller.user_id)}
                className="mt-1 inline-block text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('seller.profile')}
              </Link>
            </div>
          </div>
          {seller.business_description ? (
            <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{seller.business_description}</p>
          ) : null}
          {seller.business_address ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{seller.business_address}</p> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t('seller.unavailable')}</p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        {phone ? (
          <a href={telHref(phone)} className={buttonClasses('primary')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('seller.call')}
          </a>
        ) : (
          <span className={buttonClasses('secondary')} aria-disabled="true" title={t('seller.noPhone')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('seller.call')}
          </span>
        )}
        {email ? (
          <a href={`mailto:${email}`} className={buttonClasses('outline')}>
            <Mail aria-hidden="true" className="size-4" />
            {t('seller.email')}
          </a>
        ) : (
          <span className={buttonClasses('secondary')} aria-disabled="true" title={t('seller.noEmail')}>
            <Mail aria-hidden="true" className="size-4" />
            {t('seller.email')}
          </span>
        )}
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
            <MessageCircle aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
            WhatsApp
          </a>
        ) : null}
        <Button variant="outline" className={whatsapp ? '' : 'col-span-2'} onClick={message}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('seller.message')}
        </Button>
      </div>
    </section>
  );
}
