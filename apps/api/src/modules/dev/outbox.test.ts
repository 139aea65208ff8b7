import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';

let ctx: TestContext;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(() => ctx.close());

describe('GET /api/v1/dev/outbox', () => {
  it('answers the mail sent to an address, newest first', async () => {
    const user = await createUser(ctx, { verified: false });
    const other = await createUser(ctx, { verified: false });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/otp/send?user_id=${user.id}` });
    clock.advance(1000);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/otp/send?user_id=${other.id}` });
    clock.advance(1000);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/password/request-reset-code', payload: { email: user.email } });

    await ctx.app.services.jobs.drain();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(user.email.toUpperCase())}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json() as {
      to: string;
      subject: string;
      text: string;
      html: string | null;
      headers: Record<string, string>;
      created_at: string;
    }[];
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === user.email)).toBe(true);
    expect(messages[0]!.subject).toMatch(/password reset code/);
    expect(messages[1]!.subject).toMatch(/verification code/);
    expect(messages[0]!.text).toMatch(/\b\d{6}\b/);
    // Both parts (ADR 073): the HTML one holds the same code, in an HTML document.
    const code = /\b(\d{6})\b/.exec(messages[0]!.text)![1]!;
    expect(messages[0]!.html).toMatch(/^<!DOCTYPE html/);
    expect(messages[0]!.html).toContain(code);
    expect(messages[0]!.headers).toEqual({});
    expect(Date.parse(messages[0]!.created_at)).toBeGreaterThan(Date.parse(messages[1]!.created_at));
  });

  // A second app, started inside the case: 4 s alone, 33 s once on a loaded machine.
  it('answers 404 in production', { timeout: 60_000 }, async () => {
    const production = await createTestApp({ config: { isProduction: true, env: 'production' } });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=a@example.com' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
