import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { formatCountdown } from '../lib/countdown';
import { useCountdown } from './use-countdown';

function Countdown({ expiresAt }: { expiresAt: string }) {
  return <p>{formatCountdown(useCountdown(expiresAt))}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('ticks every second down to 0:00 and stops there', () => {
    render(<Countdown expiresAt="2026-05-01T10:00:03.000Z" />);
    expect(screen.getByText('0:03')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0:02')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('0:00')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
