import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { waitingPart } from '../lib/deferred-parts';
import { rememberFailedLoad } from '../lib/load-failures';
import { useNearScreen } from '../hooks/use-near-screen';

// A part of a server-rendered page below the fold (ADR 050). The server renders it in full; in the
// browser its code loads only when it comes within `margin` of the screen, or a pointer or the focus
// goes into it, or anything renders it again after hydration. Until then React keeps the server's
// HTML as it is (a dehydrated Suspense boundary). A click in it before then is held and made again
// once it has hydrated, and what was typed into a field is handed to React first, so nothing done
// early is lost. Rendered without server HTML (after a navigation), it loads at once.

/** Tells React that `field` changed: its value tracker was set to the text typed before hydration. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  const text = field.value;
  field.value = ''; // through React's tracker
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What to click again: the element tapped, or, when that was an icon's SVG (an SVG element has no
 * click()), the nearest HTML element around it, whose click reaches the same handlers.
 */
function clickTarget(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Element ? target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentElement;
  return node;
}

/** A held click: the element tapped, and how to find the one React draws in its place. */
type HeldClick = { element: HTMLElement; tag: string; name: string; nth: number };

/** An element's name as a person reads it: its label, else its words. */
const nameOf = (element: Element) => element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();

/** The elements of `tag` named `name` in `scope`, in document order. */
const named = (scope: Element, tag: string, name: string) =>
  [...scope.querySelectorAll<HTMLElement>(tag)].filter((element) => nameOf(element) === name);

/** Found again by the control it was in (a word or an icon inside a button names nothing alone). */
function holdClick(element: HTMLElement, scope: Element): HeldClick {
  const control = element.closest<HTMLElement>('button, a, input, select, textarea, [role]') ?? element;
  const tag = control.tagName.toLowerCase();
  const name = nameOf(control);
  return { element, tag, name, nth: named(scope, tag, name).indexOf(control) };
}

/**
 * What to click again once the part is live: the element tapped, or, when React drew the part again
 * instead of hydrating it (a change above it came before its code: ADR 050), the element of the same
 * kind and name at the same place among its like in the part, as index.html's held taps do (ADR 071).
 */
function heldTarget(held: HeldClick, scope: Element | null): HTMLElement | null {
  if (held.element.isConnected) return held.element;
  return scope ? (named(scope, held.tag, held.name)[held.nth] ?? null) : null;
}

const MAX_FAILURES = 3;
/** Fields whose input is a tick or a file, not text. */
const UNTYPED = new Set(['checkbox', 'radio', 'file']);

/** One part on the page: released by its own reason to hydrate, whatever its neighbours do. */
type Gate = { open: boolean; opened: Promise<void>; release: () => void };

function makeGate(): Gate {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = { open: false, opened, release: () => undefined };
  gate.release = () => {
    gate.open = true;
    release();
  };
  return gate;
}

/**
 * `load` gives the part's component, usually from a chunk of its own. Every part it renders waits for
 * its own reason: a list's later items (the cards of a search, their code already loaded) hydrate one
 * by one as they come near, not all at once when the first does. `className` styles the element
 * that holds the part (a card's `h-full` in a grid).
 */
export function whenSeen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = '200px', className }: { margin?: string; className?: string } = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let failure: unknown = null;
  let failures = 0;
  let loading: Promise<void> | null = null;
  // A chunk that fails to arrive (the network dropped) is asked for again by the next reason to
  // load (a tap, the focus, a change of its props), its server HTML kept meanwhile; the third failure
  // is the error boundary's to show, whose 'Try again' asks for it once more.
  const start = (): Promise<void> =>
    Loaded || failure
      ? Promise.resolve()
      : (loading ??= load().then(
          (component) => {
            Loaded = component;
          },
          (error: unknown) => {
            failures += 1;
            loading = null;
            if (failures < MAX_FAILURES) throw error;
            failure = error;
            rememberFailedLoad(() => {
              failure = null;
              failures = 0;
            });
          },
        ));

  function Part({
    props,
    id,
    tries,
    gate,
    onHydrated,
  }: {
    props: P;
    id: string;
    tries: { count: number };
    gate: Gate;
    onHydrated: () => void;
  }) {
    if (failure) throw failure;
    if (!gate.open) {
      tries.count += 1;
      // Its first render over the server's HTML waits for its reason to hydrate. Anything else goes
      // on now: the server, a part the browser renders itself (its id, made in the browser, names no
      // server HTML: after a navigation), or React trying again because something above it changed.
      const overServerHtml = typeof document !== 'undefined' && tries.count === 1 && Boolean(document.getElementById(id)?.firstChild);
      if (overServerHtml) throw gate.opened;
      gate.open = true;
    }
    if (!Loaded) throw start().then(gate.release, () => undefined);
    return (
      <>
        <Loaded {...props} />
        <Hydrated onHydrated={onHydrated} />
      </>
    );
  }

  function WhenSeen(props: P) {
    const { ref, near } = useNearScreen<HTMLDivElement>(margin);
    const id = useId();
    const [tries] = useState(() => ({ count: 0 }));
    const [gate] = useState(makeGate);
    // This part's reason to hydrate: its code, then its own release (a failed load keeps it waiting).
    const wake = useCallback((): Promise<void> => start().then(gate.release), [gate]);
    // Opened once React has hydrated it: a synchronous change above it (a new language, read from a
    // store at its newest) must wait for that, or React would hydrate it with the new words and
    // find the server's old ones (a mismatch, and the part rendered again from scratch).
    const [hydrated] = useState(makeGate);
    const live = useRef(false);
    const held = useRef<{ click: HeldClick | null; typed: Set<HTMLInputElement | HTMLTextAreaElement> }>({
      click: null,
      typed: new Set(),
    });
    const onHydrated = useCallback(() => {
      live.current = true;
      hydrated.release();
      const { click, typed } = held.current;
      held.current = { click: null, typed: new Set() };
      // Also what was typed before the page was live (index.html's script hands it over too, but a
      // held click is made again before that script's next look): a field whose text is not the one
      // React gave it (React sets its defaultValue to its own state's text as it hydrates it).
      ref.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
        if (!UNTYPED.has(field.type) && field.value !== field.defaultValue) typed.add(field);
      });
      typed.forEach((field) => field.isConnected && replayTyping(field));
      // After React has rendered what was typed (its updates from an event land in a microtask).
      if (click) setTimeout(() => heldTarget(click, ref.current)?.click(), 0);
    }, [hydrated, ref]);

    useEffect(() => {
      const node = ref.current;
      if (!node || live.current) return;
      const done = waitingPart(() => wake().then(() => hydrated.opened));
      const onWake = () => void wake().catch(() => undefined);
      const inside = (event: Event) => !live.current && event.target instanceof Node && node.contains(event.target);
      const onClick = (event: MouseEvent) => {
        // A click with a modifier (a new tab, a download) is the browser's, as it would be anyway.
        if (!inside(event) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        event.stopPropagation();
        const target = clickTarget(event.target);
        held.current.click = target ? holdClick(target, node) : null;
        onWake();
      };
      const onInput = (event: Event) => {
        if (!inside(event)) return;
        const field = event.target;
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) held.current.typed.add(field);
        onWake();
      };
      node.addEventListener('pointerdown', onWake, { passive: true });
      node.addEventListener('focusin', onWake);
      // Before React's own listener on the root: it would stop a click it cannot handle yet, and
      // leave its default (a native form submission) to happen.
      document.addEventListener('click', onClick, true);
      document.addEventListener('input', onInput, true);
      return () => {
        done();
        node.removeEventListener('pointerdown', onWake);
        node.removeEventListener('focusin', onWake);
        document.removeEventListener('click', onClick, true);
        document.removeEventListener('input', onInput, true);
      };
    }, [ref, wake, hydrated]);

    useEffect(() => {
      if (near && !live.current) void wake().catch(() => undefined);
    }, [near, wake]);

    // The same element while the props are the same: a parent's re-render is no reason to hydrate it.
    const [stable, setStable] = useState(props);
    if (!shallowEqual(stable, props)) setStable(props);
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part props={stable} id={id} tries={tries} gate={gate} onHydrated={onHydrated} />
        </Suspense>
      ),
      [stable, id, tries, gate, onHydrated],
    );
    return (
      <div ref={ref} id={id} className={className}>
        {part}
      </div>
    );
  }

  return WhenSeen;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
