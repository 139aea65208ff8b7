import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';
import { Issue } from './issue';

export type PickedImage = { id: string; name: string; previewUrl: string | null; busy?: boolean };

const tileButton =
  'inline-flex size-8 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/85 disabled:opacity-40 disabled:cursor-not-allowed';

/** A picture that may fail to load (a HEIC the browser cannot show): its name instead. */
function Preview({ image, fallback }: { image: PickedImage; fallback: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT(controlsMessages);
  if (image.busy) {
    return (
      <span className="flex size-full items-center justify-center">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-gray-500 motion-reduce:animate-none" />
        <span className="sr-only">{t('preparing', { name: image.name })}</span>
      </span>
    );
  }
  if (!image.previewUrl || failed === image.previewUrl) {
    return (
      <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-gray-600 dark:text-gray-300">
        <span className="font-semibold">{fallback}</span>
        <span className="line-clamp-2 break-all">{image.name}</span>
      </span>
    );
  }
  return (
    <img
      src={image.previewUrl}
      alt={t('previewOf', { name: image.name })}
      onError={() => setFailed(image.previewUrl)}
      className="size-full object-cover"
    />
  );
}

/**
 * Choose photos, see previews, remove them and change their order (the first one is the cover).
 * What to keep of a selection is the caller's rule (`onAdd` gets every file chosen).
 */
export function ImagePicker({
  label,
  images,
  accept,
  max,
  hint,
  error,
  notice,
  previewFallback,
  onAdd,
  onRemove,
  onMove,
  children,
}: {
  label: string;
  images: PickedImage[];
  accept: string;
  max: number;
  hint?: string;
  error?: string | null;
  notice?: string | null;
  previewFallback?: string;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (id: string, step: -1 | 1) => void;
  /** Tiles shown before the picked ones (e.g. the photos a listing already has). */
  children?: ReactNode;
}) {
  const t = useT(controlsMessages);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= max;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('chosenPhotos')}>
        {children}
        {images.map((image, index) => (
          <li
            key={image.id}
            className="relative aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800"
          >
            <Preview image={image} fallback={previewFallback ?? t('noPreview')} />
            {index === 0 && !children ? (
              <span className="absolute top-1 left-1 rounded bg-emerald-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                {t('cover')}
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(image.id)}
              aria-label={t('remove', { name: image.name })}
              className={`${tileButton} absolute top-1 right-1`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
            <div className="absolute right-1 bottom-1 flex gap-1">
              <button
                type="button"
                onClick={() => onMove(image.id, -1)}
                disabled={index === 0}
                aria-label={t('moveLeft', { name: image.name })}
                className={tileButton}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => onMove(image.id, 1)}
                disabled={index === images.length - 1}
                aria-label={t('moveRight', { name: image.name })}
                className={tileButton}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {full ? null : (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              aria-describedby={describedBy}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-gray-300 text-sm font-semibold text-emerald-800 hover:border-emerald-600 hover:bg-emerald-50 dark:border-gray-600 dark:text-emerald-300 dark:hover:bg-gray-900"
            >
              <ImagePlus aria-hidden="true" className="size-7" />
              {t('addPhotos')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      {notice ? (
        <p role="status" className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          <Issue text={error} />
        </p>
      ) : null}
    </div>
  );
}
