import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { INSTALL_DISMISSED_KEY } from './install-offer';
import { hidePrompt, showPrompt } from './pwa-prompts';

afterEach(() => {
  act(() => {
    hidePrompt('update');
    hidePrompt('install');
  });
  localStorage.clear();
});

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
});
