import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-provider';
import {
  createSandboxProvider,
  sandboxChargeFee,
  SANDBOX_FAILURE_REASONS,
  SANDBOX_TEST_NUMBERS,
  sandboxReference,
  sandboxReferencePhone,
} from './sandbox-provider';

// The sandbox prompt, on an injected clock: pending, then the payer's answer at `approvalMs`, the
// test numbers' other endings, and the same answer from any instance (it keeps no state).

function clock(start = '2025-03-01T10:00:00.000Z') {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (ms: number) => {
      at = new Date(start).getTime() + ms;
    },
  };
}

const startedAt = new Date('2025-03-01T10:00:00.000Z');

function request(phone: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    reference: sandboxReference(phone, 'r4nd0m-Ab_c'),
    amountPesewas: 1250,
    email: 'ama@example.com',
    phone,
    network: 'MTN',
    ...overrides,
  };
}

describe('sandboxReference', () => {
  it('carries the payer number, whatever its format, and decodes back to E.164', () => {
    expect(sandboxReference('+233241234567', 'abc')).toBe('sbx_233241234567_abc');
    expect(sandboxReference('024 123 4567', 'abc')).toBe('sbx_233241234567_abc');
    expect(sandboxReferencePhone('sbx_233241234567_abc')).toBe('+233241234567');
    // base64url randoms may hold '_' and '-': the number has a fixed length, so decoding stays exact.
    expect(sandboxReferencePhone(sandboxReference(SANDBOX_TEST_NUMBERS.declines, '_x-y_'))).toBe(SANDBOX_TEST_NUMBERS.declines);
  });

  it('refuses what it could not decode', () => {
    expect(() => sandboxReference('12345', 'abc')).toThrow(/not a Ghana phone number/);
    expect(() => sandboxReference('+233241234567', '')).toThrow(/random part/);
    expect(() => sandboxReference('+233241234567', 'a/b')).toThrow(/random part/);
    expect(() => sandboxReference('+233241234567', 'x'.repeat(65))).toThrow(/random part/);
    expect(sandboxReferencePhone('dwa_abc')).toBeNull();
    expect(sandboxReferencePhone('sbx_23324123456_abc')).toBeNull();
  });
});

describe('sandbox provider', () => {
  it('is the sandbox, without webhooks, and refunds', async () => {
    const provider = createSandboxProvider({ now: clock().now });
    expect(provider.name).toBe('sandbox');
    expect(provider.parseWebhook).toBeUndefined();
    expect(await provider.refund(sandboxReference('+233241234567', 'a'), 500)).toMatchObject({ ok: true });
  });

  it('answers a charge with a prompt in cedis, for every number', async () => {
    const provider = createSandboxProvider({ now: clock().now });
    for (const phone of ['+233241234567', ...Object.values(SANDBOX_TEST_NUMBERS)]) {
      expect(await provider.charge(request(phone))).toMatchObject({
        status: 'pending',
        displayText: 'Approve the prompt on your phone to pay GH¢ 12.50',
      });
    }
    expect((await provider.charge(request('+233241234567', { amountPesewas: 125_000_05 }))).displayText).toBe(
      'Approve the prompt on your phone to pay GH¢ 125000.05',
    );
    expect((await provider.charge(request('+233241234567', { amountPesewas: 7 }))).displayText).toBe(
      'Approve the prompt on your phone to pay GH¢ 0.07',
    );
  });

  it('refuses a charge whose reference does not carry the payer number, or a bad amount', async () => {
    const provider = createSandboxProvider({ now: clock().now });
    expect(await provider.charge(request('+233241234567', { reference: 'dwa_abc' }))).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_FAILURE_REASONS.unknownReference,
    });
    const otherPayer = request('+233241234567', { reference: sandboxReference('+233209999999', 'abc') });
    expect(await provider.charge(otherPayer)).toMatchObject({ status: 'failed', failureReason: SANDBOX_FAILURE_REASONS.unknownReference });
    expect(await provider.charge(request('+233241234567', { amountPesewas: 12.5 }))).toMatchObject({ status: 'failed' });
    expect(await provider.charge(request('+233241234567', { amountPesewas: 0 }))).toMatchObject({ status: 'failed' });
    // The payer number in local format is the same payer.
    expect(await provider.charge(request('0241234567', { reference: sandboxReference('+233241234567', 'abc') }))).toMatchObject({
      status: 'pending',
    });
  });

  it('is pending until approvalMs (default 4 s) has passed, then succeeded for good', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now });
    const reference = sandboxReference('+233241234567', 'abc');
    time.set(0);
    expect(await provider.verify(reference, startedAt)).toMatchObject({ status: 'pending' });
    time.set(3_999);
    expect(await provider.verify(reference, startedAt)).toMatchObject({ status: 'pending' });
    time.set(4_000);
    expect(await provider.verify(reference, startedAt)).toMatchObject({ status: 'succeeded', failureReason: null });
    // Never charged by this instance: the amount, and so the fee, is unknown to it.
    expect((await provider.verify(reference, startedAt)).feePesewas).toBeNull();
    // Long after the prompt's life: still succeeded (an answer never changes back).
    time.set(24 * 3_600_000);
    expect(await provider.verify(reference, startedAt)).toMatchObject({ status: 'succeeded' });
  });

  it('follows approvalMs, and a clock behind startedAt counts as no time passed', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now, approvalMs: 100 });
    const reference = sandboxReference('+233241234567', 'abc');
    time.set(99);
    expect((await provider.verify(reference, startedAt)).status).toBe('pending');
    time.set(100);
    expect((await provider.verify(reference, startedAt)).status).toBe('succeeded');
    time.set(-60_000);
    expect((await provider.verify(reference, startedAt)).status).toBe('pending');
  });

  it('declines for the declining number, once the payer has had time to answer', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now });
    const reference = sandboxReference(SANDBOX_TEST_NUMBERS.declines, 'abc');
    time.set(3_999);
    expect((await provider.verify(reference, startedAt)).status).toBe('pending');
    time.set(4_000);
    expect(await provider.verify(reference, startedAt)).toMatchObject({
      status: 'failed',
      failureReason: 'Declined by the payer (sandbox test number)',
    });
    time.set(3_600_000);
    expect((await provider.verify(reference, startedAt)).status).toBe('failed');
  });

  it('fails as insufficient funds for the short wallet', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now, approvalMs: 2_000 });
    const reference = sandboxReference(SANDBOX_TEST_NUMBERS.insufficientFunds, 'abc');
    time.set(1_999);
    expect((await provider.verify(reference, startedAt)).status).toBe('pending');
    time.set(2_000);
    expect(await provider.verify(reference, startedAt)).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient funds (sandbox test number)',
    });
  });

  it('never answers for the silent number: the payment service times it out', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now, promptTtlMs: 30_000 });
    const reference = sandboxReference(SANDBOX_TEST_NUMBERS.neverAnswers, 'abc');
    for (const ms of [0, 4_000, 30_000, 3_600_000, 30 * 24 * 3_600_000]) {
      time.set(ms);
      expect((await provider.verify(reference, startedAt)).status).toBe('pending');
    }
  });

  it('lets the prompt expire after promptTtlMs for the ignoring number', async () => {
    const time = clock();
    const provider = createSandboxProvider({ now: time.now, promptTtlMs: 30_000 });
    const reference = sandboxReference(SANDBOX_TEST_NUMBERS.promptExpires, 'abc');
    time.set(29_999);
    expect((await provider.verify(reference, startedAt)).status).toBe('pending');
    time.set(30_000);
    expect(await provider.verify(reference, startedAt)).toMatchObject({ status: 'failed', failureReason: SANDBOX_FAILURE_REASONS.expired });
  });

  it('defaults the prompt life to 60 s, and an approval slower than the prompt expires', async () => {
    const time = clock();
    const expiring = createSandboxProvider({ now: time.now });
    const ignored = sandboxReference(SANDBOX_TEST_NUMBERS.promptExpires, 'abc');
    time.set(59_999);
    expect((await expiring.verify(ignored, startedAt)).status).toBe('pending');
    time.set(60_000);
    expect((await expiring.verify(ignored, startedAt)).status).toBe('failed');

    const slow = createSandboxProvider({ now: time.now, approvalMs: 10_000, promptTtlMs: 5_000 });
    const reference = sandboxReference('+233241234567', 'abc');
    time.set(4_999);
    expect((await slow.verify(reference, startedAt)).status).toBe('pending');
    time.set(10_000);
    expect(await slow.verify(reference, startedAt)).toMatchObject({ status: 'failed', failureReason: SANDBOX_FAILURE_REASONS.expired });
  });

  it('keeps no state: another instance (another API process) gives the same answers', async () => {
    const time = clock();
    const first = createSandboxProvider({ now: time.now });
    const second = createSandboxProvider({ now: time.now });
    const paying = request('+233241234567');
    const declining = request(SANDBOX_TEST_NUMBERS.declines);
    await first.charge(paying);
    await first.charge(declining);
    time.set(5_000);
    expect((await second.verify(paying.reference, startedAt)).status).toBe('succeeded');
    // The instance that charged knows the amount: it reports the fee it kept (1.95%), as Paystack does.
    expect(await first.verify(paying.reference, startedAt)).toMatchObject({
      status: 'succeeded',
      feePesewas: sandboxChargeFee(paying.amountPesewas),
    });
    expect(sandboxChargeFee(10999)).toBe(214);
    expect((await second.verify(declining.reference, startedAt)).status).toBe('failed');
    // Never charged anywhere: the reference alone decides.
    expect((await second.verify(sandboxReference('+233501112222', 'never-charged'), startedAt)).status).toBe('succeeded');
  });

  it('fails a poll for a reference that is not a sandbox one', async () => {
    const provider = createSandboxProvider({ now: clock().now });
    expect(await provider.verify('dwa_abc', startedAt)).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_FAILURE_REASONS.unknownReference,
    });
  });
});
