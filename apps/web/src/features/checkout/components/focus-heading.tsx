import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** The page's heading, focused when it appears, so a screen reader says what just happened. */
export function FocusHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`text-2xl font-bold tracking-tight outline-none sm:text-3xl ${className}`}>
      {children}
    </h1>
  );
}
