import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { wrapIndex } from '../../lib/wrap-index';
import { useT } from '../../lib/i18n/i18n-context';
import { controlsMessages } from '../../lib/i18n/catalogs/controls';

export type LightboxImage = { src: string; srcSet?: string; alt: string };

export { wrapIndex };

/** Horizontal drags shorter than this are taps, not swipes. */
export const SWIPE_THRESHOLD_PX = 40;

/** -1 (previous), 1 (next) or 0 for a pointer that moved `dx` by `dy` between down and up. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const control =
  'inline-flex size-12 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-white';

/**
 * Full-screen viewer on the native modal <dialog> (focus stays inside, the page is inert, Escape
 * closes). ArrowLeft/ArrowRight and a swipe move between pictures, wrapping at both ends.
 */
export function Lightbox({
  open,
  images,
  index,
  label,
  onIndexChange,
  onClose,
}: {
  open: boolean;
  images: LightboxImage[];
  index: number;
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const t = useT(controlsMessages);
  const current = images[wrapIndex(index, count)];

  const go = (step: number) => onIndexChange(wrapIndex(index + step, count));

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    if (direction !== 0) go(direction);
  }

  return (
    <dialog
      ref={ref}
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      {open && current ? (
        <div className="relative flex h-full w-full flex-col">
          <div className="flex items-center justify-between gap-2 p-3">
            <p aria-live="polite" className="text-sm font-semibold tabular-nums">
              {wrapIndex(index, count) + 1} / {count}
            </p>
            <button type="button" onClick={onClose} aria-label={t('close')} className={control}>
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={(event) => {
              start.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            <img
              key={current.src}
              src={current.src}
              srcSet={current.srcSet}
              sizes="100vw"
              alt={current.alt}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('previousImage')}
                  className={`${control} absolute top-1/2 left-2 -translate-y-1/2`}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('nextImage')}
                  className={`${control} absolute top-1/2 right-2 -translate-y-1/2`}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
