import { useState } from 'react';
import type { Listing } from '@dwa/shared/listings';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useListingBuyers } from '../api/listing-lifecycle';
import { useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

/** 'Mark as sold', optionally naming the buyer among the people who messaged about the listing. */
export function MarkSoldDialog({
  listing,
  busy,
  onCancel,
  onConfirm,
}: {
  listing: Listing | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (listing: Listing, buyerId: number | null) => void;
}) {
  const t = useT(manageMessages);
  const buyers = useListingBuyers(listing?.id ?? null);
  const [buyer, setBuyer] = useState('');
  const people = buyers.data?.results ?? [];
  return (
    <ConfirmDialog
      open={listing !== null}
      title={t('sold.title')}
      confirmLabel={busy ? t('sold.busy') : t('sold.confirm')}
      busy={busy}
      onCancel={() => {
        setBuyer('');
        onCancel();
      }}
      onConfirm={() => {
        if (!listing) return;
        onConfirm(listing, buyer === '' ? null : Number(buyer));
        setBuyer('');
      }}
    >
      <p className="font-semibold break-words text-gray-900 dark:text-gray-100">{listing?.title}</p>
      <p>{t('sold.about')}</p>
      <div>
        <label htmlFor="sold-buyer" className="block text-sm font-semibold">
          {t('sold.buyer')}
        </label>
        <select
          id="sold-buyer"
          value={buyer}
          onChange={(event) => setBuyer(event.target.value)}
          aria-describedby="sold-buyer-hint"
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base dark:border-gray-600 dark:bg-gray-900"
        >
          <option value="">{t('sold.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
            </option>
          ))}
        </select>
        <p id="sold-buyer-hint" className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {t('sold.hint')}
        </p>
      </div>
    </ConfirmDialog>
  );
}
