import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

// index.html's second inline script (issue 34, ADR 071): a tap on a button of the server's HTML
// before the page is live is held, shown as waiting, and made again once React has hydrated.

const script =
  [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').find((body) => body.includes('data-held-tap')) ??
  '';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What React leaves on an element it has taken over (hydrated or drawn). */
const takenByReact = (element: Element) => Object.assign(element, { __reactProps$test: {} });
const goLive = () => {
  document.querySelectorAll('button').forEach(takenByReact);
  document.documentElement.dataset.hydrated = 'true';
};

describe('the inline script that holds early taps', () => {
  const pressed: string[] = [];
  let stop: (() => void) | null = null;

  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = `
      <section id="card"><button type="button" id="like"><svg id="icon"></svg>Like</button></section>
      <button type="button" id="off" disabled>Off</button>
      <form action="/listings"><input name="q"><button id="search">Search</button></form>
      <form><button id="send">Send</button></form>
      <a href="#top" id="link">Top</a>`;
    const record = (event: Event) => pressed.push((event.target as Element).closest('button,a')?.id ?? '?');
    // Stands for React's listener on the root (it hears the click after the document's capture phase).
    document.body.addEventListener('click', record);
    stop = () => document.body.removeEventListener('click', record);
    new Function(script)();
  });

  afterEach(() => {
    stop?.();
    pressed.length = 0;
    // Ends the script's listener and observer for the next test.
    document.documentElement.dataset.hydrated = 'true';
  });

  it('exists', () => {
    expect(script).toContain("addEventListener('click'");
  });

  it('holds a tap on a button before the page is live, shows it waiting, and presses it once the page is live', async () => {
    const like = document.getElementById('like')!;
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(pressed).toEqual([]);
    expect(like.getAttribute('aria-busy')).toBe('true');
    expect(like.hasAttribute('data-held-tap')).toBe(true);
    // A second tap on the same button is still one.
    like.click();
    goLive();
    await flush();
    expect(pressed).toEqual(['like']);
    expect(like.hasAttribute('aria-busy')).toBe(false);
    expect(like.hasAttribute('data-held-tap')).toBe(false);
  });

  it("counts every tap on a stepper's button, and makes the taps in order, each once React has drawn the last", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="box"><button type="button" id="plus" data-repeat-taps aria-label="Increase quantity">+</button></div>',
    );
    // Stands for React: a click's state is drawn in a microtask after it (a discrete event's update).
    let quantity = 1;
    let drawn = 1;
    let quantityAtLike = 0;
    const plus = document.getElementById('plus')!;
    plus.addEventListener('click', () => {
      quantity += 1;
      queueMicrotask(() => {
        drawn = quantity;
      });
    });
    document.getElementById('like')!.addEventListener('click', () => {
      quantityAtLike = drawn;
    });
    plus.click();
    plus.click();
    document.getElementById('like')!.click();
    expect(pressed).toEqual([]);
    goLive();
    for (let round = 0; round < 5; round += 1) await flush();
    expect(pressed).toEqual(['plus', 'plus', 'like']);
    expect(quantity).toBe(3);
    expect(quantityAtLike).toBe(3);
    expect(plus.hasAttribute('data-held-tap')).toBe(false);
  });

  it('leaves alone what works by itself: links, a form that posts, a disabled button', () => {
    document.querySelector('form[action]')!.addEventListener('submit', (event) => event.preventDefault());
    for (const id of ['link', 'search', 'off']) document.getElementById(id)!.click();
    expect(pressed).toEqual(['link', 'search']);
    expect(document.querySelectorAll('[data-held-tap]')).toHaveLength(0);
  });

  it("holds a form's button when the form has nowhere to post", async () => {
    const submitted: string[] = [];
    document.querySelector('form:not([action])')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('send');
    });
    document.getElementById('send')!.click();
    expect(submitted).toEqual([]);
    goLive();
    await flush();
    expect(submitted).toEqual(['send']);
  });

  it('waits until React has taken the button over, though the page is marked live', async () => {
    document.getElementById('like')!.click();
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(pressed).toEqual([]);
    takenByReact(document.getElementById('like')!);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(pressed).toEqual(['like']);
  });

  it('presses the button React drew in place of the one tapped: the same name in the same place', async () => {
    document.getElementById('like')!.click();
    document.getElementById('card')!.innerHTML = '<button type="button" id="drawn">Like</button>';
    goLive();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(pressed).toEqual(['drawn']);
  });

  it('holds a choice made in a list box before the page is live, and makes it again once React has the box (ADR 088)', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<label for="lang">Language</label><select id="lang"><option value="en">English</option><option value="fr">Français</option><option value="de">Deutsch</option></select>`,
    );
    const chosen: string[] = [];
    const record = (event: Event) => chosen.push((event.target as HTMLSelectElement).value);
    // Stands for React's listener on the root.
    document.body.addEventListener('change', record);
    const select = document.getElementById('lang') as HTMLSelectElement;
    for (const value of ['de', 'fr']) {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(chosen).toEqual([]);
    expect(select.getAttribute('aria-busy')).toBe('true');
    // React sets the box back to its own value as it takes it over.
    select.value = 'en';
    goLive();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(chosen).toEqual([]);
    takenByReact(select);
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Once, with the last choice.
    expect(chosen).toEqual(['fr']);
    expect(select.value).toBe('fr');
    expect(select.hasAttribute('aria-busy')).toBe(false);
    document.body.removeEventListener('change', record);
  });

  it('stops holding once the page is live', () => {
    goLive();
    document.body.innerHTML = '<button type="button" id="late">Late</button>';
    document.getElementById('late')!.click();
    expect(pressed).toEqual(['late']);
  });
});
