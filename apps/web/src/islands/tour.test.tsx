import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TourTemplate } from '../components/ui/guided-tour';
import { runTour } from './tour';
import { TAKE_OVER, takeOver } from './handover';

// ADR 100: a first visit's tour, shown from the server's template of the app's dialogs before the
// app runs, with the app's memory (islands/tour-memory) and the app's ways out.

const KEYS = { stepKey: 'test_tour_step', seenKey: 'test_tour_seen' };
const STEPS = [
  { targetId: 'first', title: 'The first part', body: 'What the first part is for.' },
  { targetId: 'second', title: 'The second part', body: 'What the second part is for.' },
];

const template = () => document.getElementById('dwa-tour') as HTMLTemplateElement;
const dialog = () => document.querySelector<HTMLElement>('body > [role="dialog"]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((element) => (element.getAttribute('aria-label') ?? element.textContent) === name);
const highlighted = () => [...document.querySelectorAll('[data-tour-highlight]')].map((element) => element.id);

// Files share a worker's globals and document (isolate: false, ADR 078): what is set here is put back.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
let host: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = vi.fn();
  host = document.createElement('div');
  host.innerHTML = `<button type="button" data-tour-start>Take a tour</button><section id="first">One</section><section id="second">Two</section>${renderToStaticMarkup(
    <TourTemplate steps={STEPS} keys={KEYS} />,
  )}`;
  document.body.append(host);
});

afterEach(() => {
  // A tour a test left running lets go here.
  takeOver(window);
  host.remove();
  localStorage.clear();
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.useRealTimers();
});

describe("a first visit's tour the islands show before the app runs", () => {
  it("shows the app's first dialog, marked as the islands', and outlines its part after a moment", () => {
    runTour(template(), localStorage);
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('The first part');
    expect(dialog()?.textContent).toContain('Step 1 of 2');
    expect(dialog()?.hasAttribute('data-island')).toBe(true);
    expect(highlighted()).toEqual([]);
    vi.advanceTimersByTime(120);
    expect(highlighted()).toEqual(['first']);
  });

  it('moves on with Next, remembering the step, and ends for good with Finish', () => {
    runTour(template(), localStorage);
    button('Next')?.click();
    expect(dialog()?.textContent).toContain('The second part');
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(localStorage.getItem(KEYS.stepKey)).toBe('1');
    vi.advanceTimersByTime(120);
    expect(highlighted()).toEqual(['second']);
    button('Finish')?.click();
    expect(dialog()).toBeNull();
    expect(highlighted()).toEqual([]);
    expect(localStorage.getItem(KEYS.seenKey)).toBe('true');
    expect(localStorage.getItem(KEYS.stepKey)).toBeNull();
  });

  it('ends for good on Skip, on close and on Escape', () => {
    for (const leave of [
      () => button('Skip')?.click(),
      () => button('Close tour')?.click(),
      () => dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    ]) {
      localStorage.clear();
      runTour(template(), localStorage);
      leave();
      expect(dialog()).toBeNull();
      expect(localStorage.getItem(KEYS.seenKey)).toBe('true');
    }
  });

  it('resumes at the step remembered, and shows nothing once seen', () => {
    localStorage.setItem(KEYS.stepKey, '1');
    runTour(template(), localStorage);
    expect(dialog()?.textContent).toContain('Step 2 of 2');
    takeOver(window);
    localStorage.setItem(KEYS.seenKey, 'true');
    runTour(template(), localStorage);
    expect(dialog()).toBeNull();
  });

  it('keeps a keyboard on Next as the step changes', () => {
    runTour(template(), localStorage);
    button('Next')?.focus();
    button('Next')?.click();
    expect(document.activeElement?.textContent).toBe('Finish');
  });

  it('hands over to the app: its dialog and outline go, the step stays remembered', () => {
    const heard = vi.fn();
    window.addEventListener(TAKE_OVER, heard);
    runTour(template(), localStorage);
    button('Next')?.click();
    vi.advanceTimersByTime(120);
    takeOver(window);
    expect(dialog()).toBeNull();
    expect(highlighted()).toEqual([]);
    expect(localStorage.getItem(KEYS.stepKey)).toBe('1');
    expect(localStorage.getItem(KEYS.seenKey)).toBeNull();
    window.removeEventListener(TAKE_OVER, heard);
    expect(heard).toHaveBeenCalled();
  });
});
