/** A market stall, a parcel and a courier's route, drawn inline (no image request). */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <circle cx="200" cy="150" r="130" className="fill-emerald-100 dark:fill-emerald-900/50" />
      <path d="M60 250 C 140 170, 250 290, 340 190" fill="none" strokeWidth="4" strokeDasharray="10 10" className="stroke-amber-500" />
      <rect
        x="110"
        y="110"
        width="140"
        height="110"
        rx="10"
        className="fill-white stroke-emerald-700 dark:fill-gray-900 dark:stroke-emerald-400"
        strokeWidth="4"
      />
      <path d="M100 110 h160 l-14 -36 h-132 z" className="fill-emerald-700 dark:fill-emerald-500" />
      <path d="M114 74 h26 l-6 36 h-30 z M166 74 h28 v36 h-32 z M220 74 h26 l10 36 h-30 z" className="fill-amber-400" />
      <rect x="130" y="150" width="44" height="70" rx="4" className="fill-emerald-600 dark:fill-emerald-700" />
      <rect x="190" y="140" width="44" height="34" rx="4" className="fill-amber-300" />
      <rect x="262" y="170" width="70" height="56" rx="6" className="fill-amber-400" />
      <path d="M262 190 h70 M297 170 v56" strokeWidth="4" className="stroke-amber-700" />
      <circle cx="320" cy="110" r="22" className="fill-emerald-700 dark:fill-emerald-500" />
      <path d="M311 110 l7 7 l13 -14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="62" cy="250" r="10" className="fill-emerald-700 dark:fill-emerald-400" />
    </svg>
  );
}
