import { useState } from 'react';

/**
 * True from the first render where `value` is true onwards: what is fetched on first use (a dialog,
 * a lightbox) mounts then, and stays mounted so it can close with its own behaviour.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
