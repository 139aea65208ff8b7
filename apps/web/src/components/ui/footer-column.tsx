import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

export const footerLinkClass = 'inline-block py-1 text-sm text-gray-300 hover:text-white hover:underline';

export type FooterLink = { label: string; href: string };

/** A column of a dark footer: its heading, then its links (in-app) or whatever `children` holds. */
export function FooterColumn({ title, links, children }: { title: string; links?: FooterLink[]; children?: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      {links ? (
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.href} className={footerLinkClass}>
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
