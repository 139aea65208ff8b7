import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS, loadConfig } from './config';

// The per-IP sign-up and sign-in ceilings: the defaults, and the environment's own numbers (the
// journeys' server raises them, since one machine signs every journey's people up).

const dataDir = mkdtempSync(join(tmpdir(), 'dwa-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('auth limits from the environment', () => {
  it('keeps 20 sign-ups an hour and 100 sign-ins per 15 minutes per IP by default', () => {
    const config = loadConfig(base);
    expect(config.authLimits.registerPerIp).toEqual({ limit: 20, windowMs: 3_600_000 });
    expect(config.authLimits.loginPerIp).toEqual({ limit: 100, windowMs: 900_000 });
    expect(config.authLimits.loginFailuresPerAccount).toEqual(DEFAULT_AUTH_LIMITS.loginFailuresPerAccount);
  });

  it('takes REGISTER_PER_IP_PER_HOUR and LOGIN_PER_IP_PER_15_MIN, and refuses nonsense', () => {
    const config = loadConfig({ ...base, REGISTER_PER_IP_PER_HOUR: '500', LOGIN_PER_IP_PER_15_MIN: '900' });
    expect(config.authLimits.registerPerIp).toEqual({ limit: 500, windowMs: 3_600_000 });
    expect(config.authLimits.loginPerIp).toEqual({ limit: 900, windowMs: 900_000 });
    expect(() => loadConfig({ ...base, REGISTER_PER_IP_PER_HOUR: '0' })).toThrow();
    expect(() => loadConfig({ ...base, LOGIN_PER_IP_PER_15_MIN: 'many' })).toThrow();
  });
});

describe('metrics from the environment', () => {
  it('are open in development, off elsewhere, and need the token wherever METRICS_TOKEN is set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).metrics).toEqual({ enabled: true, token: undefined });
    expect(loadConfig(base).metrics).toEqual({ enabled: false, token: undefined });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).metrics).toEqual({ enabled: false, token: undefined });
    const token = 't'.repeat(24);
    expect(loadConfig({ ...base, NODE_ENV: 'production', METRICS_TOKEN: token }).metrics).toEqual({ enabled: true, token });
    expect(loadConfig({ ...base, NODE_ENV: 'development', METRICS_TOKEN: token }).metrics).toEqual({ enabled: true, token });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('database pool size from the environment', () => {
  it('opens up to 20 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise, and refuses nonsense', () => {
    expect(loadConfig(base).databasePoolSize).toBe(20);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: 'lots' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("leaves the render threads to the renderer's default unless RENDER_THREADS says, 0 included, and refuses nonsense (ADR 085)", () => {
    expect(loadConfig(base).renderThreads).toBeUndefined();
    expect(loadConfig({ ...base, RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(loadConfig({ ...base, RENDER_THREADS: '2' }).renderThreads).toBe(2);
    expect(() => loadConfig({ ...base, RENDER_THREADS: '-1' })).toThrow(/RENDER_THREADS/);
    expect(() => loadConfig({ ...base, RENDER_THREADS: 'many' })).toThrow(/RENDER_THREADS/);
  });
});

describe('text messages (SMS_PROVIDER, ADR 063)', () => {
  it('uses the sandbox unless told otherwise, and needs the keys of the provider it names', () => {
    expect(loadConfig(base).sms).toMatchObject({ provider: 'sandbox', sender: 'Dwa' });
    expect(loadConfig({ ...base, SMS_PROVIDER: 'arkesel', ARKESEL_API_KEY: 'ark-key-123456' }).sms).toMatchObject({
      provider: 'arkesel',
      arkesel: { apiKey: 'ark-key-123456', baseUrl: 'https://sms.arkesel.com' },
    });
    expect(
      loadConfig({ ...base, SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id', HUBTEL_CLIENT_SECRET: 'secret', SMS_SENDER: 'DwaGH' }).sms,
    ).toMatchObject({
      provider: 'hubtel',
      sender: 'DwaGH',
      hubtel: { clientId: 'id', clientSecret: 'secret', baseUrl: 'https://smsc.hubtel.com' },
    });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'arkesel' })).toThrow(/ARKESEL_API_KEY/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id' })).toThrow(/HUBTEL_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ...base, SMS_SENDER: 'A sender name too long' })).toThrow(/SMS_SENDER/);
  });
});
