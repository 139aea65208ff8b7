import { useEffect, useId, useMemo, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { DISPUTE_PHOTOS_MAX } from '@dwa/shared/disputes';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';

function Thumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT(disputesMessages);
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="relative">
      <img src={url} alt={file.name} className="size-20 rounded-lg object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('photos.remove', { name: file.name })}
        className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-gray-900 text-white focus-visible:outline-2 focus-visible:outline-emerald-500 dark:bg-gray-100 dark:text-gray-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** Up to 4 photos for a dispute message: pick (several at once), see them, remove one. */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  disabled,
}: {
  photos: File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const t = useT(disputesMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= DISPUTE_PHOTOS_MAX;
  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        disabled={disabled || full}
        data-testid="dispute-photos"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`${buttonClasses('outline', 'sm')} ${disabled || full ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {t('photos.add', { count: photos.length, max: DISPUTE_PHOTOS_MAX })}
      </label>
      {photos.length > 0 ? (
        <ul aria-label={t('photos.picked')} className="mt-3 flex flex-wrap gap-3">
          {photos.map((file, index) => (
            <Thumb key={`${file.name}-${file.size}-${index}`} file={file} onRemove={() => onRemove(index)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
