import { describe, expect, it } from 'vitest';
import { canSend, isLongMessage, messagesQuerySchema, reactionInputSchema, sendMessageFieldsSchema, startChatInputSchema } from './chat';
import { clientFrameSchema, serverFrameSchema } from './realtime';

describe('chat inputs', () => {
  it('trims message text and infers nothing about the type', () => {
    expect(sendMessageFieldsSchema.parse({ content: '  hi \u0000 ' })).toEqual({ content: 'hi', message_type: undefined });
    expect(sendMessageFieldsSchema.parse({ message_type: 'image' }).message_type).toBe('IMAGE');
    expect(sendMessageFieldsSchema.safeParse({ message_type: 'VIDEO' }).success).toBe(false);
    expect(sendMessageFieldsSchema.safeParse({ content: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('needs text or an image to send', () => {
    expect(canSend('  ', false)).toBe(false);
    expect(canSend('', true)).toBe(true);
    expect(canSend(' ok ', false)).toBe(true);
  });

  it('reads the start body, the page query and reactions', () => {
    expect(startChatInputSchema.parse({})).toEqual({});
    expect(startChatInputSchema.parse({ listing_id: '12' })).toEqual({ listing_id: 12 });
    expect(startChatInputSchema.parse(undefined)).toBeUndefined();
    expect(startChatInputSchema.safeParse({ listing_id: -1 }).success).toBe(false);
    expect(messagesQuerySchema.parse({ mark_read: 'true' })).toEqual({ mark_read: true, limit: 50 });
    expect(messagesQuerySchema.parse({})).toEqual({ mark_read: false, limit: 50 });
    expect(reactionInputSchema.parse({ emoji: '❤️' })).toEqual({ emoji: '❤️' });
    expect(reactionInputSchema.parse({ emoji: null })).toEqual({ emoji: null });
    expect(reactionInputSchema.safeParse({ emoji: '🍕' }).success).toBe(false);
  });

  it('folds long messages: over 120 characters or with a link', () => {
    expect(isLongMessage('x'.repeat(120))).toBe(false);
    expect(isLongMessage('x'.repeat(121))).toBe(true);
    expect(isLongMessage('see https://dwa.gh/listing/1')).toBe(true);
    expect(isLongMessage('www.example.com')).toBe(true);
  });
});

describe('realtime frames', () => {
  it('accepts the client frames of docs/realtime.md and nothing else', () => {
    expect(clientFrameSchema.parse({ type: 'auth', token: 'abc' })).toEqual({ type: 'auth', token: 'abc' });
    expect(clientFrameSchema.parse({ type: 'typing', conversation_id: 3, is_typing: true }).type).toBe('typing');
    expect(clientFrameSchema.safeParse({ type: 'typing', conversation_id: 'x', is_typing: true }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'message' }).success).toBe(false);
  });

  it('describes every server frame', () => {
    for (const frame of [
      { type: 'ready', user_id: 1 },
      { type: 'pong' },
      { type: 'read', conversation_id: 1, reader_id: 2, read_at: '2026-11-22T10:00:00.000Z' },
      { type: 'unread', total: 0 },
      { type: 'presence', user_id: 2, online: false, last_seen: null },
      { type: 'delivery', delivery: { id: 1 } },
      { type: 'delivery_location', delivery_id: 1, lat: 5.6, lng: -0.2, at: '2026-11-22T10:00:00.000Z' },
      { type: 'jobs' },
    ]) {
      expect(serverFrameSchema.safeParse(frame).success, frame.type).toBe(true);
    }
  });
});
