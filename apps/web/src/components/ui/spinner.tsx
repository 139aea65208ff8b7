export function Spinner({ label = 'Loading...', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-emerald-600 border-t-transparent motion-reduce:animate-none dark:border-emerald-400 dark:border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
