// How a part the islands run before the app (ADR 100) is handed to React: the component that takes
// the part over dispatches TAKE_OVER on it (a carousel's root, or window for the tour), and the
// island stops there, saying in the event's detail where it had got to. Nothing here may import the
// app: the islands' script is small because it carries nothing else.

export const TAKE_OVER = 'dwa:take-over';

/** What an island hands over: the slide it shows (a carousel). */
export type Handover = { index?: number };

/** Asks the island running `part` to stop; what it hands over (nothing when none was running). */
export function takeOver(part: EventTarget): Handover {
  const detail: Handover = {};
  part.dispatchEvent(new CustomEvent<Handover>(TAKE_OVER, { detail }));
  return detail;
}

/** Set by index.html's boot script as it starts the app: the islands, loaded later, leave the page to it. */
export const APP_STARTED = 'data-app-started';
