import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n-context';
import { listingDetailMessages } from '../../../lib/i18n/catalogs/listing-detail';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

// The listing's facts as a definition list: category, the category's own labels, location, date.

export type ListingFactsValues = {
  category: string;
  sub_category: string;
  brand: string | null;
  type: string | null;
  condition: string | null;
  location: string | null;
  region?: string | null;
  postedOn?: string;
};

export function ListingFacts({ listing }: { listing: ListingFactsValues }) {
  const catalogue = useCatalogueText();
  const labels = catalogue.labels(listing.category);
  const t = useT(listingDetailMessages);
  // The catalogue's words in the reader's language; brand and type are the seller's own.
  const rows: [string, string | null | undefined][] = [
    [t('facts.category'), `${catalogue.category(listing.category)} › ${catalogue.subCategory(listing.sub_category)}`],
    [labels.brand, listing.brand],
    [labels.type, listing.type],
    [labels.condition, listing.condition ? catalogue.condition(listing.condition) : null],
    [t('facts.location'), listing.location ? catalogue.place(listing.location, listing.region) : null],
    [t('facts.posted'), listing.postedOn],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
            <dd className="font-medium break-words text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function PromotionBadge({ promotion }: { promotion: string }) {
  const t = useT(listingDetailMessages);
  if (promotion !== 'FEATURED' && promotion !== 'URGENT') return null;
  return <Badge tone={promotion === 'URGENT' ? 'danger' : 'warning'}>{t(`promotion.${promotion}`)}</Badge>;
}
