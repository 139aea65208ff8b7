import { Link } from '../../lib/router';
import type { LucideIcon } from 'lucide-react';

export type Tile = { title: string; text: string; href: string; Icon: LucideIcon };

/** A card whose whole surface is one link, named by its title alone (the marketplace and delivery journeys). */
export function LinkTile({ title, text, href, Icon, className = '' }: Tile & { className?: string }) {
  return (
    <li
      className={`relative flex flex-col rounded-2xl border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-emerald-600 hover:border-emerald-600 dark:border-gray-800 dark:focus-within:ring-amber-300 ${className}`}
    >
      <span className="mb-3 inline-flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="font-semibold">
        <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl after:content-['']">
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
    </li>
  );
}
