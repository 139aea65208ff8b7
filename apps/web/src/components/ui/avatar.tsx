import { useState } from 'react';

/**
 * A picture when one loads, else the first letter of the name. Decorative unless given a `label`
 * (then the picture, or the letter in its place, is an image with that name).
 */
export function Avatar({ name, src, size = 36, label }: { name: string; src?: string | null; size?: number; label?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = src && failedSrc !== src;
  const named = label !== undefined && !showImage;
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-700 font-semibold text-white dark:bg-emerald-500 dark:text-gray-950"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      {...(label === undefined ? { 'aria-hidden': true } : named ? { role: 'img', 'aria-label': label } : {})}
    >
      {showImage ? (
        <img src={src} alt={label ?? ''} width={size} height={size} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden={named || undefined}>{initial}</span>
      )}
    </span>
  );
}
