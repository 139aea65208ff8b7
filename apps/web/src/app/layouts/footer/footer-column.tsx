import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function FooterColumn({ title, links, children }: { title: string; links?: { label: string; href: string }[]; children?: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      {links ? (
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className="inline-block py-1 text-sm text-gray-300 hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
