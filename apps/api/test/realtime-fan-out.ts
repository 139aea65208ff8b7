import { expect } from 'vitest';
import type { TestApp, TestContext } from './helpers';
import type { TestUser } from './factories/users';
import { connectWs } from './ws-client';

// The fan-out both real-time tests check, over LISTEN/NOTIFY (realtime.test.ts) and over Redis
// (realtime-redis.test.ts): two API processes on one backend, each with its own address.

type TwoProcesses = { ctx: TestContext; other: TestApp; url: string; otherUrl: string; ama: TestUser; kofi: TestUser };

/** An event reaches every open socket of its user, on either process, and nobody else's. */
export async function expectFanOut({ ctx, other, url, otherUrl, ama, kofi }: TwoProcesses): Promise<void> {
  const here = await connectWs(url, { token: ama.token });
  const there = await connectWs(otherUrl, { token: ama.token });
  const bystander = await connectWs(otherUrl, { token: kofi.token });
  await ctx.app.realtime.publish([ama.id], { type: 'unread', total: 3 });
  expect(await here.next('unread')).toEqual({ type: 'unread', total: 3 });
  expect(await there.next('unread')).toEqual({ type: 'unread', total: 3 });
  // Published by the other process, delivered by this one.
  await other.realtime.publish([kofi.id, ama.id], { type: 'jobs' });
  await here.next('jobs');
  await bystander.next('jobs');
  expect(bystander.frames.some((frame) => frame.type === 'unread')).toBe(false);
  await Promise.all([here.close(), there.close(), bystander.close()]);
}
