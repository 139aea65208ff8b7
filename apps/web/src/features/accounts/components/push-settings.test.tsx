import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { PushSettings } from './push-settings';

// The notifications page's push section: the device switch (the push client, mocked: a browser's
// permission and subscription cannot happen in jsdom) and the per-kind choices saved as they change.

const client = vi.hoisted(() => ({
  pushState: vi.fn<() => Promise<string>>(),
  enablePush: vi.fn<() => Promise<string>>(),
  disablePush: vi.fn<() => Promise<string>>(),
}));
vi.mock('../../../lib/push/push-client', () => client);

const fetchMock = setupScreenTest({ signedIn: true });
const ALL_ON = { messages: true, orders: true, deliveries: true, rides: true, alerts: true };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(preferences = ALL_ON) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/v1/push/preferences') && init?.method === 'PUT')
      return json({ ...preferences, ...(JSON.parse(String(init.body)) as object) });
    if (url.endsWith('/api/v1/push/preferences')) return json(preferences);
    return json({ detail: 'unexpected' }, 404);
  });
}

describe('push settings', () => {
  it('turns push on for this device from the switch, and off again', async () => {
    answer();
    client.pushState.mockResolvedValue('off');
    client.enablePush.mockResolvedValue('on');
    client.disablePush.mockResolvedValue('off');
    renderScreen(<PushSettings />);
    const toggle = await screen.findByRole('switch', { name: 'Push on this device' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push on this device' }).getAttribute('aria-checked')).toBe('true'));
    expect(client.enablePush).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Push is on for this device.');
    fireEvent.click(screen.getByRole('switch', { name: 'Push on this device' }));
    await waitFor(() => expect(client.disablePush).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push on this device' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('says why the switch cannot be used when notifications are blocked or unsupported', async () => {
    answer();
    client.pushState.mockResolvedValue('denied');
    const { unmount } = renderScreen(<PushSettings />);
    expect((await screen.findByRole('switch', { name: 'Push on this device' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/blocked/);
    unmount();
    client.pushState.mockResolvedValue('unsupported');
    renderScreen(<PushSettings />);
    expect((await screen.findByRole('switch', { name: 'Push on this device' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/cannot receive push/);
  });

  it('shows each kind with its saved choice and saves one as it changes', async () => {
    answer({ ...ALL_ON, rides: false });
    client.pushState.mockResolvedValue('on');
    renderScreen(<PushSettings />);
    const rides = await screen.findByRole('checkbox', { name: 'Rides' });
    expect((rides as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'messages',
      'orders',
      'deliveries',
      'rides',
      'alerts',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saved-search alerts' }));
    // The box answers the tap in the same frame, before the save's answer.
    expect((screen.getByRole('checkbox', { name: 'Saved-search alerts' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Saved-search alerts' }) as HTMLInputElement).checked).toBe(false));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ alerts: false });
  });

  it('puts back the saved choice when the save is refused', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/v1/push/preferences') && init?.method === 'PUT') return json({ detail: 'Too many requests' }, 429);
      if (String(input).endsWith('/api/v1/push/preferences')) return json(ALL_ON);
      return json({ detail: 'unexpected' }, 404);
    });
    client.pushState.mockResolvedValue('on');
    renderScreen(<PushSettings />);
    const messages = (await screen.findByRole('checkbox', { name: 'Messages' })) as HTMLInputElement;
    fireEvent.click(messages);
    expect((screen.getByRole('checkbox', { name: 'Messages' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Messages' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Messages' }) as HTMLInputElement).disabled).toBe(false);
  });
});
