import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { DeliveryChatBubble } from '../components/delivery-chat-bubble';
import { useStickToBottom } from './use-stick-to-bottom';

afterEach(cleanup);

const photo: DeliveryMessage = {
  id: 1,
  delivery_id: 5,
  sender_id: 2,
  sender_role: 'courier',
  type: 'image',
  body: 'Sealed',
  lat: null,
  lng: null,
  image: { url: '/uploads/p.webp', thumb_url: '/uploads/p-320.webp', width: 320, height: 240 },
  created_at: '2026-11-22T10:00:00.000Z',
  is_mine: false,
};

/** A chat list whose sizes jsdom cannot lay out: the test sets them. */
function Chat({ count }: { count: number }) {
  const ref = useRef<HTMLOListElement>(null);
  const { onScroll, onGrow } = useStickToBottom(ref, count);
  return (
    <ol ref={ref} onScroll={onScroll} data-testid="list">
      <DeliveryChatBubble message={photo} otherName="Kwame" onImageLoad={onGrow} />
    </ol>
  );
}

function box(list: HTMLElement, sizes: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  let top = sizes.scrollTop;
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: sizes.clientHeight });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: sizes.scrollHeight });
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => (top = Math.min(value, list.scrollHeight - list.clientHeight)),
  });
}

describe('the delivery chat keeps its newest message in sight', () => {
  it('scrolls down again when a photo loads, if the reader was at the bottom', () => {
    render(<Chat count={1} />);
    const list = screen.getByTestId('list');
    box(list, { scrollHeight: 600, clientHeight: 400, scrollTop: 200 });
    fireEvent.scroll(list);
    // The photo arrives without a height, then loads: the list grows by 240 px under the reader.
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 840 });
    fireEvent.load(screen.getByRole('img', { name: 'Sent image' }));
    expect(list.scrollTop).toBe(440);
  });

  it('leaves a reader who scrolled up to older messages where they are', () => {
    render(<Chat count={1} />);
    const list = screen.getByTestId('list');
    box(list, { scrollHeight: 600, clientHeight: 400, scrollTop: 20 });
    fireEvent.scroll(list);
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 840 });
    fireEvent.load(screen.getByRole('img', { name: 'Sent image' }));
    expect(list.scrollTop).toBe(20);
  });

  it('tells the chat when a photo has loaded', () => {
    const onImageLoad = vi.fn();
    render(
      <ul>
        <DeliveryChatBubble message={photo} otherName="Kwame" onImageLoad={onImageLoad} />
      </ul>,
    );
    fireEvent.load(screen.getByRole('img', { name: 'Sent image' }));
    expect(onImageLoad).toHaveBeenCalledTimes(1);
  });
});
