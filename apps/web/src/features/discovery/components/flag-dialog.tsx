import type { Listing } from '@dwa/shared/listings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';

/** The spec's flag: a confirmation, then the thank-you once the report is filed (reason 'inappropriate'). */
export function FlagDialog({
  listing,
  onCancel,
  onConfirm,
}: {
  listing: Listing | null;
  onCancel: () => void;
  onConfirm: (listing: Listing) => void;
}) {
  const t = useT(exploreMessages);
  // The title stands out inside the sentence, wherever the language puts it.
  const [before, after] = aroundSlot(t('flag.text', { title: SLOT }));
  return (
    <Dialog open={listing !== null} onClose={onCancel} title={t('flag.title')}>
      {listing ? (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {before}
            <span className="font-semibold text-gray-900 dark:text-gray-100">{listing.title}</span>
            {after}
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="outline" onClick={onCancel}>
              {t('flag.cancel')}
            </Button>
            <button
              type="button"
              onClick={() => onConfirm(listing)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400"
            >
              {t('flag.confirm')}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
