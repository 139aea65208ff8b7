/** The Dwa mark, drawn inline so the logo costs no request. The spec's size is 100x100. */
export function Logo({ size = 100, className = '' }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="22" fill="#047857" />
      <path d="M28 24h20c17 0 28 10 28 26S65 76 48 76H28z" fill="#fff" />
      <path d="M40 36h8c10 0 15 5 15 14s-5 14-15 14h-8z" fill="#047857" />
      <circle cx="74" cy="26" r="8" fill="#fbbf24" />
    </svg>
  );
}
