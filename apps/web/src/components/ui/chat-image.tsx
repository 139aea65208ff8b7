import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

type Props = {
  src: string | null;
  full: string | null;
  width?: number;
  height?: number;
  /** Called once the picture has loaded (its height is known): a chat scrolls it into view. */
  onLoad?: () => void;
};

/** A chat photo, with the spec's 'Image unavailable' when it is missing or fails to load. */
export function ChatImage({ src, full, width, height, onLoad }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT(controlsMessages);
  if (!src || failed === src) {
    return (
      <span className="flex h-32 w-48 max-w-full flex-col items-center justify-center gap-1 rounded-lg bg-gray-200 text-sm text-gray-700 dark:bg-gray-700 dark:text-gray-200">
        <ImageOff aria-hidden="true" className="size-6" />
        {t('imageUnavailable')}
      </span>
    );
  }
  const image = (
    <img
      src={src}
      alt={t('sentImage')}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      onLoad={onLoad}
      className="block h-auto max-h-72 w-auto max-w-full rounded-lg object-contain"
    />
  );
  return full ? (
    <a href={full} target="_blank" rel="noopener noreferrer" aria-label={t('openFull')}>
      {image}
    </a>
  ) : (
    image
  );
}
