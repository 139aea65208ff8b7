import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OtpInput } from './otp-input';
import { emptyDigits } from './otp-digits';

function Harness() {
  const [digits, setDigits] = useState(emptyDigits());
  return <OtpInput digits={digits} onChange={setDigits} />;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

afterEach(cleanup);

describe('OtpInput', () => {
  it('fills all six boxes from a paste into any box', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => '987654' } });
    expect(values()).toBe('987654');
  });

  it('accepts digits only and moves the focus on', async () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('');
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(box(1).value).toBe('7');
    await waitFor(() => expect(document.activeElement).toBe(box(2)));
  });

  it('moves on when a digit is typed over the same digit (retyping a code over a wrong one)', async () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '048988' } });
    box(3).focus();
    // A typed key reaches React as a before-input event (jsdom: from keypress); the value would not change.
    fireEvent.keyPress(box(3), { key: '8', code: 'Digit8', charCode: 56, keyCode: 56, which: 56 });
    await waitFor(() => expect(document.activeElement).toBe(box(4)));
    fireEvent.keyPress(box(4), { key: '2', code: 'Digit2', charCode: 50, keyCode: 50, which: 50 });
    expect(values()).toBe('048288');
    await waitFor(() => expect(document.activeElement).toBe(box(5)));
  });

  it('goes back on Backspace from an empty box', async () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1');
    await waitFor(() => expect(document.activeElement).toBe(box(2)));
  });

  it('groups the boxes under one label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });
});
