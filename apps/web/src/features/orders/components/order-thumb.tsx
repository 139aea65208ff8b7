import { useState } from 'react';
import { ImageOff } from 'lucide-react';

/** An order item's photo in a square (the server's smallest card variant), or a quiet placeholder. */
export function OrderThumb({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = size === 'sm' ? 'size-12' : 'size-16';
  return (
    <span className={`relative block shrink-0 overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800 ${box}`}>
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-6 text-gray-500 dark:text-gray-400" />
      )}
    </span>
  );
}
