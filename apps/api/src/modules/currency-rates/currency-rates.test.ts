import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { auditRowsFor } from '../../../test/factories/moderation';

// Exchange rates from the cedi: anyone reads them (cacheable), admins set them (audited), the rest
// are refused; bad currencies, rates and dates are 422s.

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, seller] = await Promise.all([createUser(ctx, { userType: 'ADMIN' }), createUser(ctx, { userType: 'SELLER' })]);
});
afterAll(() => ctx.close());

const read = () => ctx.app.inject({ method: 'GET', url: '/api/v1/currency-rates' });
const put = (currency: string, body: unknown, headers: Record<string, string> = admin.auth) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/currency-rates/${currency}`, headers, payload: body as object });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Rate = { currency: string; rate: number; as_of: string; updated_at: string };

describe('/api/v1/currency-rates', () => {
  it('answers no rate at first, to anyone, cacheable', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ base: 'GHS', rates: [] });
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
  });

  it('lets an admin set a rate with its date, replace it (each audited), and anyone read it', async () => {
    const first = await put('USD', { rate: 0.0652, as_of: '2026-01-15' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ currency: 'USD', rate: 0.0652, as_of: '2026-01-15', updated_at: expect.any(String) });

    const second = await put('USD', { rate: 0.0661, as_of: day(0) });
    expect(second.statusCode, second.body).toBe(200);
    expect(await put('EUR', { rate: '0.0598', as_of: day(-1) }).then((res) => res.statusCode)).toBe(200);

    const rates = (await read()).json().rates as Rate[];
    expect(rates.map((rate) => [rate.currency, rate.rate, rate.as_of])).toEqual([
      ['EUR', 0.0598, day(-1)],
      ['USD', 0.0661, day(0)],
    ]);

    const [row] = await ctx.deps.db.query.currencyRates.findMany({ where: (table, { eq }) => eq(table.currency, 'USD') });
    expect(await auditRowsFor(ctx, 'currency_rate', row!.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'currency_rate.set',
        before: null,
        after: { currency: 'USD', rate: 0.0652, as_of: '2026-01-15' },
      }),
      expect.objectContaining({
        actorId: admin.id,
        action: 'currency_rate.set',
        before: { currency: 'USD', rate: 0.0652, as_of: '2026-01-15' },
        after: { currency: 'USD', rate: 0.0661, as_of: day(0) },
      }),
    ]);
  });

  it('keeps small and large rates exactly (NGN, XOF)', async () => {
    expect((await put('NGN', { rate: 104.5, as_of: day(0) })).json().rate).toBe(104.5);
    expect((await put('XOF', { rate: 0.0000012345, as_of: day(0) })).json().rate).toBe(0.0000012345);
  });

  it('refuses anyone but an admin: 401 without a token, 403 for a seller', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/currency-rates/GBP',
      payload: { rate: 0.05, as_of: day(0) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await put('GBP', { rate: 0.05, as_of: day(0) }, seller.auth)).statusCode).toBe(403);
    expect(((await read()).json().rates as Rate[]).map((rate) => rate.currency)).not.toContain('GBP');
  });

  it('refuses an unknown currency, a bad rate and a bad or future date with 422', async () => {
    const cases: [string, unknown, string][] = [
      ['GHS', { rate: 1, as_of: day(0) }, 'currency must be one of USD, EUR, GBP, NGN, XOF.'],
      ['usd', { rate: 1, as_of: day(0) }, 'currency must be one of USD, EUR, GBP, NGN, XOF.'],
      ['USD', { rate: 0, as_of: day(0) }, 'Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.'],
      ['USD', { rate: -1, as_of: day(0) }, 'Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.'],
      ['USD', { rate: 'a lot', as_of: day(0) }, 'Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.'],
      ['USD', { rate: 2_000_000, as_of: day(0) }, 'Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.'],
      ['USD', { rate: 0.07 }, 'Enter the date the rate holds for (YYYY-MM-DD).'],
      ['USD', { rate: 0.07, as_of: '15/01/2026' }, 'Enter the date the rate holds for (YYYY-MM-DD).'],
      ['USD', { rate: 0.07, as_of: day(2) }, 'The date of a rate cannot be in the future.'],
    ];
    for (const [currency, body, message] of cases) {
      const res = await put(currency, body);
      expect(res.statusCode, `${currency} ${JSON.stringify(body)}`).toBe(422);
      expect(
        res.json().detail.map((issue: { msg: string }) => issue.msg),
        JSON.stringify(body),
      ).toContain(message);
    }
    expect(((await read()).json().rates as Rate[]).find((rate) => rate.currency === 'USD')?.rate).toBe(0.0661);
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/currency-rates'].get.summary).toMatch(/Exchange rates/);
    expect(spec.paths['/api/v1/admin/currency-rates/{currency}'].put.security).toEqual([{ bearer: [] }]);
  });
});
