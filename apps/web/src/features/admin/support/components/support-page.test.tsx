import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LockedDelivery } from '@dwa/shared/admin';
import { serveApi } from '../../../../testing/fake-api';
import { jsonResponse } from '../../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../../testing/screen-setup';
import { TICKETS_PAGE_SIZE, type AdminTicket } from '../api/get-tickets';
import { SupportPage } from './support-page';

const fetchMock = setupScreenTest({ signedIn: true });

const aTicket = (id: number, status: AdminTicket['status'], message: string): AdminTicket => ({
  id,
  delivery_id: 100 + id,
  ride_id: null,
  lat: null,
  lng: null,
  user_id: 5,
  category: 'late',
  message,
  status,
  created_at: '2026-11-20T09:00:00.000Z',
  resolved_at: status === 'resolved' ? '2026-11-20T10:00:00.000Z' : null,
  reporter_name: 'Ama Owusu',
  delivery_status: 'in_transit',
  ride_status: null,
});

const aLocked = (id: number): LockedDelivery => ({
  id,
  status: 'in_transit',
  customer: { id: 5, name: 'Ama Owusu', phone: '+233201234567' },
  courier: { id: 6, name: 'Kofi Asante', phone: null },
  pickup_address: 'Osu, Accra',
  delivery_address: 'Adum, Kumasi',
  recipient_name: 'Yaw',
  locked_at: '2026-11-20T09:00:00.000Z',
  attempts: 5,
});

function serve({ tickets = [], locked = [] }: { tickets?: AdminTicket[]; locked?: LockedDelivery[] }) {
  return serveApi(fetchMock, ({ method, path, query, body }) => {
    if (path.startsWith('/api/v1/admin/delivery/tickets') && method === 'GET') {
      // Paged like the server: `limit` at a time, the cursor is the last ticket's id.
      const status = query.get('status');
      const limit = Number(query.get('limit') ?? 50);
      const after = query.get('cursor');
      const matching = tickets.filter((ticket) => !status || ticket.status === status);
      const start = after ? matching.findIndex((ticket) => ticket.id === Number(after)) + 1 : 0;
      const page = matching.slice(start, start + limit);
      const more = start + limit < matching.length;
      return jsonResponse({ items: page, next_cursor: more ? String(page.at(-1)?.id) : null });
    }
    const ticket = /^\/api\/v1\/admin\/delivery\/tickets\/(\d+)$/.exec(path);
    if (ticket && method === 'PATCH') {
      const { status } = body as { status: AdminTicket['status'] };
      tickets = tickets.map((item) => (item.id === Number(ticket[1]) ? { ...item, status } : item));
      return jsonResponse(tickets.find((item) => item.id === Number(ticket[1])));
    }
    if (path.startsWith('/api/v1/admin/delivery/requests?state=locked')) return jsonResponse({ results: locked, next_cursor: null });
    const unlock = /^\/api\/v1\/admin\/delivery\/requests\/(\d+)\/unlock$/.exec(path);
    if (unlock && method === 'POST') {
      locked = locked.filter((item) => item.id !== Number(unlock[1]));
      return jsonResponse({ id: Number(unlock[1]) });
    }
    return undefined;
  });
}

function renderPage(entry = '/admin/support') {
  renderScreen(<SupportPage />, { entry });
}

describe('the support page', () => {
  it('resolves an open ticket, which then shows under Resolved with Reopen', async () => {
    const sent = serve({ tickets: [aTicket(1, 'open', 'The courier is an hour late.'), aTicket(2, 'resolved', 'Box was wet.')] });
    renderPage();
    const ticket = await screen.findByRole('article', { name: 'Ticket #1: Late' });
    expect(within(ticket).getByText(/From Ama Owusu · delivery #101 \(In Transit\)/i)).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Ticket #2/ })).toBeNull();
    fireEvent.click(within(ticket).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ticket #1: Late' })).toBeNull());
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/v1/admin/delivery/tickets/1', body: { status: 'resolved' } }]);
    expect(screen.getByText('Ticket #1 resolved.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Resolved'));
    const resolved = await screen.findByRole('article', { name: 'Ticket #1: Late' });
    expect(within(resolved).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a page of tickets and loads the next with its cursor', async () => {
    serve({ tickets: Array.from({ length: TICKETS_PAGE_SIZE + 3 }, (_, index) => aTicket(100 - index, 'open', `Issue ${index + 1}.`)) });
    renderPage();
    await screen.findByRole('article', { name: 'Ticket #100: Late' });
    const list = () => screen.getByRole('list', { name: 'Support tickets' });
    expect(within(list()).getAllByRole('article')).toHaveLength(TICKETS_PAGE_SIZE);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/admin/delivery/tickets?limit=${TICKETS_PAGE_SIZE}&status=open`);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: `Ticket #${100 - TICKETS_PAGE_SIZE - 2}: Late` });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      `/api/v1/admin/delivery/tickets?limit=${TICKETS_PAGE_SIZE}&status=open&cursor=${100 - TICKETS_PAGE_SIZE + 1}`,
    );
    const ids = within(list())
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'));
    expect(ids).toHaveLength(TICKETS_PAGE_SIZE + 3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('unlocks a locked delivery for a retry, and cancels another with a reason', async () => {
    const sent = serve({ locked: [aLocked(7), aLocked(8)] });
    renderPage('/admin/support?tab=locked');
    const seven = await screen.findByRole('article', { name: /Delivery #7/ });
    expect(within(seven).getByText('Ama Owusu (+233201234567)')).toBeTruthy();
    expect(within(seven).getByText(/after 5 wrong codes/)).toBeTruthy();

    fireEvent.click(within(seven).getByRole('button', { name: 'Let the courier retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Delivery #7/ })).toBeNull());
    expect(screen.getByText('Delivery #7 unlocked: the courier can enter the code again.')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('article', { name: /Delivery #8/ })).getByRole('button', { name: 'Cancel delivery' }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'The recipient moved away.' } });
    const dialogButtons = screen.getAllByRole('button', { name: 'Cancel delivery' });
    fireEvent.click(dialogButtons[dialogButtons.length - 1]!);
    await waitFor(() => expect(screen.getByText('No locked deliveries')).toBeTruthy());
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/admin/delivery/requests/7/unlock', body: { action: 'retry', reason: null } },
      { method: 'POST', path: '/api/v1/admin/delivery/requests/8/unlock', body: { action: 'cancel', reason: 'The recipient moved away.' } },
    ]);
  });
});
