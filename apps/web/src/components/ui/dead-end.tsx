import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { buttonClasses } from './button';
import { DocumentTitle } from './document-title';

/**
 * A page that leads nowhere from here (not found, not allowed): its icon, a code line, the title
 * (the tab's too), a line of text, and the ways on: `links` (the first the main one), then `children`.
 */
export function DeadEnd({
  icon,
  code,
  title,
  text,
  links = [],
  children,
}: {
  icon?: ReactNode;
  code?: ReactNode;
  title: string;
  text: ReactNode;
  links?: { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <DocumentTitle title={title} />
      {icon}
      {code}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-gray-700 dark:text-gray-300">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={buttonClasses(index === 0 ? 'primary' : 'outline')}>
            {link.label}
          </Link>
        ))}
        {children}
      </div>
    </section>
  );
}
