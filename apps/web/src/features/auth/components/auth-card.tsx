import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';

/**
 * The frame of every sign-up and sign-in step. A step reached from another one takes the focus to
 * its heading, so a screen reader announces where the person now is.
 */
export function AuthCard({
  title,
  description,
  icon,
  focusTitle = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) headingRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <DocumentTitle title={title} />
      {/* A card from sm up; on a phone the page itself is the card, so fields get the full width. */}
      <div className="sm:rounded-2xl sm:border sm:border-gray-200 sm:bg-white sm:p-8 sm:shadow-sm dark:sm:border-gray-800 dark:sm:bg-gray-900">
        {icon ? <div className="mb-4 flex justify-center text-emerald-700 dark:text-emerald-400">{icon}</div> : null}
        <h1 ref={headingRef} tabIndex={-1} className="text-center text-2xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        {description ? <div className="mt-2 text-center text-gray-700 dark:text-gray-300">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A quiet text button for moving between steps ('Back to Sign In', 'Forgot Password?'). */
export const linkButtonClasses =
  'inline-flex min-h-11 items-center gap-1 rounded font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300';
