import { useState } from 'react';
import { ImageOff } from 'lucide-react';

/** A cart or order line's photo (its 320 px variant), or a placeholder. */
export function ItemThumb({ src, size = 'size-16' }: { src: string | null; size?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={`${size} shrink-0 overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800`}>
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-gray-500 dark:text-gray-400">
          <ImageOff aria-hidden="true" className="size-5" />
        </div>
      )}
    </div>
  );
}
