import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialsCarousel } from './testimonials-carousel';
import { stubIntersectionObserver } from '../../../testing/intersection-observer';

const currentName = () => document.querySelector('[aria-roledescription="slide"][aria-hidden="false"] figcaption')?.textContent ?? '';

// Files share a worker's globals (isolate: false, ADR 078): an IntersectionObserver a test puts is
// taken back as found.
const observerBefore = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (observerBefore) Object.defineProperty(globalThis, 'IntersectionObserver', observerBefore);
  else Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

describe('TestimonialsCarousel', () => {
  it('advances every 5 seconds and wraps around', () => {
    render(<TestimonialsCarousel />);
    expect(currentName()).toContain('Ama Owusu');
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toContain('Kwame Mensah');
    act(() => vi.advanceTimersByTime(4 * 5000));
    expect(currentName()).toContain('Ama Owusu');
  });

  it('pauses while hovered and moves by hand in both directions', () => {
    render(<TestimonialsCarousel />);
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Testimonials' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(currentName()).toContain('Ama Owusu');
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentName()).toContain('Efua Ansah');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentName()).toContain('Ama Owusu');
  });

  it('stops with the pause button', () => {
    render(<TestimonialsCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(currentName()).toContain('Ama Owusu');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
  });

  it('turns only while some of it is on the screen', () => {
    const { report, disconnect } = stubIntersectionObserver();
    const { unmount } = render(<TestimonialsCarousel />);
    act(() => report([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(15000));
    expect(currentName()).toContain('Ama Owusu');
    // Scrolled past, it still says it turns (it announces nothing): it only waits.
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toContain('Kwame Mensah');
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
