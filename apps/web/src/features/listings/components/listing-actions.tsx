import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MessageCircle, Package, Pencil, Share2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { listingShareText, useAbsoluteUrl, whatsappShareHref } from '../../../lib/whatsapp';
import { useGoBack } from '../hooks/use-go-back';
import { useFormat } from '../../../lib/i18n/i18n-context';

/** The Web Share sheet where there is one (phones), else the link goes to the clipboard. */
async function share(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied');
  } catch {
    notify.error('Could not copy the link. Copy it from the address bar instead.');
  }
}

type Props = {
  listingId: number;
  title: string;
  /** In cedis: the WhatsApp share says it. */
  price: number;
  managing: boolean;
  /** The viewer owns it: no wishlist or delivery request for their own ad, Edit Listing instead. */
  owner?: boolean;
  /** Where the item is ('Town, Region'): the pickup of a delivery request. */
  pickup?: string | null;
  /** The wishlist button, composed by the route (it belongs to the engagement feature). */
  wishlist?: ReactNode;
};

/**
 * From the manage page a seller edits or goes back to the table; elsewhere the owner goes back,
 * shares or edits; anyone else goes back, shares, saves or asks for a delivery.
 */
export function ListingActions({ listingId, title, price, managing, owner = false, pickup, wishlist }: Props) {
  const f = useFormat();
  const goBack = useGoBack(paths.listings.getHref());
  const url = useAbsoluteUrl(paths.listing.getHref(listingId));

  if (managing) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Link to={paths.editListing.getHref(listingId)} className={buttonClasses('primary')}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Listing
        </Link>
        <Link to={paths.manageListings.getHref()} className={buttonClasses('outline')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Listings
        </Link>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="outline" className="px-2" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Button>
      <Button variant="outline" className="px-2" onClick={() => void share(title)}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      <a
        href={whatsappShareHref(listingShareText({ title, price: f.cedis(price, 'ghc') }, url))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'md', 'col-span-2')}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        Share on WhatsApp
      </a>
      {owner ? (
        <Link to={paths.editListing.getHref(listingId)} className={buttonClasses('primary', 'md', 'col-span-2')}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit Listing
        </Link>
      ) : (
        <>
          {wishlist ? <div className="col-span-2 grid">{wishlist}</div> : null}
          <Link
            to={paths.deliveryRequest.getHref({ item: title, pickup: pickup ?? undefined, listing: String(listingId) })}
            className={buttonClasses('outline', 'md', 'col-span-2')}
          >
            <Package aria-hidden="true" className="size-4" />
            Request delivery
          </Link>
        </>
      )}
    </div>
  );
}
