import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleRegExp } from '@dwa/shared/moderation';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { auditRowsFor, moderationRequests, type ModerationRequests } from '../../../test/factories/moderation';
import { DEMO_LISTINGS } from '../../seed/demo-data';

// Content rules: admins list, add and delete them; each change is audited once.

let ctx: TestContext;
let mod: ModerationRequests;
let seller: TestUser;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  mod = moderationRequests(ctx);
  [seller, customer, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

type Rule = { id: number; kind: string; value: string; label: string; created_at: string; created_by: number | null };
const ruleIds = async (): Promise<number[]> => (await mod.rules(admin)).json().results.map((rule: Rule) => rule.id);

describe('/api/v1/admin/content-rules', () => {
  it('lists the three seeded rules', async () => {
    const res = await mod.rules(admin);
    expect(res.statusCode).toBe(200);
    const labels = res.json().results.map((rule: Rule) => rule.label);
    expect(labels).toEqual(
      expect.arrayContaining(['A phone number in the text', 'Payment instructions in the text', 'Asks for a money transfer']),
    );
    expect(res.json().results[0]).toMatchObject({ kind: 'pattern', created_by: null, created_at: expect.any(String) });
  });

  it('pages the rules oldest first by cursor, and refuses a bad cursor or limit with 422', async () => {
    const page = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/content-rules${query}`, headers: admin.auth });
    const all = (await page('')).json();
    expect(all.next_cursor).toBeNull();
    const ids = all.results.map((rule: Rule) => rule.id) as number[];
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const first = (await page('?limit=2')).json();
    expect(first.results.map((rule: Rule) => rule.id)).toEqual(ids.slice(0, 2));
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await page(`?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.results.map((rule: Rule) => rule.id)).toEqual(ids.slice(2));
    expect(second.next_cursor).toBeNull();

    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await page(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results).toHaveLength(1);
      seen.push(...res.json().results.map((rule: Rule) => rule.id));
      cursor = res.json().next_cursor;
    }
    expect(seen).toEqual(ids);

    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?cursor=nonsense', '?cursor=%21%21']) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail[0].msg, query).toMatch(/^(limit must be a whole number from 1 to 100\.|cursor is not valid)/);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/content-rules?limit=1' });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/content-rules?limit=1', headers: seller.auth })).statusCode).toBe(
      403,
    );
  });

  it('adds a rule (audited once), refuses a duplicate with 409, and deletes it (audited once)', async () => {
    const created = await mod.addRule(admin, { kind: 'word', value: '  gift card  ', label: 'Asks for gift cards' });
    expect(created.statusCode).toBe(201);
    const rule = created.json() as Rule;
    expect(rule).toMatchObject({ kind: 'word', value: 'gift card', label: 'Asks for gift cards', created_by: admin.id });
    expect(await ruleIds()).toContain(rule.id);
    expect(await auditRowsFor(ctx, 'content_rule', rule.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'content_rule.created',
        after: { kind: 'word', value: 'gift card', label: 'Asks for gift cards' },
      }),
    ]);

    const duplicate = await mod.addRule(admin, { kind: 'word', value: 'gift card', label: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('This rule already exists.');
    expect(await auditRowsFor(ctx, 'content_rule', rule.id)).toHaveLength(1);

    expect((await mod.deleteRule(admin, rule.id)).statusCode).toBe(204);
    expect(await ruleIds()).not.toContain(rule.id);
    const audit = await auditRowsFor(ctx, 'content_rule', rule.id);
    expect(audit.map((row) => row.action)).toEqual(['content_rule.created', 'content_rule.deleted']);
    expect((await mod.deleteRule(admin, rule.id)).statusCode).toBe(404);
    expect(await auditRowsFor(ctx, 'content_rule', rule.id)).toHaveLength(2);
  });

  it('refuses a pattern that does not compile or could backtrack forever with 400, and a long one with 422', async () => {
    const before = await ruleIds();
    const bad = await mod.addRule(admin, { kind: 'pattern', value: '(unclosed', label: 'Broken' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^This is not a valid pattern: /);
    const nested = await mod.addRule(admin, { kind: 'pattern', value: '(a+)+$', label: 'Slow' });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().detail).toMatch(/nested repetition/);
    const long = await mod.addRule(admin, { kind: 'pattern', value: 'a'.repeat(201), label: 'Long' });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].msg).toBe('The word or pattern must be at most 200 characters.');
    for (const payload of [
      { kind: 'phrase', value: 'x', label: 'x' },
      { kind: 'word', value: '   ', label: 'x' },
      { kind: 'word', value: 'x' },
    ]) {
      expect((await mod.addRule(admin, payload)).statusCode).toBe(422);
    }
    expect((await mod.deleteRule(admin, 0)).statusCode).toBe(422);
    expect(await ruleIds()).toEqual(before);
  });

  it('refuses everyone but admins, and changes nothing', async () => {
    const [first] = await ruleIds();
    for (const user of [seller, customer]) {
      expect((await mod.rules(user)).statusCode).toBe(403);
      expect((await mod.addRule(user, { kind: 'word', value: 'forbidden', label: 'x' })).statusCode).toBe(403);
      expect((await mod.deleteRule(user, first!)).statusCode).toBe(403);
    }
    expect((await mod.rules(null)).statusCode).toBe(401);
    expect((await mod.addRule(null, { kind: 'word', value: 'forbidden', label: 'x' })).statusCode).toBe(401);
    expect((await mod.deleteRule(null, first!)).statusCode).toBe(401);
    const values = (await mod.rules(admin)).json().results.map((rule: Rule) => rule.value);
    expect(values).not.toContain('forbidden');
    expect(values).toHaveLength(3);
    expect(await auditRowsFor(ctx, 'content_rule', first!)).toHaveLength(0);
  });

  it('leaves every demo listing clear of the seeded rules', async () => {
    const rules = (await mod.rules(admin)).json().results as Rule[];
    for (const listing of DEMO_LISTINGS) {
      const text = `${listing.title}\n${listing.description}`;
      for (const rule of rules)
        expect(ruleRegExp(rule.kind as 'word' | 'pattern', rule.value).exec(text)?.[0], `${listing.title}: ${rule.label}`).toBeUndefined();
    }
  });
});
