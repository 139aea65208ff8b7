import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A state's heading. Right after the form is sent it takes focus: the form is gone, and keyboard and
 * screen-reader users land on the answer rather than at the top of the page.
 */
export function ViewHeading({ id, focus = false, children }: { id: string; focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold outline-none">
      {children}
    </h2>
  );
}
