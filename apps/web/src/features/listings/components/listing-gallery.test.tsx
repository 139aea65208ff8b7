import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as ReactDomModule from 'react-dom';
import type { GalleryImage } from '../lib/gallery-images';

type ReactDom = typeof ReactDomModule;

const preload = vi.hoisted(() => vi.fn());
vi.mock('react-dom', async (original) => ({ ...(await original<ReactDom>()), preload }));

const { ListingGallery } = await import('./listing-gallery');

afterEach(() => {
  cleanup();
  preload.mockClear();
});

const image = (n: number): GalleryImage => ({
  src: `/p${n}-640.webp`,
  large: `/p${n}-1280.webp`,
  thumb: `/p${n}-320.webp`,
  srcSet: `/p${n}-320.webp 320w, /p${n}-640.webp 640w`,
});
const preloaded = () => new Set(preload.mock.calls.map(([href]) => href as string));

describe('the listing gallery', () => {
  it('preloads only the photo shown at first, the largest paint of a phone, at high priority', () => {
    render(<ListingGallery title="Chair" images={[image(1), image(2), image(3)]} />);
    expect(preloaded()).toEqual(new Set(['/p1-640.webp']));
    expect(preload).toHaveBeenCalledWith('/p1-640.webp', expect.objectContaining({ fetchPriority: 'high' }));
  });

  it('preloads the neighbours once the person shows interest, so a step is instant', () => {
    render(<ListingGallery title="Chair" images={[image(1), image(2), image(3)]} />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Photos' }));
    expect(preloaded()).toEqual(new Set(['/p1-640.webp', '/p2-640.webp', '/p3-640.webp']));
    expect(preload).toHaveBeenCalledWith('/p2-640.webp', expect.objectContaining({ fetchPriority: 'low' }));
  });

  it('warms up on a step (Next) too', () => {
    render(<ListingGallery title="Chair" images={[image(1), image(2), image(3), image(4), image(5)]} />);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(preloaded()).toContain('/p3-640.webp');
  });
});
