import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

// index.html's held-taps script with React's real hydration (issue 34, ADR 094): a tick in a check
// box and words typed into a field before the page is live reach React's state once it has hydrated.
// Without the script, React keeps the box's tick and the field's text as it takes them over but its
// state keeps the server's values: a filter that looks ticked is not applied, a typed price is not sent.

const script =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').find((body) => body.includes('data-held-tap')) ??
  '';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Filters() {
  const [buyNow, setBuyNow] = useState(false);
  const [minPrice, setMinPrice] = useState('');
  const [note, setNote] = useState('');
  return (
    <form>
      <input id="buy-now" type="checkbox" checked={buyNow} onChange={(event) => setBuyNow(event.target.checked)} />
      <label htmlFor="buy-now">Buy now only</label>
      <input id="min-price" type="text" inputMode="numeric" value={minPrice} onChange={(event) => setMinPrice(event.target.value)} />
      <textarea id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output id="state">{JSON.stringify({ buyNow, minPrice, note })}</output>
    </form>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const stateShown = () => JSON.parse(document.getElementById('state')!.textContent ?? '{}') as Record<string, unknown>;

/** Types as a person does: the field's text changes, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('fields used before the page is live, with React hydrating', () => {
  let root: Root | null = null;

  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `<div id="app">${renderToString(<Filters />)}</div>`;
    new Function(script)();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.documentElement.dataset.hydrated = 'true';
  });

  async function hydrate() {
    await act(async () => {
      root = hydrateRoot(document.getElementById('app')!, <Filters />);
    });
    // app/app.tsx marks the page live once React has it.
    document.documentElement.dataset.hydrated = 'true';
    await wait(120);
  }

  it('holds a tick in a check box, shows it waiting, and ticks it through React once the page is live', async () => {
    const box = document.getElementById('buy-now') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-busy')).toBe('true');
    await hydrate();
    expect(stateShown()).toMatchObject({ buyNow: true });
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('aria-busy')).toBe(false);
  });

  it('a tick on the label is held the same way; a second tap takes the first back', async () => {
    const box = document.getElementById('buy-now') as HTMLInputElement;
    (document.querySelector('label[for="buy-now"]') as HTMLLabelElement).click();
    expect(box.getAttribute('aria-busy')).toBe('true');
    box.click();
    expect(box.hasAttribute('aria-busy')).toBe(false);
    await hydrate();
    expect(stateShown()).toMatchObject({ buyNow: false });
    expect(box.checked).toBe(false);
  });

  it('hands React the words typed into a field and a text area', async () => {
    type(document.getElementById('min-price') as HTMLInputElement, '250');
    type(document.getElementById('note') as HTMLTextAreaElement, 'Call after 5');
    await hydrate();
    expect(stateShown()).toEqual({ buyNow: false, minPrice: '250', note: 'Call after 5' });
    // And React goes on from there.
    const field = document.getElementById('min-price') as HTMLInputElement;
    expect(field.value).toBe('250');
  });

  it('without the script, React would keep the server state (the lost input this guards)', async () => {
    // The script's listeners end once the page is live: what happens after is React's own.
    document.documentElement.dataset.hydrated = 'true';
    await wait(0);
    document.body.innerHTML = `<div id="app">${renderToString(<Filters />)}</div>`;
    type(document.getElementById('min-price') as HTMLInputElement, '250');
    await act(async () => {
      root = hydrateRoot(document.getElementById('app')!, <Filters />);
    });
    await wait(120);
    expect(stateShown()).toMatchObject({ minPrice: '' });
  });
});
