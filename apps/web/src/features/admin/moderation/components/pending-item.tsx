import { ShieldAlert } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ListingImage } from '../../../../components/ui/listing-image';
import { matchedRuleText, reviewReasonLabel } from '../lib/review-reason';
import type { PendingListing } from '../types';
import { HighlightedText } from './highlighted-text';
import { QueueItem, type QueueItemProps } from './queue-item';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import type { Format } from '../../../../lib/i18n/format';

export const submittedOn = (f: Format, iso: string) => f.date(iso, 'dayMonthTime');

type Props = QueueItemProps & {
  item: PendingListing;
  onApprove: () => void;
  onReject: () => void;
};

/** One listing waiting for review: what it says, who posted it, why it waits, and the two decisions. */
export function PendingItem({ item, busy, itemRef, tabIndex, onFocus, onApprove, onReject }: Props) {
  const f = useFormat();
  const t = useT(adminMessages);
  const { listing, owner, matched_rule: rule } = item;
  const titleId = `pending-${listing.id}-title`;
  return (
    <QueueItem titleId={titleId} busy={busy} itemRef={itemRef} tabIndex={tabIndex} onFocus={onFocus}>
      <div className="flex gap-3">
        <ListingImage listing={listing} sizes="96px" className="size-20 shrink-0 rounded-lg sm:size-24" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            <HighlightedText text={listing.title} match={rule?.match} />
          </h3>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <span className="font-semibold">{f.cedis(listing.price, 'ghc')}</span> · {listing.category} › {listing.sub_category}
            {listing.location ? ` · ${listing.location}` : ''}
          </p>
          <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">
            {t('pending.by', { name: owner.name })} <span className="text-gray-600 dark:text-gray-400">({owner.email})</span>
            {item.submitted_at ? (
              <span className="text-gray-600 dark:text-gray-400">{t('pending.sent', { date: submittedOn(f, item.submitted_at) })}</span>
            ) : null}
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-6 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
        <HighlightedText text={listing.description} match={rule?.match} />
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-2 text-sm">
        <Badge tone="warning">{reviewReasonLabel(t, item.review_reason)}</Badge>
        {rule ? (
          <p className="flex min-w-0 items-start gap-1 break-words text-amber-900 dark:text-amber-200">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {matchedRuleText(t, rule)}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onApprove} disabled={busy} aria-keyshortcuts="a">
          {t('pending.approve')}
        </Button>
        <Button size="sm" variant="outline" onClick={onReject} disabled={busy} aria-keyshortcuts="r">
          {t('pending.reject')}
        </Button>
      </div>
    </QueueItem>
  );
}
