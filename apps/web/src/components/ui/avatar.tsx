import { useState } from 'react';

/** A picture when one loads, else the first letter of the name. */
export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = src && failedSrc !== src;
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-700 font-semibold text-white dark:bg-emerald-500 dark:text-gray-950"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={src} alt="" width={size} height={size} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        initial
      )}
    </span>
  );
}
