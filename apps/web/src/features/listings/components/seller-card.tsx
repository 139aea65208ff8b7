import { useNavigate } from 'react-router';
import { BadgeCheck, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ListingSeller } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { profilePictureUrl } from '../../../lib/media-url';
import { notify } from '../../../lib/toast';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import type { Viewer } from '../types';

/** /messages starts (or reopens) the conversation with the seller about the listing, then shows it. */
export function messageSellerHref(sellerId: number, listingId: number): string {
  return `${paths.messages.getHref()}?${new URLSearchParams({ to: String(sellerId), listing: String(listingId) })}`;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SellerCard({ seller, listingId, viewer }: { seller: ListingSeller | null | undefined; listingId: number; viewer: Viewer }) {
  const navigate = useNavigate();
  const signInFirst = useSignInFirst(viewer);
  const phone = seller?.business_phone || seller?.phone || null;
  const email = seller?.business_email || seller?.email || null;
  const name = seller?.business_name || seller?.name || 'Seller';

  function message() {
    if (!seller) return notify.error('Seller information not available');
    const href = messageSellerHref(seller.user_id, listingId);
    // A visitor signs in and lands in the chat, not back here to press Message again.
    signInFirst(() => {
      if (viewer.userId !== null && viewer.userId === String(seller.user_id)) return notify.error('You cannot message yourself');
      void navigate(href);
    }, href);
  }

  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h2 id="seller-heading" className="text-lg font-bold">
        Seller information
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
                  Verified Seller
                </p>
              ) : null}
            </div>
          </div>
          {seller.business_description ? <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{seller.business_description}</p> : null}
          {seller.business_address ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{seller.business_address}</p> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Seller information not available</p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        {phone ? (
          <a href={telHref(phone)} className={buttonClasses('primary')}>
            <Phone aria-hidden="true" className="size-4" />
            Call
          </a>
        ) : (
          <span className={buttonClasses('secondary')} aria-disabled="true" title="No phone number given">
            <Phone aria-hidden="true" className="size-4" />
            Call
          </span>
        )}
        {email ? (
          <a href={`mailto:${email}`} className={buttonClasses('outline')}>
            <Mail aria-hidden="true" className="size-4" />
            Email
          </a>
        ) : (
          <span className={buttonClasses('secondary')} aria-disabled="true" title="No email address given">
            <Mail aria-hidden="true" className="size-4" />
            Email
          </span>
        )}
        <Button variant="outline" className="col-span-2" onClick={message}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Message
        </Button>
      </div>
    </section>
  );
}
