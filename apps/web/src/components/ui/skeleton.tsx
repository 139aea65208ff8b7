/** A grey placeholder block while content loads; decorative, so screen readers skip it. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none dark:bg-gray-800 ${className}`}
    />
  );
}
