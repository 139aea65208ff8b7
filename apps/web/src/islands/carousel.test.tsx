import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Carousel } from '../components/ui/carousel';
import type { CarouselNames } from '../components/ui/carousel';
import { driveCarousel } from './carousel';
import { takeOver } from './handover';
import { stubIntersectionObserver } from '../testing/intersection-observer';

// ADR 100: a server-rendered carousel turns before the app runs (driveCarousel), as the app's would,
// and the app takes it over at the slide shown.

const NAMES: CarouselNames = {
  previous: 'Previous offer',
  next: 'Next offer',
  play: 'Play offers',
  pause: 'Pause offers',
  show: (position) => `Show offer ${position}`,
  slide: (position, count) => `${position} of ${count}`,
};
const SLIDES = ['one', 'two', 'three'].map((key) => ({ key, content: <p>Offer {key}</p> }));
const offers = <Carousel label="Offers" names={NAMES} slides={SLIDES} intervalMs={1000} />;

let container: HTMLElement;
let root: Root | null = null;
const carousel = () => container.querySelector<HTMLElement>('[data-carousel]')!;
const dot = (position: number) => container.querySelector(`[aria-label="Show offer ${position}"]`);
const slide = (position: number) => container.querySelector(`[aria-label="${position} of 3"]`) as HTMLElement;
/** The slide on screen, as each of its marks says. */
const shown = () => {
  const current = [1, 2, 3].filter((position) => dot(position)?.getAttribute('aria-current') === 'true');
  const visible = [1, 2, 3].filter(
    (position) => slide(position).getAttribute('aria-hidden') === 'false' && !slide(position).hasAttribute('inert'),
  );
  const track = container.querySelector<HTMLElement>('[data-carousel-track]')!.style.transform;
  return { current, visible, track };
};

// Files share a worker's globals (isolate: false, ADR 078): the act environment and the
// IntersectionObserver (none, as in jsdom, unless a test puts one) are put back as found.
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actBefore: boolean | undefined;
/** React's development warnings, silenced in the one test that expects them. */
let quiet: MockInstance<typeof console.error> | null = null;
const observerBefore = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');

beforeEach(() => {
  actBefore = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  vi.useFakeTimers();
  container = document.createElement('div');
  container.innerHTML = renderToString(offers);
  document.body.append(container);
});

afterEach(() => {
  if (root) act(() => root?.unmount());
  root = null;
  container.remove();
  vi.useRealTimers();
  quiet?.mockRestore();
  quiet = null;
  if (observerBefore) Object.defineProperty(globalThis, 'IntersectionObserver', observerBefore);
  else Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  actGlobal.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

describe('a carousel the islands turn before the app runs', () => {
  it('turns every interval and wraps, with the same marks as the app draws', () => {
    driveCarousel(carousel(), false);
    expect(shown()).toEqual({ current: [1], visible: [1], track: 'translateX(-0%)' });
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual({ current: [2], visible: [2], track: 'translateX(-100%)' });
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual({ current: [1], visible: [1], track: 'translateX(-0%)' });
  });

  it('stops while a pointer is over it, focus is in it or it was touched, and for a reduced-motion preference', () => {
    driveCarousel(carousel(), false);
    const track = container.querySelector('[data-carousel-track]');
    carousel().dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([1]);
    // A stopped carousel announces the slide it is moved to, as the app's does.
    expect(track?.getAttribute('aria-live')).toBe('polite');
    carousel().dispatchEvent(new MouseEvent('mouseleave'));
    expect(track?.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(1000);
    expect(shown().current).toEqual([2]);
    carousel().dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([2]);
    carousel().dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
    carousel().dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([2]);

    container.innerHTML = renderToString(offers);
    driveCarousel(carousel(), true);
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([1]);
  });

  it('turns only while some of it is on the screen', () => {
    const { report, disconnect } = stubIntersectionObserver();
    driveCarousel(carousel(), false);
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([1]);
    report([{ isIntersecting: true }]);
    vi.advanceTimersByTime(1000);
    expect(shown().current).toEqual([2]);
    report([{ isIntersecting: false }]);
    vi.advanceTimersByTime(3000);
    expect(shown().current).toEqual([2]);
    takeOver(carousel());
    expect(disconnect).toHaveBeenCalled();
  });

  it('is taken over by the app at the slide shown, and stops there', async () => {
    driveCarousel(carousel(), false);
    vi.advanceTimersByTime(1000);
    expect(shown().current).toEqual([2]);
    // React's development build says the slide's marks differ from its first render; it keeps the
    // page's as they are (the production build does not compare them), and the hand-over sets its own.
    const warnings = (quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined));
    const recovered = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, offers, { onRecoverableError: recovered });
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(warnings.mock.calls.every(([message]) => /attributes of the server rendered HTML didn't match/.test(String(message)))).toBe(
      true,
    );
    // The app's state is the island's slide: its Next goes on from there.
    expect(shown()).toEqual({ current: [2], visible: [2], track: 'translateX(-100%)' });
    act(() => (container.querySelector('[aria-label="Next offer"]') as HTMLElement).click());
    expect(shown()).toEqual({ current: [3], visible: [3], track: 'translateX(-200%)' });
    // The island let go: nothing is left to take over, and it no longer answers the pointer.
    expect(takeOver(carousel())).toEqual({});
    act(() => carousel().dispatchEvent(new Event('pointerdown')));
    expect(container.querySelector('[data-carousel-track]')?.getAttribute('aria-live')).toBe('off');
  });

  it('leaves a carousel nobody ran to the app at its first slide', async () => {
    await act(async () => {
      root = hydrateRoot(container, offers);
    });
    expect(shown().current).toEqual([1]);
  });
});
