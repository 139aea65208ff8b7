import { Link } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
