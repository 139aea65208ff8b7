import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@dwa/shared/notifications';
import { ID_NOTICE } from '@dwa/shared/verification';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { loadI18n } from '../../../lib/i18n/i18n';
import { loadProblemCatalog } from '../../../lib/i18n/problem-text';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { setupScreenTest } from '../../../testing/screen-setup';
import { NotificationsList } from './notifications-list';

// A notice written from shared sentences reads in the page's language (ADR 077, ADR 074): the
// Verified ID decision, with the reason when refused.

const fetchMock = setupScreenTest({ signedIn: true });

const notice: Notification = {
  id: 1,
  type: 'activity',
  kind: 'id_verification',
  title: ID_NOTICE.rejectedTitle,
  body: ID_NOTICE.rejectedBody('Photo floue'),
  link: '/account/verification',
  read: false,
  created_at: new Date().toISOString(),
};

describe('NotificationsList', () => {
  it('shows an ID check decision in French, with its reason, linked to the verification page', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ results: [notice], unread_count: 1, next_cursor: null }));
    const i18n = await loadI18n('fr');
    await i18n.loadAreas(['notifications']);
    await loadProblemCatalog('fr');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider value={i18n}>
          <MemoryRouter>
            <NotificationsList type="all" empty={null} />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Votre vérification d’identité n’a pas été approuvée.')).toBeTruthy();
    expect(
      screen.getByText('Motif : Photo floue. Vous pouvez réessayer avec un nouveau selfie et une nouvelle photo de la carte.'),
    ).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/account/verification');
  });
});
