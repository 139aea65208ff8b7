import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { hidePrompt } from './pwa-prompts';
import { startPwa } from './start';

// A server-rendered page loads its code after its first paint (ADR 088), so the browser's install
// offer can come before startPwa runs: index.html's boot script keeps it in window.dwaInstallOffer,
// and startPwa offers it then, as it offers one that comes later.

afterEach(() => {
  act(() => hidePrompt('install'));
  delete window.dwaInstallOffer;
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startPwa', () => {
  it('offers to install with an offer the browser made before the code ran', async () => {
    vi.stubEnv('DEV', false);
    const registration = { waiting: null, addEventListener: vi.fn(), update: vi.fn(() => Promise.resolve()) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, register: vi.fn(() => Promise.resolve(registration)), addEventListener: vi.fn() },
    });
    const prompt = vi.fn(() => Promise.resolve());
    window.dwaInstallOffer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    startPwa();
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
  });
});
