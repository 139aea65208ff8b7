import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { KeyHelp } from '../moderation/components/key-help';
import { UserBadges } from '../users/user-badges';
import { AdminNav } from './admin-nav';
import { LoadMore } from './load-more';
import { renderIn as renderArea } from '../../../testing/render-in';

// The admin console speaks the interface's language (issue 17, the `admin` area of ADR 046); the
// keys it names and what people wrote stay as they are.

afterEach(cleanup);

const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['admin'], node, { path: '/admin/users' });

const parts = (
  <>
    <AdminNav sections={['Overview', 'Users', 'Rates']} />
    <UserBadges user={{ user_type: 'SELLER', is_verified: false, is_active: false }} />
    <KeyHelp actions={[['a', 'approve']]} />
    <LoadMore hasMore loading={false} onLoad={() => undefined} />
  </>
);

describe('the admin console in other languages', () => {
  it('English stays the spec’s words', async () => {
    const { container } = await renderIn('en', parts);
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Users', 'Rates']);
    expect(['Seller', 'Not verified', 'Deactivated'].every((text) => screen.getByText(text))).toBe(true);
    expect(container.querySelector('p')?.textContent).toBe('Keys: j or ↓ next, k or ↑ previous, a approve.');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('French: the nav, the badges, the key help around its keys, Load more', async () => {
    const { container } = await renderIn('fr', parts);
    const nav = screen.getByRole('navigation', { name: 'Console d’administration' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Vue d’ensemble', 'Utilisateurs', 'Taux']);
    expect(['Vendeur', 'Non vérifié', 'Désactivé'].every((text) => screen.getByText(text))).toBe(true);
    expect(container.querySelector('p')?.textContent).toBe('Touches : j ou ↓ suivante, k ou ↑ précédente, a approve.');
    expect(container.querySelectorAll('kbd')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Charger plus' })).toBeTruthy();
  });

  it('Arabic and Russian name the sections in their words', async () => {
    await renderIn('ar', <AdminNav sections={['Moderation', 'Applications']} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['الإشراف', 'الطلبات']);
    cleanup();
    await renderIn('ru', <AdminNav sections={['Moderation', 'Applications']} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Модерация', 'Заявки']);
  });
});
