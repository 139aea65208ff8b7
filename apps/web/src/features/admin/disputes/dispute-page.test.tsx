import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dispute } from '@dwa/shared/disputes';
import { DISPUTE_MESSAGES } from '@dwa/shared/disputes';
import { Route, Routes } from '../../../lib/router';
import { notify } from '../../../lib/toast';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { DisputePage } from './dispute-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest({ signedIn: true });

const PHOTO = '/api/v1/disputes/7/messages/1/photos/0';
const aDispute = (fields: Partial<Dispute> = {}): Dispute => ({
  id: 7,
  order_id: 41,
  order_number: 'DWA-000041',
  order_total: 120,
  reason: 'damaged',
  status: 'open',
  refund: null,
  resolution_note: null,
  my_role: 'admin',
  buyer: { id: 3, name: 'Esi Mensah' },
  seller: { id: 4, name: "Kofi's Shop" },
  messages: [
    {
      id: 1,
      role: 'buyer',
      author_name: 'Esi Mensah',
      body: 'The bowl arrived cracked.',
      photos: [PHOTO],
      created_at: '2026-11-29T08:00:00.000Z',
    },
    { id: 2, role: 'seller', author_name: "Kofi's Shop", body: 'It left whole.', photos: [], created_at: '2026-11-29T08:05:00.000Z' },
  ],
  created_at: '2026-11-29T08:00:00.000Z',
  resolved_at: null,
  ...fields,
});

/** The dispute's API: the dispute, its photo, a message, and the resolution (the body it was sent). */
function serve() {
  let dispute = aDispute();
  return serveApi(fetchMock, ({ method, path, body: sent }) => {
    const body = sent as Record<string, unknown> | null;
    if (path === PHOTO) return new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'image/webp' } });
    if (method === 'GET' && path === '/api/v1/disputes/7') return jsonResponse(dispute);
    if (method === 'POST' && path === '/api/v1/disputes/7/messages') {
      dispute = {
        ...dispute,
        messages: [
          ...dispute.messages,
          { id: 3, role: 'admin', author_name: null, body: String(body?.body), photos: [], created_at: '2026-11-29T08:10:00.000Z' },
        ],
      };
      return jsonResponse(dispute, 201);
    }
    if (method === 'POST' && path === '/api/v1/admin/disputes/7/resolve') {
      dispute = {
        ...dispute,
        status: 'partly_refunded',
        refund: Number(body?.amount),
        resolution_note: String(body?.note),
        resolved_at: '2026-11-29T08:20:00.000Z',
      };
      return jsonResponse(dispute);
    }
    return undefined;
  });
}

function renderPage() {
  renderScreen(
    <Routes>
      <Route path="/admin/disputes/:id" element={<DisputePage />} />
    </Routes>,
    { entry: '/admin/disputes/7' },
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(notify.success).mockReset();
});

describe('a dispute’s page', () => {
  it('shows both sides, with the photo fetched with the session', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute on order DWA-000041' })).toBeTruthy();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('listitem', { name: 'Buyer: Esi Mensah' }).textContent).toContain('The bowl arrived cracked.');
    expect(within(messages).getByRole('listitem', { name: "Seller: Kofi's Shop" }).textContent).toContain('It left whole.');
    // A placeholder of the same name stands while the photo loads: wait for the picture itself.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 1 from Esi Mensah' }).getAttribute('src')).toBe('blob:photo'));
    const asked = fetchMock.mock.calls.find(([url]) => String(url) === PHOTO);
    expect(new Headers(asked?.[1]?.headers).get('Authorization')).toBe('Bearer t');
  });

  it('refunds part: checks the amount, converts it through pesewas, confirms, then sends', async () => {
    const sent = serve();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Dispute on order DWA-000041' });
    fireEvent.click(screen.getByRole('button', { name: 'Review decision' }));
    expect(screen.getByText('Choose refund, partial refund or release.')).toBeTruthy();
    expect(screen.getByText(DISPUTE_MESSAGES.note)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Refund part/ }));
    fireEvent.change(screen.getByLabelText('Amount to refund (GHC)'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Why'), { target: { value: ' Broke in transit. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review decision' }));
    expect(screen.getByText(DISPUTE_MESSAGES.amount)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Amount to refund (GHC)'), { target: { value: '33,33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review decision' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute on order DWA-000041?' });
    expect(dialog.textContent).toContain("GHC 33.33 is refunded to Esi Mensah, and GHC 86.67 is released to Kofi's Shop, less commission.");
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The dispute is resolved; both sides are told.'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/disputes/7/resolve',
        body: { resolution: 'partial_refund', amount: 33.33, note: 'Broke in transit.' },
      },
    ]);
    expect(screen.getByText('Partly refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review decision' })).toBeNull();
    expect(screen.getByText('This dispute is closed: its money has been refunded or released.')).toBeTruthy();
  });

  it('sends an admin’s message, which reads as Dwa’s', async () => {
    const sent = serve();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Dispute on order DWA-000041' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(DISPUTE_MESSAGES.body)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please keep the pieces.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const mine = await screen.findByRole('listitem', { name: 'Dwa' });
    expect(mine.textContent).toContain('Please keep the pieces.');
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/disputes/7/messages', body: { body: 'Please keep the pieces.' } }]);
    expect(notify.success).toHaveBeenCalledWith('Message sent to both sides.');
  });

  it('says when there is no such dispute', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: DISPUTE_MESSAGES.notFound }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeTruthy();
  });
});
