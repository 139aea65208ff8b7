import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { ArrowLeft, MessageCircle, Package, Pencil, Rocket, Share2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { listingShareText, whatsappShareHref } from '../../../lib/whatsapp';
import { useAbsoluteUrl } from '../../../lib/site-origin';
import { useGoBack } from '../hooks/use-go-back';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import type { AreaT } from '../../../lib/i18n/area';

/** The Web Share sheet where there is one (phones), else the link goes to the clipboard. */
async function share(title: string, t: AreaT<(typeof listingDetailMessages)['en']>): Promise<void> {
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
    notify.success(t('linkCopied'));
  } catch {
    notify.error(t('copyFailed'));
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
  /** The wishlist button, composed by the route (it belongs to the wishlist feature). */
  wishlist?: ReactNode;
};

/**
 * From the manage page a seller edits or goes back to the table; elsewhere the owner goes back,
 * shares or edits; anyone else goes back, shares, saves or asks for a delivery.
 */
export function ListingActions({ listingId, title, price, managing, owner = false, pickup, wishlist }: Props) {
  const f = useFormat();
  const t = useT(listingDetailMessages);
  const goBack = useGoBack(paths.listings.getHref());
  const url = useAbsoluteUrl(paths.listing.getHref(listingId));

  if (managing) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Link to={paths.editListing.getHref(listingId)} className={buttonClasses('primary')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Link>
        <Link to={paths.manageListings.getHref()} className={buttonClasses('outline')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToListings')}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="outline" className="px-2" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('goBack')}
      </Button>
      <Button variant="outline" className="px-2" onClick={() => void share(title, t)}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('share')}
      </Button>
      <a
        href={whatsappShareHref(listingShareText({ title, price: f.cedis(price, 'ghc') }, url))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'md', 'col-span-2')}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        {t('shareWhatsApp')}
      </a>
      {owner ? (
        <>
          <Link to={paths.editListing.getHref(listingId)} className={buttonClasses('primary', 'md', 'col-span-2')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </Link>
          <Link to={paths.boostListing.getHref(listingId)} className={buttonClasses('outline', 'md', 'col-span-2')}>
            <Rocket aria-hidden="true" className="size-4" />
            {t('boost')}
          </Link>
        </>
      ) : (
        <>
          {wishlist ? <div className="col-span-2 grid">{wishlist}</div> : null}
          <Link
            to={paths.deliveryRequest.getHref({ item: title, pickup: pickup ?? undefined, listing: String(listingId) })}
            className={buttonClasses('outline', 'md', 'col-span-2')}
          >
            <Package aria-hidden="true" className="size-4" />
            {t('requestDelivery')}
          </Link>
        </>
      )}
    </div>
  );
}
