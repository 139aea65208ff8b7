import { act } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { ListingImage } from './listing-image';
import { aListing } from '../../testing/listings';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { loadI18n, type I18n } from '../../lib/i18n/i18n';

// A listing's photo, and 'No Image' when it has none or it cannot load: in the app (React hears the
// error), and on a server-rendered page where the photo fails before React has the page (index.html's
// first script marks the box, and React's state follows it once it hydrates).

let i18n: I18n;
beforeAll(async () => {
  i18n = await loadI18n('en');
  await i18n.loadAreas(['controls']);
});

const withPhoto = aListing({ images: ['/uploads/abc-640.webp'] });
const inI18n = (node: ReactNode) => <I18nProvider value={i18n}>{node}</I18nProvider>;
const boxOf = (element: Element) => element.querySelector('[data-photo-box]')!;

describe('ListingImage in the app', () => {
  it('shows the photo, and the placeholder once the photo fails', () => {
    const { container } = render(inI18n(<ListingImage listing={withPhoto} sizes="50vw" className="aspect-square" />));
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/abc-640.webp');
    expect(boxOf(container).hasAttribute('data-failed')).toBe(false);
    fireEvent.error(image);
    expect(boxOf(container).hasAttribute('data-failed')).toBe(true);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No Image')).toBeTruthy();
  });

  it('shows the placeholder for a listing with no photo', () => {
    const { container } = render(inI18n(<ListingImage listing={aListing()} sizes="50vw" />));
    expect(container.querySelector('img')).toBeNull();
    expect(boxOf(container).hasAttribute('data-failed')).toBe(true);
  });
});

describe("a photo that fails before React has the server's page", () => {
  const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)][0]?.[1] ?? '';
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  let root: Root | null = null;
  let container: HTMLElement | null = null;

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container?.remove();
    for (const [type, listener, options] of listeners.splice(0)) document.removeEventListener(type, listener, options);
    vi.restoreAllMocks();
  });

  it("is marked failed by index.html's first script, and React's state follows as it hydrates", async () => {
    // The script's own listener, kept to be taken off after the test (the web tests share a worker).
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    });
    new Function(script)();
    expect(listeners.map(([type, , options]) => [type, options])).toContainEqual(['error', true]);

    const page = inI18n(<ListingImage listing={withPhoto} sizes="50vw" />);
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const image = container.querySelector('img')!;
    // An image's error does not bubble: only a listener capturing on the way down hears it.
    image.dispatchEvent(new Event('error'));
    expect(boxOf(container).hasAttribute('data-failed')).toBe(true);

    await act(async () => {
      root = hydrateRoot(container!, page);
    });
    expect(container.querySelector('img')).toBeNull();
    expect(boxOf(container).hasAttribute('data-failed')).toBe(true);
    expect(container.textContent).toContain('No Image');
  });

  it('leaves a photo that loads alone', () => {
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    });
    new Function(script)();
    container = document.createElement('div');
    container.innerHTML = renderToString(inI18n(<ListingImage listing={withPhoto} sizes="50vw" />));
    document.body.append(container);
    container.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(boxOf(container).hasAttribute('data-failed')).toBe(false);
  });
});
