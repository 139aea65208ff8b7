import { useEffect, useId, useMemo, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { REVIEW_PHOTOS_MAX, type Review } from '@dwa/shared/reviews';
import { useT } from '../../../lib/i18n/i18n-context';
import { reviewsMessages } from '../../../lib/i18n/catalogs/reviews';

type Props = {
  /** The review's photos already saved (editing), each removable at once. */
  saved: Review['photos'];
  onRemoveSaved: (index: number) => void;
  /** Photos picked, sent after the review is saved. */
  picked: File[];
  onPick: (files: File[]) => void;
  disabled?: boolean;
};

const tile = 'relative size-20 overflow-hidden rounded-lg border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800';
const removeButton =
  'absolute top-0.5 right-0.5 inline-flex size-8 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black focus-visible:ring-2 focus-visible:ring-white';

/** Optional photos of a review (up to 3): what is saved, what is picked, and a button to add more. */
export function ReviewPhotosField({ saved, onRemoveSaved, picked, onPick, disabled = false }: Props) {
  const t = useT(reviewsMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => picked.map((file) => URL.createObjectURL(file)), [picked]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = REVIEW_PHOTOS_MAX - saved.length - picked.length;
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {t('photos.label')} <span className="font-normal text-gray-600 dark:text-gray-400">{t('report.optional')}</span>
      </p>
      <p id={`${id}-help`} className="text-sm text-gray-600 dark:text-gray-400">
        {t('photos.help', { max: REVIEW_PHOTOS_MAX })}
      </p>
      <ul aria-labelledby={`${id}-label`} className="mt-2 flex flex-wrap gap-2">
        {saved.map((photo, index) => (
          <li key={photo.small} className={tile}>
            <img src={photo.small} alt={t('photos.alt', { n: index + 1 })} className="size-full object-cover" />
            <button
              type="button"
              className={removeButton}
              disabled={disabled}
              onClick={() => onRemoveSaved(index)}
              aria-label={t('photos.remove', { n: index + 1 })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {picked.map((file, index) => (
          <li key={`${file.name}-${index}`} className={tile}>
            <img src={previews[index]} alt={t('photos.alt', { n: saved.length + index + 1 })} className="size-full object-cover" />
            <button
              type="button"
              className={removeButton}
              disabled={disabled}
              onClick={() => onPick(picked.filter((_file, at) => at !== index))}
              aria-label={t('photos.remove', { n: saved.length + index + 1 })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {room > 0 ? (
          <li>
            <button
              type="button"
              disabled={disabled}
              aria-describedby={`${id}-help`}
              onClick={() => input.current?.click()}
              className="inline-flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-gray-400 text-xs font-medium text-gray-700 hover:bg-gray-50 dark:border-gray-500 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              {t('photos.add')}
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="review-photos-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
          if (files.length > 0) onPick([...picked, ...files]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
