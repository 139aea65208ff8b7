import type { ReactNode, RefObject } from 'react';
import { ArrowRight, Compass } from 'lucide-react';
import { Link } from '../../lib/router';
import { Button, buttonClasses } from './button';

/**
 * The words and the two calls of a page's hero (the landing's, the delivery landing's): a badge, the
 * page's heading, a line of text, the link that starts, and 'Take a tour'.
 */
export function HeroIntro({
  titleId,
  titleSize,
  badge,
  title,
  text,
  start,
  tour,
  children,
}: {
  titleId: string;
  /** The heading's size below `sm` (from `sm` on both are text-5xl). */
  titleSize: 'text-3xl' | 'text-4xl';
  badge: string;
  title: string;
  text: string;
  start: { href: string; label: string };
  tour: { label: string; onClick: () => void; buttonRef: RefObject<HTMLButtonElement | null> };
  /** What follows the calls (the delivery landing's sign-in note). */
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="mb-3 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-400/15 dark:text-amber-200">
        {badge}
      </p>
      <h1 id={titleId} className={`${titleSize} font-extrabold tracking-tight text-balance sm:text-5xl`}>
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-gray-700 dark:text-gray-300">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={start.href} className={buttonClasses('primary', 'lg')}>
          {start.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Button ref={tour.buttonRef} variant="outline" size="lg" data-tour-start onClick={tour.onClick}>
          <Compass aria-hidden="true" className="size-5" />
          {tour.label}
        </Button>
      </div>
      {children}
    </div>
  );
}
