import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { CHAT_ERROR_MS, useErrorBanner } from '../hooks/use-error-banner';
import { aConversation, aMessage } from '../../../testing/chat';
import { ConversationList } from './conversation-list';
import { MessageBubble } from './message-bubble';
import { Composer } from './composer';

afterEach(cleanup);

const list = (conversations = [aConversation()], loading = false) =>
  render(
    <ConversationList
      conversations={conversations}
      me={1}
      activeId={null}
      loading={loading}
      refreshing={false}
      onRefresh={() => {}}
      onSelect={() => {}}
    />,
  );

describe('conversation list', () => {
  it("shows 'No conversations yet' with the hint when there are none", () => {
    list([]);
    expect(screen.getByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText(/messaging a seller on a listing/)).toBeTruthy();
    expect(screen.getByText('0 conversations')).toBeTruthy();
  });

  it("counts, searches ('No matching conversations') and shows unread badges", () => {
    list([
      aConversation({ id: 10, unread_count: 120 }),
      aConversation({
        id: 11,
        listingTitle: 'Gas cooker',
        other_user: { id: 3, name: 'Yaw', avatar: null, online: true, last_seen: null, phone: null },
      }),
    ]);
    expect(screen.getByText('2 conversations')).toBeTruthy();
    expect(screen.getByTestId('conversation-unread').textContent).toBe('99+ unread');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'cooker' } });
    expect(screen.getByText('1 conversation')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Yaw/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No matching conversations')).toBeTruthy();
  });

  it("falls back to 'User {last 4 of id}' for a partner without a name", () => {
    list([
      aConversation({
        other_user: { id: 123456, name: '', avatar: null, online: false, last_seen: null, phone: null },
        participantNames: {},
      }),
    ]);
    expect(screen.getByText('User 3456')).toBeTruthy();
  });
});

describe('message bubble', () => {
  const bubble = (message = aMessage(), onReact = vi.fn()) =>
    render(
      <ul>
        <MessageBubble
          message={message}
          own={message.sender_id === 1}
          me={1}
          senderName="Ama"
          progress={null}
          onReact={onReact}
          onRetry={() => {}}
        />
      </ul>,
    );

  it('shows a single check when sent and a double check when read', () => {
    bubble(aMessage({ sender_id: 1 }));
    expect(screen.getByLabelText('Sent')).toBeTruthy();
    cleanup();
    bubble(aMessage({ sender_id: 1, is_read: true }));
    expect(screen.getByLabelText('Read')).toBeTruthy();
  });

  it('opens the reaction picker on double-click and reports the choice; the same one again removes it', () => {
    const onReact = vi.fn();
    bubble(aMessage({ reactions: [{ user_id: 1, emoji: '👍' }] }), onReact);
    fireEvent.doubleClick(screen.getByText('Hello'));
    fireEvent.click(screen.getByRole('button', { name: 'Heart' }));
    expect(onReact).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), '❤️');
    fireEvent.click(screen.getByRole('button', { name: 'Add reaction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs up' }));
    expect(onReact).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }), null);
  });

  it("shows 'Image unavailable' for a missing picture, and folds a long message", () => {
    bubble(aMessage({ message_type: 'IMAGE', content: '', attachment: null }));
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    cleanup();
    bubble(aMessage({ content: 'word '.repeat(40) }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });
});

describe('error banner', () => {
  it('goes after 5 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useErrorBanner());
    act(() => result.current.show('Failed to send message: 500'));
    expect(result.current.error).toBe('Failed to send message: 500');
    act(() => vi.advanceTimersByTime(CHAT_ERROR_MS - 1));
    expect(result.current.error).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.error).toBeNull();
    vi.useRealTimers();
  });
});

describe('composer', () => {
  it('opens with a draft ready to edit, the caret after it, and sends nothing until the person sends it', () => {
    const onSend = vi.fn();
    const draft = 'Hi! I\'m interested in your listing "Kente stole". Is it still available?';
    render(<Composer draft={draft} quickReplies={[]} onSend={onSend} onTyped={() => {}} onStopTyping={() => {}} onError={() => {}} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Type a message' });
    expect(box.value).toBe(draft);
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(draft.length);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Hi! Is the stole still available in blue?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hi! Is the stole still available in blue?', null);
    expect(box.value).toBe('');
  });

  it('opens empty without a draft, and takes no focus', () => {
    render(<Composer quickReplies={[]} onSend={() => {}} onTyped={() => {}} onStopTyping={() => {}} onError={() => {}} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Type a message' });
    expect(box.value).toBe('');
    expect(document.activeElement).not.toBe(box);
  });
});
