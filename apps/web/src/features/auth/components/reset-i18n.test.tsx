import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { ForgotStep } from './forgot-step';
import { NewPasswordStep } from './new-password-step';
import { PasswordChanged } from './password-changed';
import { renderIn as renderArea } from '../../../testing/render-in';

// Resetting a password speaks the interface's language (issue 17, the `reset` area of ADR 046).

afterEach(cleanup);

const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['reset', 'controls'], node);

describe('password reset in other languages', () => {
  it('English stays the spec’s words', async () => {
    await renderIn('en', <ForgotStep onSent={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Sign In' })).toBeTruthy();
  });

  it('German: Forgot Password, the new password and Password Changed', async () => {
    await renderIn(
      'de',
      <>
        <ForgotStep onSent={vi.fn()} onBack={vi.fn()} />
        <NewPasswordStep handle="7" resetToken="t" onDone={vi.fn()} onBack={vi.fn()} />
        <PasswordChanged onBackToSignIn={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Passwort vergessen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Code senden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort bestätigen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort aktualisieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Passwort geändert' })).toBeTruthy();
    expect(screen.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt mit Ihrem neuen Passwort anmelden.')).toBeTruthy();
  });
});
