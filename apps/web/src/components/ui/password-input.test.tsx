import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PasswordInput } from './password-input';

afterEach(cleanup);

describe('PasswordInput', () => {
  it('has a show/hide toggle whose name stays the same while aria-pressed carries the state', () => {
    render(<PasswordInput id="pw" aria-label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect([input.type, toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
    fireEvent.click(toggle);
    expect([input.type, screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    expect(screen.queryByRole('button', { name: 'Hide password' })).toBeNull();
  });
});
