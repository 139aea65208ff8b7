import type { Article } from '../data/articles';

const BACKGROUNDS: Record<Article['image'], string> = {
  safety: 'fill-emerald-100 dark:fill-emerald-900/60',
  photos: 'fill-amber-100 dark:fill-amber-900/40',
  delivery: 'fill-sky-100 dark:fill-sky-900/50',
};

/** Small inline drawings instead of photos: a few hundred bytes each. */
export function ArticleIllustration({ kind }: { kind: Article['image'] }) {
  return (
    <svg viewBox="0 0 320 140" className="block h-36 w-full" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="320" height="140" className={BACKGROUNDS[kind]} />
      {kind === 'safety' ? (
        <g>
          <path
            d="M160 24 l44 16 v30 c0 26 -20 42 -44 50 c-24 -8 -44 -24 -44 -50 v-30 z"
            className="fill-emerald-700 dark:fill-emerald-500"
          />
          <path d="M142 72 l12 12 l24 -26" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      ) : null}
      {kind === 'photos' ? (
        <g>
          <rect x="104" y="40" width="112" height="76" rx="12" className="fill-gray-800 dark:fill-gray-200" />
          <rect x="140" y="30" width="40" height="16" rx="4" className="fill-gray-800 dark:fill-gray-200" />
          <circle cx="160" cy="78" r="24" className="fill-amber-400" />
          <circle cx="160" cy="78" r="12" className="fill-gray-800 dark:fill-gray-200" />
        </g>
      ) : null}
      {kind === 'delivery' ? (
        <g>
          <rect x="96" y="50" width="84" height="50" rx="6" className="fill-sky-700 dark:fill-sky-400" />
          <path d="M180 64 h28 l16 18 v18 h-44 z" className="fill-sky-800 dark:fill-sky-300" />
          <circle cx="120" cy="104" r="12" className="fill-gray-800 dark:fill-gray-100" />
          <circle cx="204" cy="104" r="12" className="fill-gray-800 dark:fill-gray-100" />
          <path d="M40 112 h56 M30 92 h50" strokeWidth="6" strokeLinecap="round" className="stroke-sky-400 dark:stroke-sky-600" />
        </g>
      ) : null}
    </svg>
  );
}
