import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { ENGLISH, loadI18n } from '../../../lib/i18n/i18n';
import type { I18n } from '../../../lib/i18n/i18n';
import { SignedInMenu } from './signed-in-menu';

// The account menu speaks the interface's language (issue 17): it had kept English literals when it
// moved into a chunk of its own, though the shell's catalog has its words in every language.

afterEach(cleanup);

function renderMenu(i18n: I18n, userType = 'CUSTOMER') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <I18nProvider value={i18n}>
        <MemoryRouter>
          <SignedInMenu user={{ userId: '5', name: 'Ama Mensah', email: 'ama@example.com', userType, profilePicture: null }} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Ama Mensah/ }));
}

describe('SignedInMenu', () => {
  it('in English, with the spec’s words', () => {
    renderMenu(ENGLISH, 'ADMIN');
    expect(screen.getByRole('button', { name: /^Account: ?Ama Mensah/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin console' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My purchases' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('in French', async () => {
    renderMenu(await loadI18n('fr'));
    expect(screen.getByRole('button', { name: /^Compte : ?Ama Mensah/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes achats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(screen.queryByText('My purchases')).toBeNull();
  });
});
