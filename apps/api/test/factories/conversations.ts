import { expect } from 'vitest';
import type { ChatMessage, Conversation } from '@dwa/shared/chat';
import type { TestContext } from '../helpers';
import { multipart } from '../multipart';
import { createUser, type TestUser } from './users';

// Buyer-seller chat through the API: the requests one person sends, and a fresh conversation
// between two new people (or two given ones).

export type MessagePage = { messages: ChatMessage[]; next_cursor: string | null; unread_total: number };

/** The chat requests `user` sends, by name. */
export function chatRequests(ctx: TestContext, user: TestUser) {
  const { app } = ctx;
  return {
    start: (otherId: number | string, body: unknown = {}) =>
      app.inject({ method: 'POST', url: `/api/v1/chat/start/${otherId}`, headers: user.auth, payload: body as object }),
    list: async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: user.auth })).json() as {
        conversations: Conversation[];
        unread_total: number;
      },
    messages: (id: number, query = '') => app.inject({ method: 'GET', url: `/api/v1/chat/${id}/messages${query}`, headers: user.auth }),
    page: async (id: number, query = '') =>
      (await app.inject({ method: 'GET', url: `/api/v1/chat/${id}/messages${query}`, headers: user.auth })).json() as MessagePage,
    send: (id: number, content: string) =>
      app.inject({ method: 'POST', url: `/api/v1/chat/${id}/send`, headers: user.auth, payload: { message_type: 'TEXT', content } }),
    sendForm: async (id: number, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
      const form = await multipart(fields, files);
      return app.inject({
        method: 'POST',
        url: `/api/v1/chat/${id}/send`,
        headers: { ...user.auth, ...form.headers },
        payload: form.payload,
      });
    },
    react: (messageId: number, emoji: string | null) =>
      app.inject({ method: 'PUT', url: `/api/v1/chat/messages/${messageId}/reaction`, headers: user.auth, payload: { emoji } }),
    read: (id: number) => app.inject({ method: 'POST', url: `/api/v1/chat/${id}/read`, headers: user.auth }),
    unread: async () =>
      ((await app.inject({ method: 'GET', url: '/api/v1/chat/unread', headers: user.auth })).json() as { total: number }).total,
  };
}

/**
 * A new general conversation, started by `a` with `b`: two new customers with these names, or the
 * two people given.
 */
export async function createConversation(
  ctx: TestContext,
  people: { names?: [string, string]; between?: [TestUser, TestUser] } = {},
): Promise<{ a: TestUser; b: TestUser; id: number }> {
  const [a, b] =
    people.between ?? (await Promise.all((people.names ?? ['Esi', 'Kofi']).map((name) => createUser(ctx, { userType: 'CUSTOMER', name }))));
  const res = await chatRequests(ctx, a!).start(b!.id);
  expect(res.statusCode).toBe(201);
  return { a: a!, b: b!, id: (res.json() as Conversation).id };
}
