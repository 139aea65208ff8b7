import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('is decorative by default, and shows the initial when the picture does not load', () => {
    const { container } = render(<Avatar name="ama owusu" src="/static/a.webp" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it('with a label, names the picture, and the initial in its place when it does not load (never clipped alt text)', () => {
    const { container } = render(<Avatar name="Kofi" src="/static/broken.webp" size={112} label="Your profile photo" />);
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe('/static/broken.webp');
    fireEvent.error(container.querySelector('img')!);
    const fallback = screen.getByRole('img', { name: 'Your profile photo' });
    expect([fallback.tagName, fallback.textContent, container.querySelector('img')]).toEqual(['SPAN', 'K', null]);
  });
});
