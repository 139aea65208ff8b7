import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MapPinned, MessageCircle } from 'lucide-react';
import { DashboardTabs } from '../components/dashboard-tabs';
import { useUnreadMessages } from './use-unread-messages';

// The shared socket, replaced by a hand that delivers frames.
const live = vi.hoisted(() => ({ handlers: new Map<string, Set<(frame: Record<string, unknown>) => void>>() }));
vi.mock('../../../lib/realtime', () => ({
  realtime: {
    subscribe: (type: string, handler: (frame: Record<string, unknown>) => void) => {
      const set = live.handlers.get(type) ?? new Set();
      set.add(handler);
      live.handlers.set(type, set);
      return () => set.delete(handler);
    },
  },
}));

const frame = (id: number, isMine: boolean) =>
  act(() =>
    live.handlers
      .get('delivery_message')
      ?.forEach((handler) => handler({ type: 'delivery_message', delivery_id: 5, message: { id, is_mine: isMine } })),
  );

function Tabs({ active }: { active: string }) {
  const unread = useUnreadMessages(active === 'messages');
  const tabs = [
    { id: 'track', label: 'Track Delivery', Icon: MapPinned },
    { id: 'messages', label: 'Messages', Icon: MessageCircle, unread },
  ];
  return <DashboardTabs tabs={tabs} active={active} onSelect={() => {}} panelId="panel" />;
}

afterEach(cleanup);

describe('unread delivery messages on the Messages tab', () => {
  it("counts the other side's live messages while another tab is open, and clears them when Messages opens", () => {
    const { rerender } = render(<Tabs active="track" />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeTruthy();
    frame(1, false);
    frame(2, true); // my own message, sent from another tab or phone
    frame(3, false);
    expect(screen.getByRole('tab', { name: 'Messages, 2 new' })).toBeTruthy();
    expect(screen.getByTestId('tab-unread').textContent).toBe('2');

    rerender(<Tabs active="messages" />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('tab-unread')).toBeNull();
    frame(4, false); // read as it arrives
    rerender(<Tabs active="track" />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeTruthy();
    frame(5, false);
    expect(screen.getByRole('tab', { name: 'Messages, 1 new' })).toBeTruthy();
  });

  it("shows at most '99+'", () => {
    render(<Tabs active="track" />);
    for (let id = 1; id <= 120; id += 1) frame(id, false);
    expect(screen.getByTestId('tab-unread').textContent).toBe('99+');
    expect(screen.getByRole('tab', { name: 'Messages, 120 new' })).toBeTruthy();
  });
});
