import { useState } from 'react';
import { Undo2, X } from 'lucide-react';

export type CurrentImage = { url: string; thumb: string };

/** A listing's photo, or the spec's 'Error' placeholder when it does not load. */
function Thumb({ src, label }: { src: string; label: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span role="img" aria-label={`${label} could not be loaded`} className="flex size-full items-center justify-center text-sm font-semibold text-red-700 dark:text-red-400">
        Error
      </span>
    );
  }
  return <img src={src} alt={label} loading="lazy" onError={() => setBroken(true)} className="size-full object-cover" />;
}

/** The photos a listing has, each with a remove/keep toggle (what is kept goes back as keep_images). */
export function CurrentImageTiles({ images, removed, onToggle }: { images: CurrentImage[]; removed: ReadonlySet<string>; onToggle: (url: string) => void }) {
  return images.map((image, index) => {
    const isRemoved = removed.has(image.url);
    const label = `Current photo ${index + 1}`;
    return (
      <li key={image.url} className="relative aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800">
        <span className={isRemoved ? 'block size-full opacity-30 grayscale' : 'block size-full'}>
          <Thumb src={image.thumb} label={label} />
        </span>
        {isRemoved ? (
          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-xs font-bold text-gray-900 dark:text-gray-100">Will be removed</span>
        ) : null}
        <button
          type="button"
          onClick={() => onToggle(image.url)}
          aria-pressed={isRemoved}
          aria-label={isRemoved ? `Keep ${label.toLowerCase()}` : `Remove ${label.toLowerCase()}`}
          className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/85"
        >
          {isRemoved ? <Undo2 aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
        </button>
      </li>
    );
  });
}
