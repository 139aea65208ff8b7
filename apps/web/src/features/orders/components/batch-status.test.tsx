import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@dwa/shared/commerce';
import { testOrder } from '../../../testing/commerce';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { BatchStatus } from './batch-status';

const fetchMock = setupScreenTest({ signedIn: true });

const list = (results: Order[]) => jsonResponse({ results, next_cursor: null, counts: {} });

describe('BatchStatus', () => {
  it('shows an accepted order once while To start is still being read again, with its next button', async () => {
    const placed = testOrder();
    const accepted = testOrder({ status: 'accepted', actions: ['ship', 'cancel'], updated_at: '2026-11-30T10:05:00.000Z' });
    let acceptedYet = false;
    let toStartReads = 0;
    const sent = serveApi(fetchMock, ({ method, path, query }) => {
      if (method === 'GET' && path.startsWith('/api/v1/orders?')) {
        if (query.get('tab') === 'in_progress') return list(acceptedYet ? [accepted] : []);
        toStartReads += 1;
        // The first read answers; the one after the move is slow and has not answered yet.
        return toStartReads === 1 ? list([placed]) : new Promise<Response>(() => {});
      }
      if (method === 'POST' && path === `/api/v1/orders/${placed.id}/accept`) {
        acceptedYet = true;
        return jsonResponse({ ...accepted, events: [] });
      }
      return undefined;
    });
    renderScreen(<BatchStatus />);

    const row = await screen.findByRole('listitem', { name: 'Order DWA-000010' });
    expect(within(row).getByTestId('fulfilment-status').textContent).toBe('Being prepared for pickup');
    fireEvent.click(within(row).getByRole('button', { name: 'Accept order' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('tab=in_progress')).length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Ready for pickup' })).toHaveLength(1));
    expect(screen.getAllByRole('listitem', { name: 'Order DWA-000010' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accept order' })).toBeNull();
    expect(toStartReads).toBeGreaterThanOrEqual(2);
    expect(sent).toEqual([{ method: 'POST', path: `/api/v1/orders/${placed.id}/accept`, body: {} }]);
  });
});
