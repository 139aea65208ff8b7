import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useLocation } from '../lib/router';

/** Whether a menu is open; a new page closes it (set during render, so the old menu never flashes). */
export function useMenuOpen(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
