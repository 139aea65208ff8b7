import type { ListingInput } from '@dwa/shared/listings';
import { ListingFacts, PromotionBadge } from './listing-facts';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

/** How the ad will read, before it is sent. */
export function ListingPreview({
  input,
  images,
}: {
  input: ListingInput;
  images: { id: string; name: string; previewUrl: string | null }[];
}) {
  const f = useFormat();
  const t = useT(postingMessages);
  const location = [input.town, input.region].filter(Boolean).join(', ') || null;
  return (
    <article
      aria-labelledby="preview-title"
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900"
    >
      <ul aria-label={t('photos')} className="flex snap-x gap-2 overflow-x-auto bg-gray-100 p-2 dark:bg-gray-800">
        {images.map((image, index) => (
          <li key={image.id} className="h-48 w-64 shrink-0 snap-start overflow-hidden rounded-lg bg-gray-200 dark:bg-gray-700">
            {image.previewUrl ? (
              <img
                src={image.previewUrl}
                alt={t('preview.photo', { position: index + 1, name: image.name })}
                className="size-full object-cover"
              />
            ) : (
              <span className="flex size-full items-center justify-center p-2 text-center text-sm text-gray-600 dark:text-gray-300">
                {image.name}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="preview-title" className="text-xl font-bold break-words">
            {input.title}
          </h2>
          <PromotionBadge promotion={input.promotion} />
        </div>
        <p className="text-2xl font-bold text-emerald-800 dark:text-emerald-300">{f.cedis(input.price, 'ghc')}</p>
        <ListingFacts listing={{ ...input, location }} />
        <p className="whitespace-pre-line break-words text-gray-800 dark:text-gray-200">{input.description}</p>
      </div>
    </article>
  );
}
