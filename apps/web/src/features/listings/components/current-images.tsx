import { useState } from 'react';
import { Undo2, X } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';

export type CurrentImage = { url: string; thumb: string };

/** A listing's photo, or the spec's 'Error' placeholder when it does not load. */
function Thumb({ src, label, position }: { src: string; label: string; position: number }) {
  const t = useT(postingMessages);
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span
        role="img"
        aria-label={t('image.broken', { position })}
        className="flex size-full items-center justify-center text-sm font-semibold text-red-700 dark:text-red-400"
      >
        {t('image.error')}
      </span>
    );
  }
  return <img src={src} alt={label} loading="lazy" onError={() => setBroken(true)} className="size-full object-cover" />;
}

/** The photos a listing has, each with a remove/keep toggle (what is kept goes back as keep_images). */
export function CurrentImageTiles({
  images,
  removed,
  onToggle,
}: {
  images: CurrentImage[];
  removed: ReadonlySet<string>;
  onToggle: (url: string) => void;
}) {
  const t = useT(postingMessages);
  return images.map((image, index) => {
    const isRemoved = removed.has(image.url);
    const position = index + 1;
    const label = t('image.current', { position });
    return (
      <li
        key={image.url}
        className="relative aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800"
      >
        <span className={isRemoved ? 'block size-full opacity-30 grayscale' : 'block size-full'}>
          <Thumb src={image.thumb} label={label} position={position} />
        </span>
        {isRemoved ? (
          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-xs font-bold text-gray-900 dark:text-gray-100">
            {t('image.willRemove')}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => onToggle(image.url)}
          aria-pressed={isRemoved}
          aria-label={t(isRemoved ? 'image.keep' : 'image.remove', { position })}
          className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/85"
        >
          {isRemoved ? <Undo2 aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
        </button>
      </li>
    );
  });
}
