import { useRef } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCarousel } from '../../hooks/use-carousel';

export type CarouselSlide = { key: string; content: ReactNode };

/** The controls' names, in the interface's language, e.g. 'Next offer', 'Show offer 2', '2 of 5'. */
export type CarouselNames = {
  previous: string;
  next: string;
  play: string;
  pause: string;
  show: (position: number) => string;
  slide: (position: number, count: number) => string;
};

type Props = {
  /** Names the carousel, e.g. 'Featured offers'. */
  label: string;
  names: CarouselNames;
  slides: CarouselSlide[];
  intervalMs: number;
  /** The slides' box: its height and corners. */
  className?: string;
};

const SWIPE_PX = 40;

/** A dot drawn from its button's aria-current, which is all the islands change before the app runs (ADR 100). */
export const DOT_CLASS =
  'block h-2 w-2 rounded-full bg-gray-400 transition-all group-aria-[current=true]:w-5 group-aria-[current=true]:bg-emerald-700 dark:bg-gray-600 dark:group-aria-[current=true]:bg-emerald-400';

const arrowClass =
  'absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white dark:bg-gray-900/90 dark:text-gray-100 dark:hover:bg-gray-900';

/**
 * One slide at a time; advances every `intervalMs` and wraps. Hover, keyboard focus or the pause
 * button stop it, and a reduced-motion preference stops it and drops the slide animation. Slides
 * out of view are inert, so Tab never lands on a hidden link. Swipe on touch screens.
 */
export function Carousel({ label, names, slides, intervalMs, className = '' }: Props) {
  const count = slides.length;
  const { rootProps, index, show, go, paused, togglePaused, rotating, reducedMotion } = useCarousel(count, intervalMs);
  const touchStart = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    touchStart.current = event.pointerType === 'touch' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (touchStart.current === null) return;
    const moved = event.clientX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} {...rootProps}>
      <div className={`relative overflow-hidden ${className}`}>
        <div
          data-carousel-track
          aria-live={rotating ? 'off' : 'polite'}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            touchStart.current = null;
          }}
          className={`flex h-full touch-pan-y ${reducedMotion ? '' : 'transition-transform duration-500 ease-out'}`}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, position) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={names.slide(position + 1, count)}
              aria-hidden={position !== index}
              inert={position !== index}
              className="h-full w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" aria-label={names.previous} onClick={() => go(-1)} className={`${arrowClass} left-2`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" aria-label={names.next} onClick={() => go(1)} className={`${arrowClass} right-2`}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-1">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              aria-label={names.show(position + 1)}
              aria-current={position === index}
              data-carousel-dot
              onClick={() => show(position)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={DOT_CLASS} />
            </button>
          ))}
          <button
            type="button"
            aria-label={paused ? names.play : names.pause}
            onClick={togglePaused}
            className="ml-1 inline-flex size-8 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        </div>
      ) : null}
    </div>
  );
}
