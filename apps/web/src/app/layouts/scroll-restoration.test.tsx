import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from '../../lib/router';
import { ScrollRestoration } from './scroll-restoration';

// Where the page is when the app starts and after a navigation (ADR 099: a server-rendered page can
// be read and scrolled before its app starts at the first touch; starting must not move it).

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('ScrollRestoration', () => {
  const scrollTo = vi.fn();

  beforeEach(() => {
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const start = () =>
    render(
      <MemoryRouter initialEntries={['/listing/1']}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );

  it('leaves a page the person scrolled before the app started where it is', () => {
    Object.defineProperty(window, 'scrollY', { value: 1281, configurable: true });
    start();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('still takes a new page reached in the app to the top', () => {
    Object.defineProperty(window, 'scrollY', { value: 1281, configurable: true });
    start();
    act(() => void navigate('/listings'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('puts a page that starts at the top at the top', () => {
    start();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
