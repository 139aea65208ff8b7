import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import type { AdminJob } from '@dwa/shared/jobs';
import { KeyHelp } from '../moderation/components/key-help';
import { JobCard } from '../jobs/job-card';
import { JobCountsTable } from '../jobs/job-counts-table';
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
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Users', 'Rates']);
    expect(['Seller', 'Not verified', 'Deactivated'].every((text) => screen.getByText(text))).toBe(true);
    expect(container.querySelector('p')?.textContent).toBe('Keys: j or ↓ next, k or ↑ previous, a approve.');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('French: the nav, the badges, the key help around its keys, Load more', async () => {
    const { container } = await renderIn('fr', parts);
    const nav = screen.getByRole('navigation', { name: 'Console d’administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vue d’ensemble', 'Utilisateurs', 'Taux']);
    expect(['Vendeur', 'Non vérifié', 'Désactivé'].every((text) => screen.getByText(text))).toBe(true);
    expect(container.querySelector('p')?.textContent).toBe('Touches : j ou ↓ suivante, k ou ↑ précédente, a approve.');
    expect(container.querySelectorAll('kbd')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Charger plus' })).toBeTruthy();
  });

  it('Arabic and Russian name the sections in their words', async () => {
    await renderIn('ar', <AdminNav sections={['Moderation', 'Applications', 'Jobs']} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['الإشراف', 'الطلبات', 'المهام']);
    cleanup();
    await renderIn('ru', <AdminNav sections={['Moderation', 'Applications', 'Jobs']} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Модерация', 'Заявки', 'Задачи']);
  });

  it('French: the Jobs page’s counts and a failed job, the codes and the error as they are', async () => {
    const job: AdminJob = {
      id: '41',
      task: 'mail:send',
      state: 'failed',
      attempts: 2,
      max_attempts: 2,
      last_error: '421 The mail server is not answering (sandbox outage).',
      key: 'mail:7',
      run_at: '2026-11-29T10:00:07.389Z',
      created_at: '2026-11-29T09:59:00.000Z',
      updated_at: '2026-11-29T09:59:00.000Z',
    };
    await renderIn(
      'fr',
      <>
        <JobCountsTable
          counts={[
            { task: 'mail:send', waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 1 },
            { task: 'payouts:send', waiting: 2, scheduled: 0, running: 0, retrying: 0, failed: 0 },
          ]}
        />
        <JobCard job={job} busy={false} onRetry={() => undefined} onDiscard={() => undefined} />
      </>,
    );
    const counts = screen.getByRole('region', { name: 'Par type et état' });
    expect(
      within(counts)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'En échec', 'Nouvel essai', 'En cours', 'En attente', 'Planifiées']);
    expect(
      within(counts)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mailmail:send', 'payouts:send']);
    expect(within(counts).getByRole('link', { name: 'E-mail, En échec : 1' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'E-mail · tâche n° 41' });
    expect(within(card).getByText('2 sur 2')).toBeTruthy();
    expect(within(card).getByText('Dernier essai')).toBeTruthy();
    expect(within(card).getByText('mail:7')).toBeTruthy();
    expect(within(card).getByText('421 The mail server is not answering (sandbox outage).')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Réessayer', 'Abandonner']);
  });
});
