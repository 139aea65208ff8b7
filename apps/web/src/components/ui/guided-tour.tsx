import { useEffect, useId, useRef } from 'react';
import type { RefObject } from 'react';
import { X } from 'lucide-react';
import { Button } from './button';
import { useT } from '../../lib/i18n/i18n-context';
import { tourMessages } from '../../lib/i18n/catalogs/tour';
import { HIGHLIGHT_ATTRIBUTE, HIGHLIGHT_DELAY_MS, TOUR_TEMPLATE_ID, bringIntoView } from '../../islands/tour-memory';
import type { TourKeys, TourScroll } from '../../islands/tour-memory';

export type TourStep = { targetId: string; title: string; body: string };

type Props = {
  steps: TourStep[];
  step: number;
  startedByUser: boolean;
  onNext: () => void;
  onEnd: () => void;
  /** Where focus goes when the tour closes from inside (the button that starts it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** How a step's section comes into view (islands/tour-memory's bringIntoView). */
  scroll?: TourScroll;
};

/**
 * A step-by-step tour of a page's sections as a non-modal dialog: the page stays usable while the
 * tour outlines one section at a time ([data-tour-highlight] in index.css). Escape ends it.
 */
export function GuidedTour({ steps, step, startedByUser, onNext, onEnd, returnFocusRef, scroll = 'when-out-of-view' }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const t = useT(tourMessages);
  const current = steps[step];
  const last = step >= steps.length - 1;

  useEffect(() => {
    const target = current ? document.getElementById(current.targetId) : null;
    if (!target) return;
    bringIntoView(target, scroll);
    const timer = window.setTimeout(() => target.setAttribute(HIGHLIGHT_ATTRIBUTE, ''), HIGHLIGHT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      target.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    };
  }, [current, scroll]);

  // Only a tour the visitor asked for takes focus; one that starts by itself must not steal it.
  useEffect(() => {
    if (startedByUser) nextRef.current?.focus();
  }, [startedByUser, step]);

  function close(action: () => void) {
    const hadFocus = dialogRef.current?.contains(document.activeElement);
    action();
    if (hadFocus) returnFocusRef?.current?.focus();
  }

  if (!current) return null;
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-tour-target={current.targetId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(onEnd);
      }}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md animate-fade-in rounded-2xl border border-gray-200 bg-white p-5 shadow-2xl sm:bottom-6 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-widest text-emerald-800 uppercase dark:text-emerald-300">
            {t('step', { step: step + 1, total: steps.length })}
          </p>
          <h2 id={titleId} className="mt-1 text-lg font-bold">
            {current.title}
          </h2>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          data-tour-action="end"
          onClick={() => close(onEnd)}
          className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={bodyId} className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        {current.body}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" data-tour-action="end" onClick={() => close(onEnd)}>
          {t('skip')}
        </Button>
        <Button ref={nextRef} size="sm" data-tour-action="next" onClick={last ? () => close(onNext) : onNext}>
          {last ? t('finish') : t('next')}
        </Button>
      </div>
    </div>
  );
}

const nothing = () => undefined;

/**
 * Every step's dialog, drawn as above, for the server to write after the page (entry-server's
 * islands): the islands' script shows a first visit's tour from it before the app runs (ADR 100).
 * The data-tour-* marks are what it acts on.
 */
export function TourTemplate({ steps, keys, scroll = 'when-out-of-view' }: { steps: TourStep[]; keys: TourKeys; scroll?: TourScroll }) {
  return (
    <template id={TOUR_TEMPLATE_ID} data-step-key={keys.stepKey} data-seen-key={keys.seenKey} data-scroll={scroll}>
      {steps.map((step, index) => (
        <GuidedTour key={step.targetId} steps={steps} step={index} startedByUser={false} onNext={nothing} onEnd={nothing} />
      ))}
    </template>
  );
}
