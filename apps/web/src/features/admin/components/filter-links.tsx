import { Link } from '../../../lib/router';

const linkClass = (current: boolean) =>
  `inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-medium ${
    current
      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950'
      : 'border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800'
  }`;

/** A row of links that each narrow a list (kept in the address); the current one says so. */
export function FilterLinks({ label, items }: { label: string; items: { label: string; href: string; current: boolean }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} aria-current={item.current ? 'page' : undefined} className={linkClass(item.current)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
