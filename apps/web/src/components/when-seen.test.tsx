import { Component, act, createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSeen } from './when-seen';
import { loadWaitingParts } from '../lib/deferred-parts';
import { forgetFailedLoads } from '../lib/load-failures';

// whenSeen against React's real hydration: the server's HTML (rendered here with the part loaded),
// then hydrateRoot over it with a part whose code the test hands over when it chooses.

function Below() {
  const [clicks, setClicks] = useState(0);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        <svg aria-hidden="true" width="8" height="8">
          <path d="M0 0h8v8H0z" />
        </svg>
        clicked {clicks}
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(email);
        }}
      >
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Send</button>
      </form>
      {sent === null ? null : <p>sent {sent}</p>}
    </section>
  );
}

function Page({ Part }: { Part: ComponentType }) {
  return (
    <main>
      <h1>Top</h1>
      <Part />
    </main>
  );
}

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed = observed.filter((entry) => entry !== this.entry);
  }
}

function comeIntoView() {
  for (const { callback, targets } of observed)
    callback(
      targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

async function serverHtml(): Promise<string> {
  const Part = whenSeen(async () => Below);
  renderToString(<Page Part={Part} />); // starts the load, as the server's first pass does
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(<Page Part={Part} />);
}

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  observed = [];
  vi.unstubAllGlobals();
});

/** Hydrates the server's HTML with a part whose code arrives when `deliver` is called (or fails, `fail`). */
/** `before`: what a person does to the server's HTML before React hydrates the page. */
async function hydrate(before: () => void = () => undefined) {
  container.innerHTML = await serverHtml();
  before();
  let deliver: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        deliver = () => resolve(Below);
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  const Part = whenSeen(load);
  await act(async () => {
    root = hydrateRoot(container, <Page Part={Part} />, { onRecoverableError: (error) => console.error(error) });
  });
  return { load, deliver: () => act(async () => deliver()), fail: () => act(async () => fail()) };
}

const button = (name: RegExp) => [...container.querySelectorAll('button')].find((element) => name.test(element.textContent ?? ''))!;

describe('whenSeen', () => {
  it('renders the part in full on the server', async () => {
    const html = await serverHtml();
    expect(html).toMatch(/clicked (<!-- -->)?0/);
    expect(html).toContain('aria-label="Email"');
  });

  it('keeps the server HTML and loads nothing until the part comes near the screen', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, deliver } = await hydrate();
    expect(load).not.toHaveBeenCalled();
    expect(button(/clicked/).textContent).toBe('clicked 0');
    act(() => comeIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    await deliver();
    await act(async () => button(/clicked/).click());
    expect(button(/clicked/).textContent).toBe('clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('holds a click made before it hydrated and makes it again after, once', async () => {
    const { load, deliver } = await hydrate();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button(/clicked/).dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await deliver();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(button(/clicked/).textContent).toBe('clicked 1');
  });

  it('makes a held click again on the button React drew in place of the tapped one (a change above it came before its code)', async () => {
    function Counter({ tone }: { tone: string }) {
      const [clicks, setClicks] = useState(0);
      return (
        <section className={tone}>
          <button type="button">other</button>
          <button type="button" onClick={() => setClicks(clicks + 1)}>
            <span>clicked {clicks}</span>
          </button>
        </section>
      );
    }
    const Shell = ({ Part, tone }: { Part: ComponentType<{ tone: string }>; tone: string }) => (
      <main>
        <h1>Top</h1>
        <Part tone={tone} />
      </main>
    );
    const server = whenSeen(async () => Counter);
    renderToString(<Shell Part={server} tone="a" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<Shell Part={server} tone="a" />);
    let deliver: () => void = () => undefined;
    const Part = whenSeen(
      () =>
        new Promise<ComponentType<{ tone: string }>>((resolve) => {
          deliver = () => resolve(Counter);
        }),
    );
    let setTone: (tone: string) => void = () => undefined;
    function Live() {
      const [tone, set] = useState('a');
      setTone = set;
      return <Shell Part={Part} tone={tone} />;
    }
    await act(async () => {
      root = hydrateRoot(container, <Live />, { onRecoverableError: () => undefined });
    });
    const tapped = button(/clicked/);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    tapped.querySelector('span')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    // A synchronous change above it before its code came: React gives up the server's HTML.
    act(() => flushSync(() => setTone('b')));
    await act(async () => deliver());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(tapped.isConnected).toBe(false); // drawn again, not hydrated
    expect(button(/clicked/).textContent).toBe('clicked 1');
    expect(button(/other/)).toBeDefined();
  });

  it("makes a held click again when it landed on the button's icon (an SVG element has no click())", async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      const { deliver } = await hydrate();
      const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      button(/clicked/)
        .querySelector('path')!
        .dispatchEvent(early);
      expect(early.defaultPrevented).toBe(true);
      await deliver();
      await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
      expect(button(/clicked/).textContent).toBe('clicked 1');
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('hands React what was typed before it hydrated, then submits it', async () => {
    const { deliver } = await hydrate();
    const field = container.querySelector('input')!;
    field.value = 'ama@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button(/Send/).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // no native submission of the server's form
    await deliver();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(container.textContent).toContain('sent ama@example.com');
  });

  it('hands React what was typed before the page was live (before its own listeners), then submits it', async () => {
    const { deliver } = await hydrate(() => {
      const field = container.querySelector('input')!;
      field.value = 'kofi@example.com';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    button(/Send/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await deliver();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(container.textContent).toContain('sent kofi@example.com');
  });

  it('leaves a click with a modifier key (a new tab) to the browser', async () => {
    await hydrate();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    button(/clicked/).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('loads at once where the browser renders it (no server HTML)', async () => {
    const load = vi.fn(async () => Below);
    const Part = whenSeen(load);
    await act(async () => {
      const { createRoot } = await import('react-dom/client');
      root = createRoot(container);
      root.render(<Page Part={Part} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(button(/clicked/).textContent).toBe('clicked 0');
  });

  it('keeps the server HTML when its code fails to arrive, and asks again on the next reason', async () => {
    const { load, deliver, fail } = await hydrate();
    act(() => comeIntoView());
    await fail();
    expect(button(/clicked/).textContent).toBe('clicked 0'); // still the server's, not an error
    button(/clicked/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(load).toHaveBeenCalledTimes(2);
    await deliver();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(button(/clicked/).textContent).toBe('clicked 1');
  });

  it("after its third failure shows the error boundary's page, and Try again (forgetting failed loads) asks for its code again", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>could not load</p> : this.props.children;
      }
    }
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Below;
    });
    const Part = whenSeen(load);
    const { createRoot } = await import('react-dom/client');
    const show = () => (
      <Boundary>
        <Page Part={Part} />
      </Boundary>
    );
    await act(async () => {
      root = createRoot(container);
      root.render(show());
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(container.textContent).toContain('could not load');
    expect(load).toHaveBeenCalledTimes(3);
    online = true;
    forgetFailedLoads();
    await act(async () => {
      root?.unmount();
      root = createRoot(container);
      root.render(show());
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(button(/clicked/).textContent).toBe('clicked 0');
    expect(load).toHaveBeenCalledTimes(4);
    errors.mockRestore();
  });

  it('hydrates each of its parts on its own reason, not all of them when one comes near (a list of cards)', async () => {
    function Card({ name }: { name: string }) {
      const [likes, setLikes] = useState(0);
      return (
        <button type="button" onClick={() => setLikes(likes + 1)}>
          {name} {likes}
        </button>
      );
    }
    const List = ({ Part }: { Part: ComponentType<{ name: string }> }) => (
      <ul>
        <li>
          <Part name="first" />
        </li>
        <li>
          <Part name="second" />
        </li>
      </ul>
    );
    const server = whenSeen(async () => Card, { className: 'h-full' });
    renderToString(<List Part={server} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<List Part={server} />);
    const Part = whenSeen(async () => Card, { className: 'h-full' });
    await act(async () => {
      root = hydrateRoot(container, <List Part={Part} />);
    });
    expect(container.querySelectorAll('div.h-full')).toHaveLength(2);
    const [first, second] = observed.flatMap(({ callback, targets }) => targets.map((target) => ({ callback, target })));
    await act(async () =>
      first!.callback([{ isIntersecting: true, target: first!.target } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await act(async () => button(/first/).click());
    expect(button(/first/).textContent).toBe('first 1');
    // The second is still the server's HTML: its click is held, and made once it has hydrated.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button(/second/).dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(second).toBeDefined();
    for (let tick = 0; tick < 5 && button(/second/).textContent !== 'second 1'; tick += 1)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(button(/second/).textContent).toBe('second 1');
    expect(button(/first/).textContent).toBe('first 1');
  });

  it('a part loaded by loadWaitingParts keeps its HTML through a synchronous change above it (a new language)', async () => {
    const Word = createContext('hello');
    const Greeting = () => <p>{useContext(Word)} there</p>;
    const Shell = ({ Part, word }: { Part: ComponentType; word: string }) => (
      <Word.Provider value={word}>
        <h1>Top</h1>
        <Part />
      </Word.Provider>
    );
    const server = whenSeen(async () => Greeting);
    renderToString(<Shell Part={server} word="hello" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<Shell Part={server} word="hello" />);
    const load = vi.fn(async () => Greeting);
    const Part = whenSeen(load);
    let setWord: (word: string) => void = () => undefined;
    function Live() {
      const [word, set] = useState('hello');
      setWord = set;
      return <Shell Part={Part} word={word} />;
    }
    await act(async () => {
      root = hydrateRoot(container, <Live />);
    });
    expect(load).not.toHaveBeenCalled();
    const paragraph = container.querySelector('p');
    const seen: string[] = [];
    const watcher = new MutationObserver(() => seen.push(container.querySelector('p')?.textContent ?? '(nothing)'));
    watcher.observe(container, { childList: true, subtree: true, characterData: true });
    // It settles once the part has hydrated: React's work runs when act() lets it.
    const loaded = loadWaitingParts();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    await loaded;
    expect(load).toHaveBeenCalledTimes(1);
    act(() => flushSync(() => setWord('bonjour')));
    watcher.disconnect();
    expect(container.querySelector('p')?.textContent).toBe('bonjour there');
    expect(container.querySelector('p')).toBe(paragraph); // the server's element, hydrated, not a new one
    expect(seen).not.toContain('(nothing)');
  });

  it("loadWaitingParts settles once its parts have hydrated: a store's change right after it (a new language) finds them live, with no mismatch", async () => {
    // As in the browser: no act() around the load, and the language is an external store, which a
    // render at any priority reads at its newest.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const store = { word: 'hello', listeners: new Set<() => void>() };
    const subscribe = (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    };
    const useWord = () =>
      useSyncExternalStore(
        subscribe,
        () => store.word,
        () => store.word,
      );
    const Greeting = () => <p>{useWord()} there</p>;
    const Shell = ({ Part }: { Part: ComponentType }) => (
      <main>
        <h1>{useWord()}</h1>
        <Part />
      </main>
    );
    const server = whenSeen(async () => Greeting);
    renderToString(<Shell Part={server} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<Shell Part={server} />);
    const paragraph = container.querySelector('p');
    const Part = whenSeen(async () => Greeting);
    const recovered: unknown[] = [];
    root = hydrateRoot(container, <Shell Part={Part} />, { onRecoverableError: (error) => recovered.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loadWaitingParts();
    store.word = 'bonjour';
    for (const listener of store.listeners) listener();
    for (let tick = 0; tick < 20 && container.querySelector('p')?.textContent !== 'bonjour there'; tick += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(container.querySelector('p')?.textContent).toBe('bonjour there');
    expect(container.querySelector('p')).toBe(paragraph);
    expect(recovered).toEqual([]);
    root.unmount();
    root = null;
  });
});
