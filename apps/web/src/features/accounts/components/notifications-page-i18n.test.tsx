import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { loadI18n } from '../../../lib/i18n/i18n';
import { NotificationsPage } from './notifications-page';

afterEach(cleanup);

describe('the notifications page in another language (issue 17)', () => {
  it('English as the spec words it, French when chosen', async () => {
    const { unmount } = render(<NotificationsPage />);
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Activity', 'Promos', 'Support']);
    expect(screen.getByText("No updates for now—you're all set!")).toBeTruthy();
    unmount();
    const i18n = await loadI18n('fr');
    await i18n.loadAreas(['notifications']);
    render(
      <I18nProvider value={i18n}>
        <NotificationsPage />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Toutes', 'Activité', 'Promos', 'Assistance']);
    expect(screen.getByText('Rien de nouveau pour l’instant, vous êtes à jour !')).toBeTruthy();
  });
});
