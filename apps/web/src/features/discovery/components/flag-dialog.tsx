import type { Listing } from '@dwa/shared/listings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export { FLAG_THANKS } from '../lib/flag-thanks';

/** The spec's flag: a confirmation, then the thank-you once the report is filed (reason 'inappropriate'). */
export function FlagDialog({ listing, onCancel, onConfirm }: { listing: Listing | null; onCancel: () => void; onConfirm: (listing: Listing) => void }) {
  return (
    <Dialog open={listing !== null} onClose={onCancel} title="Flag this listing as inappropriate?">
      {listing ? (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <span className="font-semibold text-gray-900 dark:text-gray-100">{listing.title}</span> will be sent to our team for review.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <button
              type="button"
              onClick={() => onConfirm(listing)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400"
            >
              Flag listing
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
