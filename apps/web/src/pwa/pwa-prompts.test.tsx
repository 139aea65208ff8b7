import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { INSTALL_DISMISSED_KEY, offersInstallOn } from './install-offer';
import { hidePrompt, showPrompt } from './pwa-prompts';
import { activateLocale } from '../lib/i18n/i18n-store';

afterEach(() => {
  act(() => {
    hidePrompt('update');
    hidePrompt('install');
  });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Goes to a page the way the router does (pushState), then back/forward tells the prompts. */
function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the install and update prompts', () => {
  it("says a new version is available in a polite live region, and 'Reload' applies it", async () => {
    const apply = vi.fn();
    showPrompt({ kind: 'update', apply });
    const words = await screen.findByText('A new version of Dwa is available.');
    expect(words.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByText('A new version of Dwa is available.')).toBeNull());
  });

  it("offers to install; 'Install' asks the browser, 'Not now' keeps quiet for a while", async () => {
    const install = vi.fn(() => Promise.resolve());
    showPrompt({ kind: 'install', install });
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(install).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
    showPrompt({ kind: 'install', install });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('does not offer to install over a chat composer or form actions; the update prompt still shows there', async () => {
    goTo('/messages');
    const install = vi.fn(() => Promise.resolve());
    showPrompt({ kind: 'install', install });
    showPrompt({ kind: 'update', apply: vi.fn() });
    expect(await screen.findByText('A new version of Dwa is available.')).toBeTruthy();
    expect(screen.queryByText('Install Dwa')).toBeNull();
    // Elsewhere the offer shows, and it goes again on the way into the delivery dashboard's chat.
    goTo('/listings');
    expect(await screen.findByText('Install Dwa')).toBeTruthy();
    goTo('/delivery-request?tab=messages');
    await waitFor(() => expect(screen.queryByText('Install Dwa')).toBeNull());
  });

  it('knows the pages whose foot the offer would cover', () => {
    for (const path of ['/messages', '/delivery-request', '/checkout', '/post-listing', '/listing/12/edit'])
      expect(offersInstallOn(path), path).toBe(false);
    for (const path of ['/', '/listings', '/listing/12', '/classifieds', '/messages-help']) expect(offersInstallOn(path), path).toBe(true);
  });

  it("gives the offer's words a line of their own on a phone, the buttons below them", async () => {
    showPrompt({ kind: 'install', install: vi.fn(() => Promise.resolve()) });
    const section = (await screen.findByText('Install Dwa')).closest('section');
    expect(section?.className).toMatch(/(^| )flex-col( |$)/);
    expect(section?.className).toMatch(/(^| )w-full( |$)/);
    expect(section?.className).not.toMatch(/max-w-md/);
  });

  it('speaks the interface language, and follows a change of it', async () => {
    showPrompt({ kind: 'update', apply: vi.fn() });
    expect(await screen.findByText('A new version of Dwa is available.')).toBeTruthy();
    await act(async () => activateLocale('fr'));
    expect(await screen.findByText('Une nouvelle version de Dwa est disponible.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
    await act(async () => activateLocale('en'));
    expect(await screen.findByText('A new version of Dwa is available.')).toBeTruthy();
  });
});
